import type { Mistakes, Report, ReviewSummary } from '@nota20/core/contracts/learning';
import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import type { Worksheet } from '@nota20/core/contracts/subjects';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { choiceKeys, wrongLetter } from '../../../test/item-answers';
import { get, jsonRequest, signUp, type TestUser } from '../../../test/session';

// Issue 27 through HTTP: unseen items first, the mistakes notebook, spaced review toward the
// exam date, and reports. Every figure is read from the student's answers, never assumed.

const database = useTestDatabase();
let clock = new Date('2026-11-26T10:00:00Z');
const app = () => createTestApp(database().db, {}, () => clock);
const DAY = 86_400_000;
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** `via`: the server process (an app) the request goes to. */
type Server = ReturnType<typeof app>;

async function start(student: TestUser, body: object, via: Server = app()) {
  const response = await via.request(
    '/api/quizzes',
    jsonRequest('POST', body, { cookie: student.cookie }),
  );
  return {
    response,
    quiz: response.status === 201 ? ((await response.json()) as StartedQuiz) : undefined,
  };
}

/** Hands a test in: `answer(key, i)` says what to send for its i-th question (null: blank). */
async function handIn(
  student: TestUser,
  quiz: StartedQuiz,
  answer: (key: 'A' | 'B' | 'C' | 'D', i: number) => string | null = (key) => key,
  via: Server = app(),
) {
  const keys = await choiceKeys(
    database().db,
    quiz.questions.map((q) => q.questionId),
  );
  const answers: Record<string, string> = {};
  quiz.questions.forEach((q, i) => {
    const sent = answer(keys.get(q.questionId) ?? 'A', i);
    if (sent !== null) answers[String(q.n)] = sent;
  });
  const response = await via.request(
    `/api/quizzes/${quiz.id}/submit`,
    jsonRequest('POST', { answers }, { cookie: student.cookie }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as QuizResult;
}

const json = async <T>(student: TestUser, path: string) => {
  const response = await get(app(), path, student.cookie);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

/** A 5-item thematic test of an Economia unit. */
async function fiveOfUnit(student: TestUser, unit: number, via: Server = app()) {
  return (await start(student, { type: 'unit', subject: 'Economia', units: [unit], count: 5 }, via))
    .quiz;
}

/** An Economia unit whose multiple-choice items stand alone (no two on one document): tests of it are exact. */
async function unitOfSingles() {
  for (let number = 1; number <= 12; number++) {
    const sheet = (await (
      await app().request(`/api/subjects/Economia/units/${number}/questions`)
    ).json()) as Worksheet;
    const choice = sheet.items.filter((q) => q.type === 'choice');
    const groups = choice.flatMap((q) => (q.groupId ? [q.groupId] : []));
    if (new Set(groups).size === groups.length) return { number, ids: choice.map((q) => q.id) };
  }
  throw new Error('no Economia unit of single multiple-choice items');
}

test('unseen items first: 5-item tests of a unit meet every item once, then the ones seen longest ago', async () => {
  // One server process throughout: its copy of the student's seen items is what draws.
  const server = app();
  const student = await signUp(server);
  const unit = await unitOfSingles();
  const tests = Math.floor(unit.ids.length / 5);
  const drawn: number[][] = [];
  for (let i = 0; i < tests; i++) {
    advance(60_000);
    const quiz = await fiveOfUnit(student, unit.number, server);
    drawn.push(quiz?.questions.map((q) => q.questionId) ?? []);
    await handIn(student, quiz as StartedQuiz, undefined, server);
  }
  const met = drawn.flat();
  expect(met).toHaveLength(tests * 5);
  expect(new Set(met).size).toBe(tests * 5);

  // The next test: the items never given, then those of the first test (seen longest ago).
  advance(60_000);
  const quiz = await fiveOfUnit(student, unit.number, server);
  const next = quiz?.questions.map((q) => q.questionId) ?? [];
  const unseen = unit.ids.filter((id) => !met.includes(id));
  expect(next.filter((id) => unseen.includes(id)).sort()).toEqual([...unseen].sort());
  for (const id of next.filter((id) => !unseen.includes(id))) expect(drawn[0]).toContain(id);
});

/**
 * A student on two server processes (two apps on one database), each with its own copy of the
 * student's seen items: `take` draws a 5-item test of a unit of singles through one of them and
 * notes its items; `nextIsUnseen` checks the next test through `via` holds only items never met.
 */
async function onTwoProcesses() {
  const [first, second] = [app(), app()];
  const student = await signUp(first);
  const unit = await unitOfSingles();
  const met: number[] = [];
  return {
    first,
    second,
    student,
    tests: Math.floor(unit.ids.length / 5),
    async take(via: Server) {
      advance(60_000);
      const quiz = (await fiveOfUnit(student, unit.number, via)) as StartedQuiz;
      met.push(...quiz.questions.map((q) => q.questionId));
      return quiz;
    },
    async nextIsUnseen(via: Server) {
      advance(60_000);
      const quiz = await fiveOfUnit(student, unit.number, via);
      const unseen = unit.ids.filter((id) => !met.includes(id));
      expect(unseen.length).toBeGreaterThanOrEqual(5);
      expect(quiz?.questions).toHaveLength(5);
      for (const q of quiz?.questions ?? []) expect(unseen).toContain(q.questionId);
    },
  };
}

test('unseen first across server processes: a start from a copy that tests handed in elsewhere made stale draws again', async () => {
  const { first, second, student, tests, take, nextIsUnseen } = await onTwoProcesses();
  expect(tests).toBeGreaterThanOrEqual(3);
  // The first process hands in one test and keeps the student's seen items; the other process
  // hands in every test but one's worth of items after it.
  await handIn(student, await take(first), undefined, first);
  for (let i = 0; i < tests - 2; i++) await handIn(student, await take(second), undefined, second);
  await nextIsUnseen(first);
});

test('unseen first across server processes: a hand-in on a process whose copy another process made stale drops it', async () => {
  const { first, second, student, tests, take, nextIsUnseen } = await onTwoProcesses();
  expect(tests).toBeGreaterThanOrEqual(4);
  // The first process hands in a test and keeps the student's seen items; it starts another.
  await handIn(student, await take(first), undefined, first);
  const open = await take(first);
  // Meanwhile the other process hands in tests of every item but one test's worth.
  for (let i = 0; i < tests - 3; i++) await handIn(student, await take(second), undefined, second);
  // The open test is handed in on the first process, then it starts the next: only unseen items.
  await handIn(student, open, undefined, first);
  await nextIsUnseen(first);
});

test('the notebook: wrong and blank answers go in, an item leaves after right answers on two different days', async () => {
  const student = await signUp(app());
  const unit = await unitOfSingles();
  const quiz = await fiveOfUnit(student, unit.number);
  const asked = quiz as StartedQuiz;
  // Right, right, wrong, wrong, blank.
  await handIn(student, asked, (key, i) => (i < 2 ? key : i < 4 ? wrongLetter(key) : null));
  let notebook = await json<Mistakes>(student, '/api/mistakes?subject=Economia');
  const missed = asked.questions.slice(2).map((q) => q.questionId);
  expect(notebook.exitDays).toBe(2);
  expect(notebook.items.map((m) => m.questionId).sort()).toEqual([...missed].sort());
  const keys = await choiceKeys(database().db, missed);
  for (const m of notebook.items) {
    expect(m).toMatchObject({ unit: unit.number, timesWrong: 1, rightDays: 0 });
    expect(m.question.correct_option).toBe(keys.get(m.questionId));
    expect(m.question.explanation.length).toBeGreaterThan(0);
  }
  const blank = notebook.items.find((m) => m.questionId === missed[2]);
  expect(blank?.selected).toBeNull();
  const wrongOne = notebook.items.find((m) => m.questionId === missed[0]);
  expect(wrongOne?.selected).toBe(wrongLetter(keys.get(missed[0] ?? 0) ?? 'A'));

  // «Refazer erros»: the notebook's items; right today, they stay (one day so far).
  const redo = (await start(student, { type: 'mistakes', subject: 'Economia' })).quiz;
  expect(redo?.type).toBe('mistakes');
  expect(redo?.questions.map((q) => q.questionId).sort()).toEqual([...missed].sort());
  await handIn(student, redo as StartedQuiz);
  advance(60 * 60_000); // the same day, later
  await handIn(
    student,
    (await start(student, { type: 'mistakes', subject: 'Economia' })).quiz as StartedQuiz,
  );
  notebook = await json<Mistakes>(student, '/api/mistakes?subject=Economia');
  expect(notebook.items.map((m) => m.rightDays)).toEqual([1, 1, 1]);

  // The next day: one is wrong again (its days start over), the other two leave.
  advance(DAY);
  const again = (await start(student, { type: 'mistakes', subject: 'Economia' }))
    .quiz as StartedQuiz;
  const stays = again.questions[0]?.questionId;
  await handIn(student, again, (key, i) => (i === 0 ? wrongLetter(key) : key));
  notebook = await json<Mistakes>(student, '/api/mistakes?subject=Economia');
  expect(notebook.items.map((m) => [m.questionId, m.timesWrong, m.rightDays])).toEqual([
    [stays, 2, 0],
  ]);

  // Right on two more different days: the notebook is empty, and says so when asked to redo.
  for (let day = 0; day < 2; day++) {
    advance(DAY);
    await handIn(
      student,
      (await start(student, { type: 'mistakes', subject: 'Economia' })).quiz as StartedQuiz,
    );
  }
  expect((await json<Mistakes>(student, '/api/mistakes?subject=Economia')).items).toEqual([]);
  const empty = await start(student, { type: 'mistakes', subject: 'Economia' });
  expect(empty.response.status).toBe(400);
  expect(((await empty.response.json()) as { error: { message: string } }).error.message).toBe(
    'Não tens erros para refazer nesta disciplina: o teu caderno de erros está vazio.',
  );
});

test('spaced review toward the exam: nothing due right after answering, due by the exam’s eve, recall expected on the day', async () => {
  clock = new Date('2026-11-26T10:00:00Z');
  const student = await signUp(app());
  const unit = await unitOfSingles();
  const quiz = await fiveOfUnit(student, unit.number);
  await handIn(student, quiz as StartedQuiz, (key, i) => (i === 0 ? wrongLetter(key) : key));

  // The content's 1.ª fase date (16 June 2026) has passed: the same day next year, estimated.
  let review = await json<ReviewSummary>(student, '/api/review?subject=Economia');
  expect(review).toMatchObject({
    cards: 5,
    due: 0,
    examDate: '2027-06-16',
    examDateOwn: false,
    examDateEstimated: true,
  });
  const nothing = await start(student, { type: 'review', subject: 'Economia' });
  expect(nothing.response.status).toBe(400);
  expect(((await nothing.response.json()) as { error: { message: string } }).error.message).toBe(
    'Não tens revisões para hoje nesta disciplina.',
  );

  // The wrong one («Again») is due the next day; the right ones later.
  advance(DAY);
  review = await json<ReviewSummary>(student, '/api/review?subject=Economia');
  expect(review.due).toBe(1);
  const first = (await start(student, { type: 'review', subject: 'Economia' })).quiz;
  expect(first?.type).toBe('review');
  expect(first?.questions.map((q) => q.questionId)).toEqual([quiz?.questions[0]?.questionId]);
  await handIn(student, first as StartedQuiz);
  expect((await json<ReviewSummary>(student, '/api/review?subject=Economia')).due).toBe(0);

  // An exam in two days: no card waits past its eve, so tomorrow all five are due.
  const put = await app().request(
    '/api/me/exam-dates/Economia',
    jsonRequest('PUT', { date: '2026-11-29' }, { cookie: student.cookie }),
  );
  expect(put.status).toBe(200);
  review = await json<ReviewSummary>(student, '/api/review?subject=Economia');
  expect(review).toMatchObject({
    examDate: '2026-11-29',
    examDateOwn: true,
    daysToExam: 2,
    due: 0,
  });
  advance(DAY);
  review = await json<ReviewSummary>(student, '/api/review?subject=Economia');
  expect(review.due).toBe(5);
  // Reviewed on the eve, recall on the morning of the exam is high; without it, lower.
  expect(review.expectedRecallOnExamDay).toBeGreaterThanOrEqual(85);
  expect(review.recallOnExamDayWithoutReview).toBeLessThan(review.expectedRecallOnExamDay ?? 0);
  const eve = (await start(student, { type: 'review', subject: 'Economia', count: 30 })).quiz;
  expect(eve?.questions).toHaveLength(5);
  await handIn(student, eve as StartedQuiz);
  expect((await json<ReviewSummary>(student, '/api/review?subject=Economia')).due).toBe(0);

  // After the exam: the cards keep their own dates, nothing is «expected on exam day».
  advance(3 * DAY);
  review = await json<ReviewSummary>(student, '/api/review?subject=Economia');
  expect(review).toMatchObject({ expectedRecallOnExamDay: null, daysToExam: null });
});

test('exam dates: a clear error for a past, malformed or far date; an unknown subject is 404', async () => {
  const student = await signUp(app());
  const put = (subject: string, date: unknown) =>
    app().request(
      `/api/me/exam-dates/${subject}`,
      jsonRequest('PUT', { date }, { cookie: student.cookie }),
    );
  const message = async (r: Response) =>
    ((await r.json()) as { error: { message: string } }).error.message;
  const past = await put('Economia', '2020-06-16');
  expect(past.status).toBe(400);
  expect(await message(past)).toBe('A data do exame tem de ser hoje ou depois.');
  const far = await put('Economia', '2031-06-16');
  expect(far.status).toBe(400);
  expect(await message(far)).toBe('A data do exame tem de ser nos próximos dois anos.');
  expect((await put('Economia', '16/06/2027')).status).toBe(400);
  expect((await put('Nada', '2027-06-16')).status).toBe(404);
  expect((await put('Biologia', '2027-06-18')).status).toBe(200);
  const review = await json<ReviewSummary>(student, '/api/review?subject=Biologia');
  expect(review).toMatchObject({ examDate: '2027-06-18', examDateOwn: true, cards: 0, due: 0 });
});

test('reports: 201 once, the same student again gets the first report (200), unknown ids 404, reasons checked', async () => {
  const student = await signUp(app());
  const other = await signUp(app());
  const unit = await unitOfSingles();
  const id = unit.ids[0];
  const report = (who: TestUser, qid: number | undefined, body: object) =>
    app().request(
      `/api/questions/${qid}/reports`,
      jsonRequest('POST', body, { cookie: who.cookie }),
    );
  const first = await report(student, id, { reason: 'resposta_errada', comment: 'A chave é a C.' });
  expect(first.status).toBe(201);
  const created = (await first.json()) as Report;
  expect(created).toMatchObject({
    questionId: id,
    reason: 'resposta_errada',
    comment: 'A chave é a C.',
    alreadyReported: false,
  });
  const again = await report(student, id, { reason: 'outro' });
  expect(again.status).toBe(200);
  expect((await again.json()) as Report).toMatchObject({
    id: created.id,
    reason: 'resposta_errada',
    alreadyReported: true,
  });
  expect((await report(other, id, { reason: 'enunciado_confuso' })).status).toBe(201);
  expect((await report(student, 99_999_999, { reason: 'outro' })).status).toBe(404);
  expect((await report(student, id, { reason: 'porque sim' })).status).toBe(400);
  expect((await report(student, id, { reason: 'outro', comment: 'x'.repeat(1001) })).status).toBe(
    400,
  );
  const anonymous = await app().request(
    `/api/questions/${id}/reports`,
    jsonRequest('POST', { reason: 'outro' }),
  );
  expect(anonymous.status).toBe(401);
});

test('owner only: a student sees and redoes only their own mistakes and reviews', async () => {
  const owner = await signUp(app());
  const other = await signUp(app());
  const unit = await unitOfSingles();
  const quiz = await fiveOfUnit(owner, unit.number);
  await handIn(owner, quiz as StartedQuiz, (key) => wrongLetter(key));
  expect((await json<Mistakes>(owner, '/api/mistakes?subject=Economia')).items).toHaveLength(5);
  expect((await json<Mistakes>(other, '/api/mistakes?subject=Economia')).items).toEqual([]);
  expect((await json<ReviewSummary>(other, '/api/review?subject=Economia')).cards).toBe(0);
  expect((await start(other, { type: 'mistakes', subject: 'Economia' })).response.status).toBe(400);
  for (const path of ['/api/mistakes?subject=Economia', '/api/review?subject=Economia'])
    expect((await get(app(), path)).status).toBe(401);
});
