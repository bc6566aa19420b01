import { gunzipSync } from 'node:zlib';
import { type Dashboard, DashboardSchema } from '@nota20/core/contracts/dashboard';
import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import { inArray } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { get, jsonRequest, signUp, type TestUser } from '../../../test/session';
import { question } from '../../db/schema/index';

const database = useTestDatabase();
let clock = new Date('2026-11-20T10:00:00Z');
const app = () => createTestApp(database().db, {}, () => clock);
const DAY = 24 * 60 * 60_000;

/** Takes a 5-question test answering `right` correctly, `wrong` wrongly and leaving the rest blank. */
async function takeTest(student: TestUser, right: number, wrong: number) {
  const started = await app().request(
    '/api/quizzes',
    jsonRequest(
      'POST',
      { type: 'random', subject: 'Economia', count: 5 },
      { cookie: student.cookie },
    ),
  );
  const quiz = (await started.json()) as StartedQuiz;
  const rows = await database()
    .db.select({ id: question.id, correct: question.correctOption })
    .from(question)
    .where(
      inArray(
        question.id,
        quiz.questions.map((q) => q.questionId),
      ),
    );
  const key = new Map(rows.map((r) => [r.id, r.correct]));
  const answers: Record<string, string> = {};
  quiz.questions.forEach((q, i) => {
    const letter = key.get(q.questionId) ?? 'A';
    if (i < right) answers[q.n] = letter;
    else if (i < right + wrong) answers[q.n] = letter === 'A' ? 'B' : 'A';
  });
  await app().request(
    `/api/quizzes/${quiz.id}/submit`,
    jsonRequest('POST', { answers }, { cookie: student.cookie }),
  );
}

test('the dashboard figures on a seeded history: tests, positive/negative, accuracy, average, streak', async () => {
  const student = await signUp(app(), { name: 'Marta' });
  const empty = (await (await get(app(), '/api/dashboard', student.cookie)).json()) as Dashboard;
  expect(empty).toMatchObject({
    name: 'Marta',
    testsDone: 0,
    positive: 0,
    negative: 0,
    accuracy: 0,
    average: null,
    streakDays: 0,
    lives: 10,
    history: [],
  });

  await takeTest(student, 5, 0); // 20
  clock = new Date(clock.getTime() + DAY);
  await takeTest(student, 0, 0); // 0, nothing answered: costs a life
  clock = new Date(clock.getTime() + DAY);
  await takeTest(student, 3, 2); // 12

  const dashboard = (await (
    await get(app(), '/api/dashboard', student.cookie)
  ).json()) as Dashboard;
  expect(dashboard).toMatchObject({
    testsDone: 3,
    positive: 2,
    negative: 1,
    accuracy: 80, // 8 right out of 10 answered
    average: 10.7, // (20 + 0 + 12) / 3
    streakDays: 3,
    lives: 10, // the life lost two days ago has come back
  });
  expect(dashboard.history.map((h) => h.grade)).toEqual([12, 0, 20]);
  expect(dashboard.history[0]).toMatchObject({
    correct: 3,
    total: 5,
    examType: 'random',
    subject: 'Economia',
  });

  // The same answer gzipped (the history is serialized and compressed once per copy), never cached.
  const gzipped = await app().request('/api/dashboard', {
    headers: { cookie: student.cookie, 'accept-encoding': 'gzip' },
  });
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  expect(gzipped.headers.get('cache-control')).toBe('no-store');
  const unzipped: unknown = JSON.parse(
    gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString(),
  );
  expect(DashboardSchema.strict().parse(unzipped)).toEqual(dashboard);

  clock = new Date(clock.getTime() + 2 * DAY);
  const later = (await (await get(app(), '/api/dashboard', student.cookie)).json()) as Dashboard;
  expect(later.streakDays).toBe(0);
});
