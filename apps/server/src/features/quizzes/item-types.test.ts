import fs from 'node:fs';
import path from 'node:path';
import type { Me } from '@nota20/core/contracts/me';
import {
  type QuizResult,
  QuizResultSchema,
  type StartedQuiz,
  StartedQuizSchema,
} from '@nota20/core/contracts/quizzes';
import { PaperListSchema } from '@nota20/core/contracts/subjects';
import type { Answer, ColumnIKey } from '@nota20/core/items';
import { MESSAGES } from '@nota20/core/messages';
import { expect, test } from 'vitest';
import { createProcessApp, createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import {
  cookiesFrom,
  get,
  jsonRequest,
  signIn,
  signUp,
  type TestUser,
} from '../../../test/session';
import { CONTENT_DIR } from '../../content/load';
import {
  nearlyRightOrder,
  notTheKey,
  pairsWithRight,
  rightAnswer,
  wrongLetter,
} from '../../../test/item-answers';
import { type PaperFile, PaperFileSchema } from '../../content/schema';

// Issue 24 through HTTP against a real database: the item types beyond multiple choice and the
// provas-modelo. Every expected figure is worked out here from the paper's content file (its
// keys, levels, tolerances and criteria), never copied from what the server answers.

const database = useTestDatabase();
let clock = new Date('2026-11-22T10:00:00Z');
const app = () => createTestApp(database().db, {}, () => clock);
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
type App = ReturnType<typeof app>;

// ---------------------------------------------------------------------------------------------
// The content, read as the server's importer reads it.

type PaperItem = PaperFile['items'][number];
const PAPERS: PaperFile[] = fs
  .readdirSync(path.join(CONTENT_DIR, 'papers'))
  .filter((file) => file.endsWith('.json'))
  .map((file) =>
    PaperFileSchema.parse(
      JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, 'papers', file), 'utf8')),
    ),
  );
const PAPER = (() => {
  const found = PAPERS.find((p) => p.id === 'economia-modelo-1');
  if (!found) throw new Error('content/papers/economia-modelo-1.json is missing');
  return { ...found, items: [...found.items].sort((a, b) => a.number - b.number) };
})();
/** Item n of the paper (n counts from 1, in the paper's order). */
const itemAt = (n: number): PaperItem => {
  const item = PAPER.items[n - 1];
  if (!item) throw new Error(`the paper has no item ${n}`);
  return item;
};
const numberOf = (item: PaperItem) => PAPER.items.indexOf(item) + 1;
const ofType = <T extends PaperItem['type']>(type: T, optional?: boolean) =>
  PAPER.items.filter(
    (i): i is Extract<PaperItem, { type: T }> =>
      i.type === type && (optional === undefined || i.optional === optional),
  );

/** An item's value: every item of the paper names its points. */
function maxOf(item: PaperItem): number {
  if (item.points === undefined) throw new Error(`item ${item.number} names no points`);
  return item.points;
}

type Levels = Record<string, number>;
type Written = Extract<PaperItem, { type: 'written' }>;

/** Levels for every parameter of a written item's criteria: the top, the bottom or between. */
function levelsOf(item: Written, where: 'top' | 'middle' | 'bottom'): Levels {
  return Object.fromEntries(
    item.criteria.map((c) => {
      const sorted = [...c.levels].sort((a, b) => a.level - b.level);
      const pick =
        where === 'top'
          ? sorted.at(-1)
          : where === 'bottom'
            ? sorted[0]
            : sorted[Math.floor(sorted.length / 2)];
      return [c.id, pick?.level ?? 1];
    }),
  );
}

/** What the issue says an answer scores, worked out from the content file alone. */
function expectedScore(
  item: PaperItem,
  answer: Answer | undefined,
  levels?: Levels,
): { awarded: number; pending: boolean } {
  const graded = (awarded: number) => ({ awarded, pending: false });
  const max = maxOf(item);
  switch (item.type) {
    case 'choice':
      return graded(answer && 'selected' in answer && answer.selected === item.correct ? max : 0);
    case 'ordering':
      // All or nothing.
      return graded(answer && 'order' in answer && answer.order === item.order ? max : 0);
    case 'matching': {
      // Levels by the number of right pairs.
      const given = (answer && 'pairs' in answer ? answer.pairs : null) ?? {};
      const right = Object.entries(item.pairs).filter(
        ([k, v]) => given[k as ColumnIKey] === v,
      ).length;
      return graded(
        Math.max(0, ...item.levels.filter((l) => right >= l.correct).map((l) => l.points)),
      );
    }
    case 'numeric': {
      // A comma or a point; right within the tolerance.
      const typed = answer && 'value' in answer ? answer.value : null;
      const value = typed === null ? Number.NaN : Number(typed.trim().replace(',', '.'));
      return graded(Math.abs(value - item.value) <= item.tolerance + 1e-9 ? max : 0);
    }
    case 'written': {
      const text = answer && 'text' in answer ? answer.text : null;
      if (!text?.trim()) return graded(0);
      if (!levels) return { awarded: 0, pending: true };
      return graded(
        item.criteria.reduce(
          (sum, c) => sum + (c.levels.find((l) => l.level === levels[c.id])?.points ?? 0),
          0,
        ),
      );
    }
  }
}

/** The paper's expected result: every item's score, the points (best optional) and pending. */
function expectedResult(
  answers: ReadonlyMap<number, Answer>,
  assessed: ReadonlyMap<number, Levels>,
) {
  const scores = PAPER.items.map((item, i) =>
    expectedScore(item, answers.get(i + 1), assessed.get(i + 1)),
  );
  const compulsory = scores
    .filter((_, i) => !itemAt(i + 1).optional)
    .reduce((sum, s) => sum + s.awarded, 0);
  const bestOptional = scores
    .filter((_, i) => itemAt(i + 1).optional)
    .map((s) => s.awarded)
    .sort((a, b) => b - a)
    .slice(0, PAPER.bestOptional)
    .reduce((sum, a) => sum + a, 0);
  const pending = scores.reduce((sum, s, i) => sum + (s.pending ? maxOf(itemAt(i + 1)) : 0), 0);
  const points = compulsory + bestOptional;
  return { scores, points, pending, grade: Math.round(points / 10) };
}

/** Checks a result against what the content says it should be. */
function expectResultToMatch(
  result: QuizResult | undefined,
  answers: ReadonlyMap<number, Answer>,
  assessed: ReadonlyMap<number, Levels>,
) {
  if (!result) throw new Error('no result');
  const expected = expectedResult(answers, assessed);
  expect(result.questions).toHaveLength(PAPER.items.length);
  result.questions.forEach((q, i) => {
    const item = itemAt(q.n);
    const score = expected.scores[i];
    const where = `item ${q.n} (${item.type}${item.optional ? ', optional' : ''})`;
    expect(q.n, where).toBe(i + 1);
    expect(q.type, where).toBe(item.type);
    expect(q.pointsAwarded, where).toBe(score?.awarded);
    expect(q.status, where).toBe(score?.pending ? 'pending-self-assessment' : 'graded');
    expect(q.isCorrect, where).toBe(!score?.pending && score?.awarded === maxOf(item));
    if (!item.optional) expect(q.counted, `${where} is compulsory`).toBe(true);
  });
  // Best N of the optional items: exactly N count, and none left out scored more than one counted.
  const optional = result.questions.filter((q) => itemAt(q.n).optional);
  const counted = optional.filter((q) => q.counted);
  const left = optional.filter((q) => !q.counted);
  expect(counted).toHaveLength(Math.min(PAPER.bestOptional, optional.length));
  expect(Math.min(...counted.map((q) => q.pointsAwarded))).toBeGreaterThanOrEqual(
    Math.max(0, ...left.map((q) => q.pointsAwarded)),
  );
  const countedSum = result.questions
    .filter((q) => q.counted)
    .reduce((sum, q) => sum + q.pointsAwarded, 0);
  expect(countedSum).toBe(expected.points);
  expect(result).toMatchObject({
    type: 'paper',
    subject: PAPER.subject,
    paperId: PAPER.id,
    maxPoints: 200,
    bestOptional: PAPER.bestOptional,
    points: expected.points,
    pendingPoints: expected.pending,
    grade: expected.grade,
    total: PAPER.items.length,
    correct: expected.scores.filter((s, i) => !s.pending && s.awarded === maxOf(itemAt(i + 1)))
      .length,
  });
  expect(result.points ?? Number.NaN).toBeLessThanOrEqual(result.maxPoints ?? 0);
  return expected;
}

// ---------------------------------------------------------------------------------------------
// The API, as a client calls it.

async function startPaper(
  student: TestUser,
  body: unknown = { type: 'paper', subject: 'Economia' },
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

async function mustStart(student: TestUser) {
  const { response, quiz } = await startPaper(student);
  if (!quiz) throw new Error(`paper start failed: ${response.status} ${await response.text()}`);
  return quiz;
}

function putAnswer(student: TestUser, quizId: string, n: number, body: unknown, through = app()) {
  return through.request(
    `/api/quizzes/${quizId}/answers/${n}`,
    jsonRequest('PUT', body, { cookie: student.cookie }),
  );
}

async function saveAll(student: TestUser, quizId: string, answers: ReadonlyMap<number, Answer>) {
  for (const [n, answer] of answers) {
    const saved = await putAnswer(student, quizId, n, answer);
    expect(saved.status, `answer ${n}: ${JSON.stringify(answer)}`).toBe(204);
  }
}

async function submit(student: TestUser, quizId: string, answers: Record<string, unknown> = {}) {
  const response = await app().request(
    `/api/quizzes/${quizId}/submit`,
    jsonRequest('POST', { answers }, { cookie: student.cookie }),
  );
  return {
    response,
    result: response.status === 200 ? ((await response.json()) as QuizResult) : undefined,
  };
}

async function assess(student: TestUser, quizId: string, n: number, levels: unknown) {
  const response = await app().request(
    `/api/quizzes/${quizId}/answers/${n}/assessment`,
    jsonRequest('PUT', { levels }, { cookie: student.cookie }),
  );
  return {
    response,
    result: response.status === 200 ? ((await response.json()) as QuizResult) : undefined,
  };
}

async function countsOf(student: TestUser) {
  const me = (await (await get(app(), '/api/me', student.cookie)).json()) as Me;
  return { lives: me.lives, examsCompleted: me.stats.examsCompleted };
}

async function stored(student: TestUser, quizId: string) {
  const response = await get(app(), `/api/quizzes/${quizId}`, student.cookie);
  expect(response.status).toBe(200);
  return (await response.json()) as QuizResult;
}

/** Every property name anywhere in a JSON value. */
function keysIn(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysIn(v, into);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysIn(v, into);
    }
  return into;
}

const KEY_FIELDS = [
  'correct_option',
  'correctOption',
  'correct_order',
  'correct_pairs',
  'correct_value',
  'tolerance',
  'levels',
  'criteria',
  'modelAnswer',
  'keyIdeas',
  'explanation',
];

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; message: string } }).error;

// ---------------------------------------------------------------------------------------------

test('a paper grades every type: points per item, best optional counted, total of 200 and grade', async () => {
  const student = await signUp(app());
  const quiz = await mustStart(student);

  // The paper must hold what this test exercises.
  const choice = ofType('choice', false);
  const numeric = ofType('numeric', false);
  const [matching] = ofType('matching', false);
  const [ordering] = ofType('ordering', false);
  const written = ofType('written', false);
  const optionalWritten = ofType('written', true);
  expect(choice.length).toBeGreaterThanOrEqual(5);
  expect(numeric.length).toBeGreaterThanOrEqual(3);
  expect(written.length).toBeGreaterThanOrEqual(2);
  expect(optionalWritten.length).toBeGreaterThanOrEqual(2);
  if (!matching || !ordering) throw new Error('the paper needs a matching and an ordering item');

  const answers = new Map<number, Answer>();
  // Compulsory multiple choice: right, except one wrong and one left blank.
  choice.forEach((item, i) => {
    if (i === 4) return;
    answers.set(
      numberOf(item),
      i === 1 ? { selected: wrongLetter(item.correct) } : { selected: item.correct },
    );
  });
  answers.set(numberOf(ordering), { order: ordering.order });
  // Matching: enough right pairs for a level between nothing and everything.
  const levels = [...matching.levels].sort((a, b) => b.correct - a.correct);
  const middle = levels[1] ?? levels[0];
  if (!middle) throw new Error('a matching item without levels');
  answers.set(numberOf(matching), pairsWithRight(matching, middle.correct));
  // Numeric: exact with a comma, within the tolerance with a point, outside it with a comma.
  const [exact, near, far] = numeric;
  if (!exact || !near || !far) throw new Error('three numeric items needed');
  answers.set(numberOf(exact), { value: String(exact.value).replace('.', ',') });
  answers.set(numberOf(near), { value: (near.value + near.tolerance / 2).toFixed(3) });
  answers.set(numberOf(far), {
    value: (far.value + far.tolerance * 2 + 0.01).toFixed(2).replace('.', ','),
  });
  for (const item of written) answers.set(numberOf(item), rightAnswer(item));
  // Optional: every item that grades itself answered right (a numeric one within tolerance,
  // with a comma); two written ones answered, the others left blank.
  for (const item of PAPER.items.filter((i) => i.optional && i.type !== 'written')) {
    answers.set(
      numberOf(item),
      item.type === 'numeric'
        ? { value: ` ${String(item.value - item.tolerance / 2).replace('.', ',')} ` }
        : rightAnswer(item),
    );
  }
  for (const item of optionalWritten.slice(0, 2)) answers.set(numberOf(item), rightAnswer(item));

  await saveAll(student, quiz.id, answers);
  const submitted = await submit(student, quiz.id);
  expect(submitted.response.status).toBe(200);
  const none = new Map<number, Levels>();
  const atSubmit = expectResultToMatch(submitted.result, answers, none);
  // What the issue names, seen from the client.
  expect(submitted.result?.questions[numberOf(matching) - 1]?.pointsAwarded).toBe(middle.points);
  expect(middle.points).toBeGreaterThan(0);
  expect(middle.points).toBeLessThan(maxOf(matching));
  expect(submitted.result?.questions[numberOf(exact) - 1]?.pointsAwarded).toBe(maxOf(exact));
  expect(submitted.result?.questions[numberOf(near) - 1]?.pointsAwarded).toBe(maxOf(near));
  expect(submitted.result?.questions[numberOf(far) - 1]?.pointsAwarded).toBe(0);
  expect(atSubmit.pending).toBeGreaterThan(0);
  expect(submitted.result?.livesRemoved).toBe(false);
  // Each answer comes back as sent (a number trimmed), in its type's field.
  for (const [n, answer] of answers) {
    const q = submitted.result?.questions[n - 1];
    if ('selected' in answer) expect(q?.selectedAnswer).toBe(answer.selected);
    if ('order' in answer) expect(q?.order).toBe(answer.order);
    if ('pairs' in answer) expect(q?.pairs).toEqual(answer.pairs);
    if ('value' in answer) expect(q?.value).toBe(answer.value?.trim());
    if ('text' in answer) expect(q?.text).toBe(answer.text);
  }
  expect(QuizResultSchema.strict().parse(submitted.result)).toBeTruthy();
  expect(await stored(student, quiz.id)).toEqual(submitted.result);

  // The student assesses the written answers one by one; the result follows each time.
  const [firstWritten, secondWritten] = written;
  const [topOptional, lowOptional] = optionalWritten;
  if (!firstWritten || !secondWritten || !topOptional || !lowOptional)
    throw new Error('unreachable');
  const assessments: [Written, Levels][] = [
    [firstWritten, levelsOf(firstWritten, 'middle')],
    [topOptional, levelsOf(topOptional, 'top')],
    [secondWritten, levelsOf(secondWritten, 'middle')],
    [lowOptional, levelsOf(lowOptional, 'bottom')],
  ];
  const assessed = new Map<number, Levels>();
  let last: QuizResult | undefined;
  for (const [item, chosen] of assessments) {
    const { response, result } = await assess(student, quiz.id, numberOf(item), chosen);
    expect(response.status, `assessing item ${numberOf(item)}`).toBe(200);
    assessed.set(numberOf(item), chosen);
    expectResultToMatch(result, answers, assessed);
    expect(result?.questions[numberOf(item) - 1]?.assessment).toEqual(chosen);
    last = result;
  }
  const final = expectResultToMatch(last, answers, assessed);
  expect(final.pending).toBe(0);
  expect(last?.questions.every((q) => q.status === 'graded')).toBe(true);
  expect(final.points).toBeGreaterThan(atSubmit.points);
  // More optional items scored full marks than count: only the best N counted.
  const optionalFull = last?.questions.filter(
    (q) => itemAt(q.n).optional && q.pointsAwarded === maxOf(itemAt(q.n)),
  );
  expect(optionalFull?.length).toBeGreaterThan(PAPER.bestOptional);
  expect(optionalFull?.filter((q) => q.counted)).toHaveLength(PAPER.bestOptional);
  expect(await stored(student, quiz.id)).toEqual(last);
});

test('before hand-in no key, criteria, model answer or explanation is sent; after, they all are', async () => {
  const student = await signUp(app());
  const { response, quiz } = await startPaper(student);
  expect(response.status).toBe(201);
  if (!quiz) throw new Error('no quiz');
  expect(StartedQuizSchema.strict().parse(quiz)).toMatchObject({
    type: 'paper',
    subject: PAPER.subject,
    paperId: PAPER.id,
    maxPoints: 200,
    bestOptional: PAPER.bestOptional,
  });
  // The paper's items in order, each with its type, points, optional flag and document.
  expect(quiz.questions).toHaveLength(PAPER.items.length);
  quiz.questions.forEach((q, i) => {
    const item = itemAt(i + 1);
    const where = `item ${i + 1}`;
    expect(q.n, where).toBe(i + 1);
    expect(q.question_text, where).toBe(item.text);
    expect(q.type, where).toBe(item.type);
    expect(q.points, where).toBe(maxOf(item));
    expect(q.optional, where).toBe(item.optional);
    expect(q.groupId, where).toBe(item.group);
    // The document in full on the first item of its group only.
    const previous = i === 0 ? undefined : itemAt(i);
    const opens = Boolean(item.group) && previous?.group !== item.group;
    expect(q.document?.id, where).toBe(opens ? item.group : undefined);
    if (item.type === 'ordering') expect(q.statements).toEqual(item.statements);
    if (item.type === 'matching')
      expect([q.columnI, q.columnII]).toEqual([item.columnI, item.columnII]);
    if (item.type === 'numeric') expect(q.unit).toBe(item.unit);
    if (item.type === 'written') expect(q.length).toBe(item.length);
  });

  // An answer saved to every item (none of them the key, which would then show up as the
  // student's own), so the progress carries one of each type too.
  const answers = new Map<number, Answer>(
    PAPER.items.map((item, i) => [i + 1, notTheKey(item)] as const),
  );
  await saveAll(student, quiz.id, answers);
  const progressResponse = await get(app(), `/api/quizzes/${quiz.id}/progress`, student.cookie);
  expect(progressResponse.status).toBe(200);
  const progress = (await progressResponse.json()) as StartedQuiz;
  // An unfinished test has no result to read either.
  expect((await get(app(), `/api/quizzes/${quiz.id}`, student.cookie)).status).toBe(404);

  for (const [name, body] of [
    ['start', quiz],
    ['progress', progress],
  ] as const) {
    const keys = keysIn(body);
    for (const field of KEY_FIELDS) expect(keys.has(field), `${name} carries ${field}`).toBe(false);
    const text = JSON.stringify(body);
    for (const item of PAPER.items) {
      expect(text, `${name}: explanation of ${item.number}`).not.toContain(item.explanation);
      if (item.type === 'written') expect(text).not.toContain(item.modelAnswer);
      if (item.type === 'ordering') expect(text).not.toContain(item.order);
    }
  }

  const { result } = await submit(student, quiz.id);
  if (!result) throw new Error('no result');
  result.questions.forEach((q) => {
    const item = itemAt(q.n);
    const where = `item ${q.n} (${item.type})`;
    expect(q.explanation, where).toBe(item.explanation);
    switch (item.type) {
      case 'choice':
        expect(q.correct_option, where).toBe(item.correct);
        break;
      case 'ordering':
        expect(q.correct_order, where).toBe(item.order);
        break;
      case 'matching':
        expect(q.correct_pairs, where).toEqual(item.pairs);
        expect(q.levels, where).toEqual(item.levels);
        break;
      case 'numeric':
        expect([q.correct_value, q.tolerance], where).toEqual([item.value, item.tolerance]);
        break;
      case 'written':
        expect(q.criteria, where).toEqual(item.criteria);
        expect(q.modelAnswer, where).toBe(item.modelAnswer);
        expect(q.keyIdeas, where).toEqual(item.keyIdeas);
        break;
    }
  });
});

test('an answer of the wrong shape for its item is a 400, and a written one at most 5,000 characters', async () => {
  const student = await signUp(app());
  const quiz = await mustStart(student);
  const n = (type: PaperItem['type']) => {
    const [item] = ofType(type);
    if (!item) throw new Error(`no ${type} item`);
    return numberOf(item);
  };
  const refused: [number, unknown][] = [
    [n('ordering'), { selected: 'A' }],
    [n('matching'), { order: 'ABCDE' }],
    [n('ordering'), { order: 'AABCD' }], // a letter twice, one missing
    [n('ordering'), { order: 'ABCD' }],
    [n('ordering'), { order: 'ABCDF' }],
    [n('matching'), { pairs: { a: '9' } }],
    [n('matching'), { pairs: { f: '1' } }],
    [n('numeric'), { text: '1,8' }],
    [n('numeric'), { value: 1.8 }],
    [n('written'), { value: '1,8' }],
    [n('choice'), { pairs: { a: '1' } }],
    [n('choice'), { selected: 'E' }],
    [n('written'), { text: 'x'.repeat(5001) }],
    [n('written'), { text: 'texto', order: 'ABCDE' }],
    [n('written'), {}],
  ];
  for (const [number, body] of refused) {
    const response = await putAnswer(student, quiz.id, number, body);
    expect(response.status, `${number}: ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
    expect((await errorOf(response)).code).toBe('VALIDATION');
  }
  const longest = 'x'.repeat(5000);
  expect((await putAnswer(student, quiz.id, n('written'), { text: longest })).status).toBe(204);
  // Nothing refused was kept; the longest text was, whole.
  const progress = (await (
    await get(app(), `/api/quizzes/${quiz.id}/progress`, student.cookie)
  ).json()) as StartedQuiz;
  expect(progress.questions[n('written') - 1]?.text).toBe(longest);
  for (const type of ['ordering', 'matching', 'numeric', 'choice'] as const) {
    const q = progress.questions[n(type) - 1];
    expect([q?.selected, q?.order ?? null, q?.pairs ?? null, q?.value ?? null], type).toEqual([
      null,
      null,
      null,
      null,
    ]);
  }
  // A right shape to an item number the paper does not have.
  expect(
    (await putAnswer(student, quiz.id, PAPER.items.length + 1, { selected: 'A' })).status,
  ).toBe(404);
});

test('a paper lasts its minutes plus tolerance; an answer after that (and the grace) is refused', async () => {
  const student = await signUp(app());
  const one = app();
  const { quiz } = await startPaper(student, { type: 'paper', subject: 'Economia' }, one);
  if (!quiz) throw new Error('no quiz');
  const minutes = PAPER.minutes + PAPER.toleranceMinutes;
  expect(minutes).toBe(150);
  expect(quiz.startedAt).toBe(clock.toISOString());
  expect(Date.parse(quiz.deadlineAt) - Date.parse(quiz.startedAt)).toBe(minutes * 60_000);
  expect(quiz.serverNow).toBe(quiz.startedAt);

  const [numeric] = ofType('numeric');
  const [ordering] = ofType('ordering');
  if (!numeric || !ordering) throw new Error('no numeric or ordering item');
  // One second before the deadline an answer is still saved…
  advance(minutes * 60_000 - 1000);
  expect(
    (await putAnswer(student, quiz.id, numberOf(numeric), rightAnswer(numeric), one)).status,
  ).toBe(204);
  // …after the deadline and its 10 s of grace it is refused, as for any test.
  advance(1000 + 11_000);
  const late = await putAnswer(student, quiz.id, numberOf(ordering), rightAnswer(ordering), one);
  expect(late.status).toBe(409);
  expect(await errorOf(late)).toEqual({ code: 'CONFLICT', message: MESSAGES.quizTimeUp });
  // A late hand-in is graded from what was saved in time: the late ordering does not count.
  const { result } = await submit(student, quiz.id, {
    [numberOf(ordering)]: rightAnswer(ordering),
  });
  expect(result).toMatchObject({ timeExpired: true, resolutionTime: minutes * 60 });
  expect(result?.questions[numberOf(numeric) - 1]?.pointsAwarded).toBe(maxOf(numeric));
  expect(result?.questions[numberOf(ordering) - 1]).toMatchObject({
    order: null,
    pointsAwarded: 0,
  });
});

test('saved answers of every type come back when the test is resumed, on another session too', async () => {
  const student = await signUp(app());
  const quiz = await mustStart(student);
  const pick = <T extends PaperItem['type']>(type: T) => {
    const [item] = ofType(type);
    if (!item) throw new Error(`no ${type} item`);
    return item;
  };
  const choice = pick('choice');
  const ordering = pick('ordering');
  const matching = pick('matching');
  const numeric = pick('numeric');
  const written = pick('written');
  const [secondNumeric] = ofType('numeric').slice(1);
  if (!secondNumeric) throw new Error('two numeric items needed');
  const text = 'Primeira linha da resposta.\n\nSegunda linha, com «aspas» e acentos: ação, pão.';
  const answers: [PaperItem, Answer][] = [
    [choice, { selected: wrongLetter(choice.correct) }],
    [ordering, { order: nearlyRightOrder(ordering.order) }],
    [matching, pairsWithRight(matching, 2)],
    [numeric, { value: ' 1 234,5 ' }],
    [written, { text }],
    [secondNumeric, { value: '7' }],
  ];
  for (const [item, answer] of answers)
    expect((await putAnswer(student, quiz.id, numberOf(item), answer)).status).toBe(204);
  // Changed and cleared afterwards: the last save is what stays.
  expect(
    (await putAnswer(student, quiz.id, numberOf(choice), { selected: choice.correct })).status,
  ).toBe(204);
  expect((await putAnswer(student, quiz.id, numberOf(secondNumeric), { value: null })).status).toBe(
    204,
  );

  // Another device: a new session of the same student, through another server process.
  const signedIn = await signIn(app(), student.email, student.password);
  expect(signedIn.status).toBe(200);
  const otherSession = cookiesFrom(signedIn);
  expect(otherSession).not.toBe(student.cookie);
  const other = (await createProcessApp(database().db, () => clock)).app;
  for (const [through, cookie] of [
    [app(), student.cookie],
    [other, otherSession],
  ] as const) {
    const response = await get(through, `/api/quizzes/${quiz.id}/progress`, cookie);
    expect(response.status).toBe(200);
    const progress = (await response.json()) as StartedQuiz & { finished: boolean };
    expect(progress).toMatchObject({ id: quiz.id, finished: false, deadlineAt: quiz.deadlineAt });
    const at = (item: PaperItem) => progress.questions[numberOf(item) - 1];
    expect(at(choice)?.selected).toBe(choice.correct);
    expect(at(ordering)).toMatchObject({ selected: null, order: nearlyRightOrder(ordering.order) });
    const sentPairs = (pairsWithRight(matching, 2) as { pairs: Record<string, string> }).pairs;
    expect(at(matching)).toMatchObject({ selected: null, pairs: sentPairs });
    expect(at(numeric)).toMatchObject({ selected: null, value: '1 234,5' });
    expect(at(written)).toMatchObject({ selected: null, text });
    expect(at(secondNumeric)).toMatchObject({ selected: null, value: null });
    // Items never answered come back empty, in their own fields.
    const untouched = PAPER.items.find(
      (i) => i.type === 'written' && !answers.some(([a]) => a === i),
    );
    if (untouched) expect(at(untouched)).toMatchObject({ selected: null, text: null });
  }
});

test('self-assessment: owner only, written items only, after hand-in; a negative paper costs one life', async () => {
  const owner = await signUp(app());
  const intruder = await signUp(app());
  const quiz = await mustStart(owner);
  const [written] = ofType('written', false);
  const [unanswered] = ofType('written').slice(1);
  const [ordering] = ofType('ordering');
  const [matching] = ofType('matching', true);
  if (!written || !unanswered || !ordering || !matching) throw new Error('items missing');
  const lowest = [...matching.levels].sort((a, b) => a.correct - b.correct)[0];
  if (!lowest) throw new Error('no matching level');
  // A weak paper: the ordering one swap away (all or nothing: 0), a matching at its lowest
  // level, one written answer.
  const answers = new Map<number, Answer>([
    [numberOf(ordering), { order: nearlyRightOrder(ordering.order) }],
    [numberOf(matching), pairsWithRight(matching, lowest.correct)],
    [numberOf(written), rightAnswer(written)],
  ]);
  await saveAll(owner, quiz.id, answers);

  // Before hand-in: nothing to assess yet.
  const early = await assess(owner, quiz.id, numberOf(written), levelsOf(written, 'top'));
  expect(early.response.status).toBe(409);
  expect(await errorOf(early.response)).toEqual({
    code: 'CONFLICT',
    message: MESSAGES.assessmentBeforeSubmit,
  });

  const before = await countsOf(owner);
  const submitted = await submit(owner, quiz.id);
  const atSubmit = expectResultToMatch(submitted.result, answers, new Map());
  expect(submitted.result?.questions[numberOf(ordering) - 1]?.pointsAwarded).toBe(0);
  expect(submitted.result?.questions[numberOf(matching) - 1]?.pointsAwarded).toBe(lowest.points);
  expect(submitted.result?.questions[numberOf(written) - 1]?.status).toBe(
    'pending-self-assessment',
  );
  // A written item left blank is graded at once (0), never pending.
  expect(submitted.result?.questions[numberOf(unanswered) - 1]).toMatchObject({
    status: 'graded',
    pointsAwarded: 0,
  });
  expect(atSubmit.pending).toBe(maxOf(written));
  expect(atSubmit.grade).toBeLessThan(10);
  // Negative, but not final: no life yet.
  expect(submitted.result?.livesRemoved).toBe(false);
  expect(await countsOf(owner)).toEqual({
    lives: before.lives,
    examsCompleted: before.examsCompleted + 1,
  });

  // Someone else's test: refused as any other quiz route refuses it.
  const stolen = await assess(intruder, quiz.id, numberOf(written), levelsOf(written, 'top'));
  expect(stolen.response.status).toBe(403);
  expect(await errorOf(stolen.response)).toEqual({
    code: 'FORBIDDEN',
    message: MESSAGES.quizUnauthorized,
  });
  const missing = await assess(
    owner,
    '00000000-0000-4000-8000-000000000000',
    1,
    levelsOf(written, 'top'),
  );
  expect(missing.response.status).toBe(404);
  // Only written items.
  for (const item of [ordering, matching, itemAt(1)]) {
    const notWritten = await assess(owner, quiz.id, numberOf(item), { conteudo: 1 });
    expect(notWritten.response.status, `item ${numberOf(item)}`).toBe(400);
    expect(await errorOf(notWritten.response)).toEqual({
      code: 'VALIDATION',
      message: MESSAGES.assessmentNotWritten,
    });
  }
  // Only levels the criteria have, for every parameter.
  const [parameter] = written.criteria;
  if (!parameter) throw new Error('no criteria');
  const beyond = Math.max(...parameter.levels.map((l) => l.level)) + 1;
  for (const levels of [
    { ...levelsOf(written, 'top'), [parameter.id]: beyond },
    { ...levelsOf(written, 'top'), [parameter.id]: 0 },
    {},
    { outro: 1 },
  ]) {
    const wrong = await assess(owner, quiz.id, numberOf(written), levels);
    expect(wrong.response.status, JSON.stringify(levels)).toBe(400);
  }
  for (const levels of [{ conteudo: 'alto' }, { [parameter.id]: 1.5 }, 'alto']) {
    const malformed = await assess(owner, quiz.id, numberOf(written), levels);
    expect(malformed.response.status, JSON.stringify(levels)).toBe(400);
  }
  // None of the refusals changed anything.
  expect(await stored(owner, quiz.id)).toEqual(submitted.result);
  expect((await countsOf(owner)).lives).toBe(before.lives);

  // Assessed at the bottom: nothing pending, the grade is final and negative: one life.
  const bottom = levelsOf(written, 'bottom');
  const first = await assess(owner, quiz.id, numberOf(written), bottom);
  expect(first.response.status).toBe(200);
  const final = expectResultToMatch(first.result, answers, new Map([[numberOf(written), bottom]]));
  expect(final.pending).toBe(0);
  expect(final.points).toBeGreaterThan(atSubmit.points);
  expect(final.grade).toBeLessThan(10);
  expect(first.result?.questions[numberOf(written) - 1]).toMatchObject({
    status: 'graded',
    assessment: bottom,
  });
  expect(first.result?.livesRemoved).toBe(true);
  expect((await countsOf(owner)).lives).toBe(before.lives - 1);

  // Assessed again (higher): the points follow, the life is not taken twice.
  const top = levelsOf(written, 'top');
  const again = await assess(owner, quiz.id, numberOf(written), top);
  expect(again.response.status).toBe(200);
  expectResultToMatch(again.result, answers, new Map([[numberOf(written), top]]));
  expect(again.result?.livesRemoved).toBe(true);
  const repeat = await assess(owner, quiz.id, numberOf(written), bottom);
  expect(repeat.response.status).toBe(200);
  expect(repeat.result).toEqual(first.result);
  expect(await countsOf(owner)).toEqual({
    lives: before.lives - 1,
    examsCompleted: before.examsCompleted + 1,
  });
  expect(await stored(owner, quiz.id)).toEqual(repeat.result);
  // A second hand-in changes nothing either.
  const resubmitted = await submit(owner, quiz.id, { [numberOf(ordering)]: rightAnswer(ordering) });
  expect(resubmitted.result).toEqual(repeat.result);
  expect((await countsOf(owner)).lives).toBe(before.lives - 1);
});

test('a paper handed in twice (or at once from several tabs) returns one result and costs one life', async () => {
  const student = await signUp(app());
  // A blank paper: 0 points, nothing to assess, so the grade is final and negative at once.
  const blank = await mustStart(student);
  const before = await countsOf(student);
  const results = await Promise.all([1, 2, 3].map(() => submit(student, blank.id)));
  expect(results.map((r) => r.response.status)).toEqual([200, 200, 200]);
  for (const r of results) expect(r.result).toEqual(results[0]?.result);
  expectResultToMatch(results[0]?.result, new Map(), new Map());
  expect(results[0]?.result).toMatchObject({ points: 0, grade: 0, livesRemoved: true });
  const everything = Object.fromEntries(
    PAPER.items.map((item, i) => [String(i + 1), rightAnswer(item)]),
  );
  const later = await submit(student, blank.id, everything);
  expect(later.result).toEqual(results[0]?.result);
  expect(await countsOf(student)).toEqual({
    lives: before.lives - 1,
    examsCompleted: before.examsCompleted + 1,
  });

  // A paper with a written answer still to assess: handed in twice, still pending, no life.
  const pending = await mustStart(student);
  const [written] = ofType('written');
  if (!written) throw new Error('no written item');
  const answers = new Map<number, Answer>([[numberOf(written), rightAnswer(written)]]);
  const first = await submit(
    student,
    pending.id,
    Object.fromEntries([...answers].map(([n, a]) => [String(n), a])),
  );
  expectResultToMatch(first.result, answers, new Map());
  expect(first.result?.livesRemoved).toBe(false);
  const second = await submit(student, pending.id, everything);
  expect(second.result).toEqual(first.result);
  expect(await countsOf(student)).toEqual({
    lives: before.lives - 1,
    examsCompleted: before.examsCompleted + 2,
  });
});

test('the papers of a subject are listed with their figures; a subject without papers has none', async () => {
  const summary = (p: PaperFile) => ({
    id: p.id,
    title: p.title,
    items: p.items.length,
    optional: p.items.filter((i) => i.optional).length,
    bestOptional: p.bestOptional,
    maxPoints: 200,
    minutes: p.minutes,
    toleranceMinutes: p.toleranceMinutes,
  });
  for (const subject of ['Economia', 'Biologia']) {
    const response = await get(app(), `/api/subjects/${subject}/papers`);
    expect(response.status, subject).toBe(200);
    const body = PaperListSchema.strict().parse(await response.json());
    expect(body.items, subject).toEqual(PAPERS.filter((p) => p.subject === subject).map(summary));
  }
  const economia = PaperListSchema.parse(
    await (await get(app(), '/api/subjects/Economia/papers')).json(),
  );
  expect(economia.items.find((p) => p.id === 'economia-modelo-1')).toMatchObject({
    maxPoints: 200,
    minutes: 120,
    toleranceMinutes: 30,
    bestOptional: 6,
  });
  expect((await get(app(), '/api/subjects/Astrologia/papers')).status).toBe(404);

  // Starting a paper a subject does not have.
  const student = await signUp(app());
  const cases: unknown[] = [
    ...(PAPERS.some((p) => p.subject === 'Biologia')
      ? []
      : [{ type: 'paper', subject: 'Biologia' }]),
    { type: 'paper', subject: 'Biologia', paperId: PAPER.id },
    { type: 'paper', paperId: 'nao-existe' },
  ];
  for (const body of cases) {
    const { response } = await startPaper(student, body);
    expect(response.status, JSON.stringify(body)).toBe(404);
  }
  // By id alone it starts.
  const byId = await startPaper(student, { type: 'paper', paperId: PAPER.id });
  expect(byId.response.status).toBe(201);
  expect(byId.quiz).toMatchObject({ paperId: PAPER.id, subject: PAPER.subject });
});
