import fs from 'node:fs';
import path from 'node:path';
import type { Worksheet } from '@nota20/core/contracts/subjects';
import { PaperListSchema } from '@nota20/core/contracts/subjects';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { notTheKey, rightAnswer } from '../../../test/item-answers';
import { takePaper } from '../../../test/papers';
import { signUp } from '../../../test/session';
import { CONTENT_DIR } from '../../content/load';
import { type PaperFile, PaperFileSchema, SubjectsFileSchema } from '../../content/schema';

// Issue 26 through HTTP: Economia A at the level of exam 712 — each unit's bank, and the two
// provas-modelo in the official structure. What is expected is read from the content files.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
const SUBJECT = SubjectsFileSchema.parse(readJson('subjects.json')).subjects.find(
  (s) => s.id === 'Economia',
);
const PAPERS: PaperFile[] = fs
  .readdirSync(path.join(CONTENT_DIR, 'papers'))
  .filter((f) => f.startsWith('economia-'))
  .map((f) => PaperFileSchema.parse(readJson(path.join('papers', f))));

/** The units where the programme computes something: at least 5 calculation items each. */
const CALCULATION_UNITS = [5, 6, 7, 9, 10, 11];

test('every Economia unit serves at least 30 items: 30 % on a sourced document, matching, calculations and 3 written', async () => {
  expect(SUBJECT?.units).toHaveLength(12);
  for (const unit of SUBJECT?.units ?? []) {
    const response = await app().request(`/api/subjects/Economia/units/${unit.number}/questions`);
    expect(response.status, `unit ${unit.number}`).toBe(200);
    const { items } = (await response.json()) as Worksheet;
    const count = (type: string) => items.filter((q) => q.type === type).length;
    const where = `unit ${unit.number} (${unit.name})`;
    expect(items.length, where).toBeGreaterThanOrEqual(30);
    const onDocument = items.filter((q) => q.groupId || q.imageURL).length;
    expect(onDocument / items.length, where).toBeGreaterThanOrEqual(0.3);
    expect(count('matching'), where).toBeGreaterThanOrEqual(1);
    expect(count('written'), where).toBeGreaterThanOrEqual(3);
    if (CALCULATION_UNITS.includes(unit.number))
      expect(count('numeric'), where).toBeGreaterThanOrEqual(5);
    // Each document names its source; data are dated, or say they are invented or a diagram.
    for (const { document } of items.filter((q) => q.document)) {
      expect(document?.source.trim(), `${where}: ${document?.id}`).toBeTruthy();
      const undated = `${document?.source} ${document?.title} ${document?.text ?? ''}`;
      if (!document?.year)
        expect(undated, `${where}: ${document?.id}`).toMatch(/fictíci|Esquema original/);
    }
    for (const q of items.filter((i) => i.type === 'written'))
      expect(q.criteria?.length && q.modelAnswer, `${where} item ${q.questionNumber}`).toBeTruthy();
  }
});

test('both provas-modelo of 712: 24 items, 14 compulsory and the best 6 of 10, 200 points', async () => {
  expect(PAPERS.map((p) => p.id).sort()).toEqual(['economia-modelo-1', 'economia-modelo-2']);
  const listed = PaperListSchema.parse(
    await (await app().request('/api/subjects/Economia/papers')).json(),
  );
  expect(listed.items.map((p) => [p.id, p.items, p.bestOptional, p.minutes])).toEqual(
    PAPERS.map((p) => [p.id, 24, 6, 120]),
  );
  for (const paper of PAPERS) {
    expect(paper.items.filter((i) => !i.optional)).toHaveLength(14);
    const right = await takePaper(app(), await signUp(app()), paper, rightAnswer);
    expect(right, paper.id).toMatchObject({ points: 200, maxPoints: 200, grade: 20 });
    const wrong = await takePaper(app(), await signUp(app()), paper, notTheKey);
    expect(wrong, paper.id).toMatchObject({ points: 0, maxPoints: 200, grade: 0 });
    // All compulsory right and only 6 optional right: still 200; 5 optional right: 190.
    let optionalRight = 0;
    const sixOptional = await takePaper(app(), await signUp(app()), paper, (item) =>
      !item.optional || optionalRight++ < 6 ? rightAnswer(item) : notTheKey(item),
    );
    expect(sixOptional, paper.id).toMatchObject({ points: 200, grade: 20 });
    optionalRight = 0;
    const fiveOptional = await takePaper(app(), await signUp(app()), paper, (item) =>
      !item.optional || optionalRight++ < 5 ? rightAnswer(item) : notTheKey(item),
    );
    expect(fiveOptional, paper.id).toMatchObject({ points: 190, grade: 19 });
  }
});
