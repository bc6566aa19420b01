import fs from 'node:fs';
import path from 'node:path';
import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { SubjectList, Worksheet } from '@nota20/core/contracts/subjects';
import { PaperListSchema } from '@nota20/core/contracts/subjects';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { notTheKey, rightAnswer } from '../../../test/item-answers';
import { takePaper } from '../../../test/papers';
import { get, jsonRequest, signUp } from '../../../test/session';
import { CONTENT_DIR } from '../../content/load';
import { type PaperFile, PaperFileSchema, SubjectsFileSchema } from '../../content/schema';

// Issue 25 through HTTP: Biologia e Geologia for exam 702, its Geologia half and its two
// provas-modelo. What is expected is read from the content files, never from the server.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

const readJson = (file: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, file), 'utf8'));
const SUBJECT = SubjectsFileSchema.parse(readJson('subjects.json')).subjects.find(
  (s) => s.id === 'Biologia',
);
const PAPERS: PaperFile[] = fs
  .readdirSync(path.join(CONTENT_DIR, 'papers'))
  .filter((f) => f.startsWith('biologia-'))
  .map((f) => PaperFileSchema.parse(readJson(path.join('papers', f))));

test('Biologia e Geologia offers its Geologia and Biologia units, in the order students meet them', async () => {
  const { items } = (await (await app().request('/api/subjects')).json()) as SubjectList;
  const bg = items.find((s) => s.id === 'Biologia');
  expect(bg?.units.map((u) => [u.number, u.year, u.domain, u.name])).toEqual(
    SUBJECT?.units.map((u) => [u.number, u.year, u.domain, u.name]),
  );
  const domains = bg?.units.map((u) => `${u.year}/${u.domain}`);
  // 10.º ano opens with Geologia; 11.º ano ends with it; half the units are Geologia.
  expect(domains?.slice(0, 4)).toEqual(Array(4).fill('10/Geologia'));
  expect(domains?.slice(-4)).toEqual(Array(4).fill('11/Geologia'));
  expect(domains?.filter((d) => d.endsWith('Geologia'))).toHaveLength(8);
});

test('every unit serves at least 24 items through its worksheet: a third on a document, ordering, matching and 3 written', async () => {
  for (const unit of SUBJECT?.units ?? []) {
    const response = await app().request(`/api/subjects/Biologia/units/${unit.number}/questions`);
    expect(response.status, `unit ${unit.number}`).toBe(200);
    const { items } = (await response.json()) as Worksheet;
    const count = (type: string) => items.filter((q) => q.type === type).length;
    const where = `unit ${unit.number} (${unit.name})`;
    expect(items.length, where).toBeGreaterThanOrEqual(24);
    const onDocument = items.filter((q) => q.groupId || q.imageURL).length;
    expect(onDocument * 3, where).toBeGreaterThanOrEqual(items.length);
    expect(count('ordering'), where).toBeGreaterThanOrEqual(1);
    expect(count('matching'), where).toBeGreaterThanOrEqual(1);
    expect(count('written'), where).toBeGreaterThanOrEqual(3);
    // Every written item comes with its criteria and a model answer (worksheets show keys).
    for (const q of items.filter((i) => i.type === 'written'))
      expect(q.criteria?.length && q.modelAnswer, `${where} item ${q.questionNumber}`).toBeTruthy();
  }
});

test('both provas-modelo of 702 are listed, start and grade: every key is 200 points, every wrong answer 0', async () => {
  expect(PAPERS.map((p) => p.id).sort()).toEqual(['biologia-modelo-1', 'biologia-modelo-2']);
  const listed = PaperListSchema.parse(
    await (await app().request('/api/subjects/Biologia/papers')).json(),
  );
  expect(listed.items.map((p) => [p.id, p.items, p.bestOptional, p.minutes])).toEqual(
    PAPERS.map((p) => [p.id, p.items.length, p.bestOptional, p.minutes]),
  );
  for (const paper of PAPERS) {
    // Grupo I is a geology context, as in every 702 paper.
    const first = SUBJECT?.units.find((u) => u.number === paper.items[0]?.unidade);
    expect(first?.domain, `${paper.id} opens with geology`).toBe('Geologia');

    const right = await takePaper(app(), await signUp(app()), paper, rightAnswer);
    expect(right).toMatchObject({ points: 200, maxPoints: 200, pendingPoints: 0, grade: 20 });
    const wrong = await takePaper(app(), await signUp(app()), paper, notTheKey);
    expect(wrong).toMatchObject({ points: 0, maxPoints: 200, grade: 0 });
  }
});

test('a test of a Geologia unit draws only that unit’s items, a document’s items together', async () => {
  const student = await signUp(app());
  const unit = SUBJECT?.units.find((u) => u.domain === 'Geologia');
  const started = await app().request(
    '/api/quizzes',
    jsonRequest(
      'POST',
      { type: 'unit', subject: 'Biologia', units: [unit?.number], count: 10, minutes: 20 },
      { cookie: student.cookie },
    ),
  );
  expect(started.status).toBe(201);
  const quiz = (await started.json()) as StartedQuiz;
  const worksheet = (await (
    await get(app(), `/api/subjects/Biologia/units/${unit?.number}/questions`, student.cookie)
  ).json()) as Worksheet;
  const ofUnit = new Map(worksheet.items.map((q) => [q.id, q]));
  expect(quiz.questions.length).toBeGreaterThan(0);
  for (const q of quiz.questions) expect(ofUnit.has(q.questionId)).toBe(true);
  // A document's items are consecutive in the test, as in the worksheet.
  const groups = quiz.questions.map((q) => q.groupId).filter(Boolean);
  for (const g of new Set(groups)) {
    const at = quiz.questions.flatMap((q, i) => (q.groupId === g ? [i] : []));
    expect((at.at(-1) ?? 0) - (at[0] ?? 0)).toBe(at.length - 1);
  }
});
