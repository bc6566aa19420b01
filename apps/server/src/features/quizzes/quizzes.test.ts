import type { Me } from '@nota20/core/contracts/me';
import { gunzipSync } from 'node:zlib';
import {
  type QuizResult,
  QuizResultSchema,
  type StartedQuiz,
  StartedQuizSchema,
} from '@nota20/core/contracts/quizzes';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createProcessApp, createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { get, jsonRequest, signUp, type TestUser } from '../../../test/session';
import { question, quiz, user } from '../../db/schema/index';

const database = useTestDatabase();
let clock = new Date('2026-11-22T10:00:00Z');
const app = () => createTestApp(database().db, {}, () => clock);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

type App = ReturnType<typeof app>;

async function start(
  student: TestUser,
  body: unknown = { type: 'random', subject: 'Economia', count: 5, minutes: 10 },
  through: App = app(),
) {
  const response = await through.request(
    '/api/quizzes',
    jsonRequest('POST', body, { cookie: student.cookie }),
  );
  return {
    response,
    quiz: response.status === 201 ? ((await response.json()) as StartedQuiz) : undefined,
  };
}

/** The right letter of each question, read from the bank (what the browser never sees). */
async function answerKey(quiz: StartedQuiz): Promise<Map<number, 'A' | 'B' | 'C' | 'D'>> {
  const rows = await database()
    .db.select({ id: question.id, correct: question.correctOption })
    .from(question)
    .where(
      inArray(
        question.id,
        quiz.questions.map((q) => q.questionId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r.correct]));
  return new Map(quiz.questions.map((q) => [q.n, byId.get(q.questionId) ?? 'A']));
}

const wrong = (letter: string) => (letter === 'A' ? 'B' : 'A');

async function submit(
  student: TestUser,
  quiz: StartedQuiz,
  answers: Record<string, string>,
  through: App = app(),
) {
  const response = await through.request(
    `/api/quizzes/${quiz.id}/submit`,
    jsonRequest('POST', { answers }, { cookie: student.cookie }),
  );
  return {
    response,
    result: response.status === 200 ? ((await response.json()) as QuizResult) : undefined,
  };
}

test('before submit no response carries a correct option or an explanation', async () => {
  const student = await signUp(app());
  const { response, quiz } = await start(student);
  expect(response.status).toBe(201);
  expect(quiz?.questions).toHaveLength(5);
  const progress = await get(app(), `/api/quizzes/${quiz?.id}/progress`, student.cookie);
  for (const text of [JSON.stringify(quiz), await progress.text()]) {
    expect(text).not.toMatch(/correct_option|correctOption|explanation/);
  }
  expect(Date.parse(quiz?.deadlineAt ?? '') - Date.parse(quiz?.startedAt ?? '')).toBe(10 * 60_000);
});

test('the grade follows the formula; autosaved answers count; a second submit returns the same result', async () => {
  const student = await signUp(app());
  const { quiz } = await start(student, {
    type: 'unit',
    subject: 'Economia',
    units: [4, 5],
    count: 7,
    minutes: 5,
  });
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  // 5 right out of 7: three through autosave, two in the submit body; two wrong.
  for (const n of [1, 2, 3]) {
    const saved = await app().request(
      `/api/quizzes/${quiz.id}/answers/${n}`,
      jsonRequest('PUT', { selected: key.get(n) }, { cookie: student.cookie }),
    );
    expect(saved.status).toBe(204);
  }
  const answers = {
    4: key.get(4) ?? 'A',
    5: key.get(5) ?? 'A',
    6: wrong(key.get(6) ?? 'A'),
    7: wrong(key.get(7) ?? 'A'),
  };
  const first = await submit(student, quiz, answers);
  expect(first.result).toMatchObject({
    correct: 5,
    total: 7,
    grade: Math.round((5 / 7) * 20),
    scorePercent: 71,
    timeExpired: false,
  });
  expect(first.result?.questions.every((q) => q.explanation && q.correct_option)).toBe(true);
  // Each question as docs/api.md gives it: its options once, as `options`, the same as when started.
  first.result?.questions.forEach((q, i) => {
    const asked = quiz.questions[i];
    expect(Object.keys(q).sort()).toEqual(
      [
        'n',
        'questionId',
        'question_text',
        ...(asked?.imageURL ? ['imageURL'] : []),
        ...(asked?.imageAlt ? ['imageAlt'] : []),
        // An item on a document: its group, and the document itself on the group's first item.
        ...(asked && 'groupId' in asked ? ['groupId'] : []),
        ...(asked && 'document' in asked ? ['document'] : []),
        'options',
        'selectedAnswer',
        'correct_option',
        'isCorrect',
        'explanation',
        // Issue 24 (additive): the item's type and value, its points and status.
        'type',
        'points',
        'pointsAwarded',
        'counted',
        'status',
      ].sort(),
    );
    expect(q.options).toEqual({
      ...(asked?.option_A ? { A: asked.option_A } : {}),
      ...(asked?.option_B ? { B: asked.option_B } : {}),
      ...(asked?.option_C ? { C: asked.option_C } : {}),
      ...(asked?.option_D ? { D: asked.option_D } : {}),
    });
  });
  const second = await submit(student, quiz, { 6: key.get(6) ?? 'A' });
  expect(second.result).toEqual(first.result);
  expect(
    (
      await app().request(
        `/api/quizzes/${quiz.id}/answers/1`,
        jsonRequest('PUT', { selected: 'A' }, { cookie: student.cookie }),
      )
    ).status,
  ).toBe(409);
});

/** The student's own count of tests and lives, as /api/me gives them. */
async function countsOf(student: TestUser) {
  const me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  return { examsCompleted: me.stats.examsCompleted, lives: me.lives };
}

test('submits racing each other grade the test once: one result for all, counted once, one life', async () => {
  const student = await signUp(app());
  for (const rightOnes of [5, 0]) {
    const { quiz } = await start(student);
    if (!quiz) throw new Error('no quiz');
    const key = await answerKey(quiz);
    const answers = Object.fromEntries(
      [...key].map(([n, letter]) => [String(n), n <= rightOnes ? letter : wrong(letter)]),
    );
    const before = await countsOf(student);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => submit(student, quiz, answers)),
    );
    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    for (const r of results) expect(r.result).toEqual(results[0]?.result);
    expect(results[0]?.result).toMatchObject({ correct: rightOnes, livesRemoved: rightOnes === 0 });
    expect(await countsOf(student)).toEqual({
      examsCompleted: before.examsCompleted + 1,
      lives: before.lives - (rightOnes === 0 ? 1 : 0),
    });
  }
});

test('an answer saved while a submit is being graded is counted, not lost', async () => {
  const student = await signUp(app());
  const { quiz } = await start(student);
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  const right = (n: number) => key.get(n) ?? 'A';
  // Questions 2–5 come in the body; question 1 is saved (right) while the submit is under way.
  const body = Object.fromEntries([2, 3, 4, 5].map((n) => [String(n), right(n)]));
  const { db } = database();
  let submitted: ReturnType<typeof submit> | undefined;
  await db.transaction(async (tx) => {
    // Hold the quiz's row: the submit reads it, grades it and then waits to write it.
    await tx.execute(sql`select 1 from quiz where id = ${quiz.id} for update`);
    submitted = submit(student, quiz, body);
    for (let waited = 0; ; waited += 20) {
      const { rows } = await db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      if (rows[0]?.waiting) break;
      if (waited > 5_000) throw new Error('the submit never waited for the quiz row');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // What an autosave of question 1 writes, committed before the submit can write.
    await tx.execute(sql`update quiz set answers[1] = ${right(1)} where id = ${quiz.id}`);
  });
  const { result } = (await submitted) ?? {};
  expect(result).toMatchObject({ correct: 5, grade: 20 });
  expect(result?.questions[0]?.selectedAnswer).toBe(right(1));
  const stored = await get(app(), `/api/quizzes/${quiz.id}`, student.cookie);
  expect(await stored.json()).toEqual(result);
  expect(await countsOf(student)).toMatchObject({ examsCompleted: 1 });
});

test('through the process that started a test, its autosaves count and a second submit returns the same result', async () => {
  const student = await signUp(app());
  const one = app();
  const { quiz } = await start(student, undefined, one);
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  const right = (n: number) => key.get(n) ?? 'A';
  for (const n of [1, 2]) {
    const saved = await one.request(
      `/api/quizzes/${quiz.id}/answers/${n}`,
      jsonRequest('PUT', { selected: right(n) }, { cookie: student.cookie }),
    );
    expect(saved.status).toBe(204);
  }
  const body = Object.fromEntries([3, 4].map((n) => [String(n), right(n)]));
  const first = await submit(student, quiz, body, one);
  expect(first.result).toMatchObject({ correct: 4, total: 5 });
  expect(first.result?.questions.map((q) => q.selectedAnswer)).toEqual([
    right(1),
    right(2),
    right(3),
    right(4),
    null,
  ]);
  const again = await submit(student, quiz, { 5: right(5) }, one);
  expect(again.result).toEqual(first.result);
  expect(await countsOf(student)).toMatchObject({ examsCompleted: 1 });
});

test('a test changed through another process is graded as stored, not as the starting process last saw it', async () => {
  const student = await signUp(app());
  const one = app();
  const other = (await createProcessApp(database().db, () => clock)).app;
  // An answer autosaved through the other process, then the submit through the first.
  const { quiz } = await start(student, undefined, one);
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  const right = (n: number) => key.get(n) ?? 'A';
  const saved = await other.request(
    `/api/quizzes/${quiz.id}/answers/1`,
    jsonRequest('PUT', { selected: right(1) }, { cookie: student.cookie }),
  );
  expect(saved.status).toBe(204);
  const body = Object.fromEntries([2, 3, 4, 5].map((n) => [String(n), right(n)]));
  const { result } = await submit(student, quiz, body, one);
  expect(result).toMatchObject({ correct: 5, grade: 20 });
  expect(result?.questions[0]?.selectedAnswer).toBe(right(1));

  // Submitted through the other process first: the first process returns that result.
  const second = (await start(student, undefined, one)).quiz;
  if (!second) throw new Error('no quiz');
  const secondKey = await answerKey(second);
  const allRight = Object.fromEntries([...secondKey].map(([n, l]) => [String(n), l]));
  const there = await submit(student, second, allRight, other);
  expect(there.result).toMatchObject({ correct: 5 });
  const allWrong = Object.fromEntries([...secondKey].map(([n, l]) => [String(n), wrong(l)]));
  const here = await submit(student, second, allWrong, one);
  expect(here.result).toEqual(there.result);
  expect(await countsOf(student)).toMatchObject({ examsCompleted: 2 });
});

test('started tests and results follow their schemas, gzipped or not', async () => {
  const student = await signUp(app());
  const { quiz } = await start(student, { type: 'random', subject: 'Economia', count: 30 });
  if (!quiz) throw new Error('no quiz');
  expect(StartedQuizSchema.strict().parse(quiz).questions).toHaveLength(30);
  const key = await answerKey(quiz);
  const { result } = await submit(student, quiz, {
    1: key.get(1) ?? 'A',
    2: wrong(key.get(2) ?? 'A'),
  });
  expect(QuizResultSchema.strict().parse(result)).toMatchObject({ correct: 1, total: 30 });
  const url = `/api/quizzes/${quiz.id}`;
  const gzipped = await app().request(url, {
    headers: { cookie: student.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  expect(gzipped.headers.get('content-encoding')).toBe('gzip');
  const body = gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString();
  expect(JSON.parse(body)).toEqual(result);
  const plain = await get(app(), url, student.cookie);
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.json()).toEqual(result);
});

test("another student's quiz is refused: submit, result and answers", async () => {
  const owner = await signUp(app());
  const other = await signUp(app());
  // Through the process that started the quiz too, which keeps a copy of it.
  const one = app();
  const { quiz } = await start(owner, undefined, one);
  if (!quiz) throw new Error('no quiz');
  const stolen = await submit(other, quiz, {}, one);
  expect(stolen.response.status).toBe(403);
  expect(await stolen.response.json()).toEqual({
    error: { code: 'FORBIDDEN', message: 'Unauthorized access' },
  });
  expect(
    (
      await one.request(
        `/api/quizzes/${quiz.id}/answers/1`,
        jsonRequest('PUT', { selected: 'A' }, { cookie: other.cookie }),
      )
    ).status,
  ).toBe(403);
  const own = await submit(owner, quiz, {}, one);
  expect(own.result?.questions.map((q) => q.selectedAnswer)).toEqual([
    null,
    null,
    null,
    null,
    null,
  ]);
  expect((await get(app(), `/api/quizzes/${quiz.id}`, other.cookie)).status).toBe(403);
  const missing = await get(
    app(),
    '/api/quizzes/00000000-0000-4000-8000-000000000000',
    owner.cookie,
  );
  expect(missing.status).toBe(404);
  expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Quiz not found' } });
  const list = (await (await get(app(), '/api/quizzes', other.cookie)).json()) as {
    items: unknown[];
  };
  expect(list.items).toEqual([]);
});

test('answers sent after the deadline plus 10 s are ignored and the result says time ran out', async () => {
  const student = await signUp(app());
  // One process throughout: the submit is graded from the copy this process keeps.
  const one = app();
  const { quiz } = await start(
    student,
    { type: 'random', subject: 'Economia', count: 5, minutes: 5 },
    one,
  );
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  await one.request(
    `/api/quizzes/${quiz.id}/answers/1`,
    jsonRequest('PUT', { selected: key.get(1) }, { cookie: student.cookie }),
  );
  advance(5 * 60_000 + 11_000);
  const late = await one.request(
    `/api/quizzes/${quiz.id}/answers/2`,
    jsonRequest('PUT', { selected: key.get(2) }, { cookie: student.cookie }),
  );
  expect(late.status).toBe(409);
  const all = Object.fromEntries([...key].map(([n, l]) => [String(n), l]));
  const { result } = await submit(student, quiz, all, one);
  expect(result).toMatchObject({ correct: 1, total: 5, timeExpired: true, resolutionTime: 300 });
});

test('answers within the 10 s grace still count', async () => {
  const student = await signUp(app());
  const { quiz } = await start(student, {
    type: 'random',
    subject: 'Economia',
    count: 3,
    minutes: 5,
  });
  if (!quiz) throw new Error('no quiz');
  const key = await answerKey(quiz);
  advance(5 * 60_000 + 5_000);
  const { result } = await submit(
    student,
    quiz,
    Object.fromEntries([...key].map(([n, l]) => [String(n), l])),
  );
  expect(result).toMatchObject({ correct: 3, grade: 20, timeExpired: true });
});

test('a negative result costs a life, a positive one does not; exams completed and the streak count', async () => {
  const student = await signUp(app());
  const a = (await start(student)).quiz;
  if (!a) throw new Error('no quiz');
  const keyA = await answerKey(a);
  const positive = await submit(
    student,
    a,
    Object.fromEntries([...keyA].map(([n, l]) => [String(n), l])),
  );
  expect(positive.result).toMatchObject({ grade: 20, livesRemoved: false });
  let me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  expect(me).toMatchObject({ lives: 10, streakDays: 1, stats: { examsCompleted: 1 } });

  const b = (await start(student)).quiz;
  if (!b) throw new Error('no quiz');
  const negative = await submit(student, b, {});
  expect(negative.result).toMatchObject({ grade: 0, livesRemoved: true });
  me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  expect(me).toMatchObject({ lives: 9, stats: { examsCompleted: 2 } });
  expect(Date.parse(me.nextLifeAt ?? '')).toBe(clock.getTime() + 30 * 60_000);
});

test('with 0 lives a start is refused with the time of the next life; one returns after 30 minutes', async () => {
  const student = await signUp(app());
  await database()
    .db.update(user)
    .set({ lives: 0, livesUpdatedAt: clock })
    .where(eq(user.email, student.email));
  const refused = await start(student);
  expect(refused.response.status).toBe(409);
  const body = (await refused.response.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toMatch(/^Não tens vidas\. A próxima vida volta às \d{2}:\d{2}\.$/);
  // Its own code, so the app can say what stays open without reading the message.
  expect(body.error.code).toBe('NO_LIVES');
  advance(30 * 60_000);
  expect((await start(student)).response.status).toBe(201);
});

test('starts are checked: subject, main unit, units with no questions', async () => {
  const student = await signUp(app());
  const cases: [unknown, number, string][] = [
    [
      { type: 'random' },
      400,
      'Disciplina não definida para teste aleatório. Por favor, selecione uma disciplina.',
    ],
    [{ type: 'unit', subject: 'Economia' }, 400, 'Por favor, selecione uma unidade principal.'],
    [
      { type: 'unit', subject: 'Economia', units: [99] },
      404,
      'Não foi possível encontrar questões para as unidades selecionadas.',
    ],
    [{ type: 'random', subject: 'Historia' }, 404, 'Disciplina não encontrada.'],
  ];
  for (const [body, status, message] of cases) {
    const { response } = await start(student, body);
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  }
  const tooMany = await start(student, { type: 'unit', subject: 'Economia', units: [1, 2, 3, 4] });
  expect(tooMany.response.status).toBe(400);
  const clamped = await start(student, {
    type: 'random',
    subject: 'Economia',
    count: 500,
    minutes: 500,
  });
  expect(clamped.quiz?.questions).toHaveLength(30);
  expect(Date.parse(clamped.quiz?.deadlineAt ?? '') - clock.getTime()).toBe(60 * 60_000);
});

test('the history lists finished tests newest first with their counts', async () => {
  const student = await signUp(app());
  const first = (await start(student)).quiz;
  if (!first) throw new Error('no quiz');
  await submit(student, first, {});
  advance(60_000);
  const second = (await start(student)).quiz;
  if (!second) throw new Error('no quiz');
  const key = await answerKey(second);
  await submit(student, second, { 1: key.get(1) ?? 'A' });
  await start(student); // unfinished: not in the history
  const list = (await (await get(app(), '/api/quizzes', student.cookie)).json()) as {
    items: { id: string; correct: number; total: number }[];
  };
  expect(list.items.map((i) => i.id)).toEqual([second.id, first.id]);
  expect(list.items[0]).toMatchObject({ correct: 1, total: 5 });
});

test('the test clock hook exists only with TEST_CLOCK_HOOKS and lets a 1-minute test run out', async () => {
  const advanceBody = { advanceMs: 61_000 };
  const plain = await app().request('/api/test/clock', jsonRequest('POST', advanceBody));
  expect(plain.status).toBe(404);

  const hooked = createTestApp(database().db, { TEST_CLOCK_HOOKS: 'true' }, () => clock);
  const student = await signUp(hooked);
  const send = (path: string, method: string, body: unknown) =>
    hooked.request(path, jsonRequest(method, body, { cookie: student.cookie }));
  const started = (await (
    await send('/api/quizzes', 'POST', {
      type: 'random',
      subject: 'Economia',
      count: 5,
      minutes: 1,
    })
  ).json()) as StartedQuiz;
  expect(Date.parse(started.deadlineAt) - Date.parse(started.serverNow)).toBe(60_000);
  expect(
    (await send(`/api/quizzes/${started.id}/answers/1`, 'PUT', { selected: 'A' })).status,
  ).toBe(204);

  const moved = (await (await send('/api/test/clock', 'POST', advanceBody)).json()) as {
    now: string;
  };
  expect(Date.parse(moved.now) - clock.getTime()).toBe(61_000);
  const progress = (await (
    await get(hooked, `/api/quizzes/${started.id}/progress`, student.cookie)
  ).json()) as StartedQuiz;
  expect(Date.parse(progress.serverNow)).toBeGreaterThan(Date.parse(progress.deadlineAt));
  expect(progress.questions[0]?.selected).toBe('A');
  expect(
    (await send(`/api/quizzes/${started.id}/answers/2`, 'PUT', { selected: 'B' })).status,
  ).toBe(409);
  const result = (await (
    await send(`/api/quizzes/${started.id}/submit`, 'POST', {})
  ).json()) as QuizResult;
  expect(result.timeExpired).toBe(true);
  expect(result.questions.map((q) => q.selectedAnswer)).toEqual(['A', null, null, null, null]);
});

test('the server grade is round(correct / total × 20) for every count from 1 to 30', async () => {
  const student = await signUp(app());
  const [row] = await database()
    .db.select({ id: user.id })
    .from(user)
    .where(eq(user.email, student.email));
  for (let total = 1; total <= 30; total++) {
    // Negative results cost lives; this test is about grades, so the lives are topped up.
    await database()
      .db.update(user)
      .set({ lives: 10 })
      .where(eq(user.id, row?.id ?? ''));
    const { quiz } = await start(student, { type: 'random', subject: 'Economia', count: total });
    if (!quiz) throw new Error(`no quiz of ${total}`);
    expect(quiz.questions).toHaveLength(total);
    const key = await answerKey(quiz);
    const right = (total * 7) % (total + 1); // 0..total, a different mix for each count
    const answers = Object.fromEntries(
      quiz.questions.map((q, i) => {
        const letter = key.get(q.n) ?? 'A';
        return [q.n, i < right ? letter : wrong(letter)];
      }),
    );
    const { result } = await submit(student, quiz, answers);
    expect(result, `count ${total}`).toMatchObject({
      correct: right,
      total,
      grade: Math.round((right / total) * 20),
      scorePercent: Math.round((right / total) * 100),
    });
  }
});

test('a student may have at most 10 open tests: the 11th is a clear 409, and one handed in or run out makes room', async () => {
  const student = await signUp(app());
  const opened: StartedQuiz[] = [];
  for (let i = 0; i < 10; i++) {
    const { response, quiz } = await start(student);
    expect(response.status, `start ${i + 1}`).toBe(201);
    if (quiz) opened.push(quiz);
  }
  const refused = await start(student);
  expect(refused.response.status).toBe(409);
  expect(await refused.response.json()).toEqual({
    error: {
      code: 'CONFLICT',
      message:
        'Tens 10 testes começados e por entregar. Entrega um deles (ou espera que o tempo acabe) antes de começares outro.',
    },
  });
  const rows = await database()
    .db.select()
    .from(quiz)
    .where(eq(quiz.userId, await userIdOf(student)));
  expect(rows).toHaveLength(10);
  // Handing one in makes room…
  await app().request(
    `/api/quizzes/${opened[0]?.id}/submit`,
    jsonRequest('POST', {}, { cookie: student.cookie }),
  );
  expect((await start(student)).response.status).toBe(201);
  expect((await start(student)).response.status).toBe(409);
  // …and so does a test whose time is up.
  advance(11 * 60_000);
  expect((await start(student)).response.status).toBe(201);
});

async function userIdOf(student: TestUser) {
  const [row] = await database()
    .db.select({ id: user.id })
    .from(user)
    .where(eq(user.email, student.email));
  return row?.id ?? '';
}
