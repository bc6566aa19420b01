import { count, eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { nationalExam, question, subject, unit } from '../db/schema/index';
import { loadCheckedContent, syncContent } from './sync';

const database = useTestDatabase();

async function counts() {
  const { db } = database();
  const [s] = await db.select({ n: count() }).from(subject);
  const [u] = await db.select({ n: count() }).from(unit);
  const [q] = await db.select({ n: count() }).from(question);
  const [e] = await db.select({ n: count() }).from(nationalExam);
  return { subjects: s?.n, units: u?.n, questions: q?.n, exams: e?.n };
}

test('the seeded database holds exactly the content', async () => {
  const content = loadCheckedContent();
  expect(await counts()).toEqual({
    subjects: content.subjects.length,
    units: content.subjects.reduce((n, s) => n + s.units.length, 0),
    // The bank's items and the provas-modelo's (issue 24).
    questions:
      content.questionFiles.reduce((n, f) => n + f.questions.length, 0) +
      content.papers.reduce((n, p) => n + p.items.length, 0),
    exams: content.exams.length,
  });
});

test('syncing again inserts nothing and duplicates nothing', async () => {
  const before = await counts();
  const report = await syncContent(database().db, loadCheckedContent());
  for (const tally of Object.values(report)) {
    expect(tally).toMatchObject({ inserted: 0, updated: 0 });
    expect(tally.unchanged).toBeGreaterThan(0);
  }
  expect(await counts()).toEqual(before);
});

test('sync repairs an edited row and keeps its id', async () => {
  const { db } = database();
  const [first] = await db.select().from(question).limit(1);
  if (!first) throw new Error('no questions seeded');
  await db.update(question).set({ text: 'texto estragado' }).where(eq(question.id, first.id));
  const report = await syncContent(db, loadCheckedContent());
  expect(report.questions).toMatchObject({ inserted: 0, updated: 1 });
  const [after] = await db.select().from(question).where(eq(question.id, first.id));
  expect(after?.text).toBe(first.text);
});
