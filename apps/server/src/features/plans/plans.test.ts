import type { Plan } from '@nota20/core/contracts/plans';
import type { QuizResult, StartedQuiz } from '@nota20/core/contracts/quizzes';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { get, jsonRequest, signUp, type TestUser } from '../../../test/session';
import { planQuestion, planUnit, question, unit } from '../../db/schema/index';

const database = useTestDatabase();
const clock = new Date('2026-11-22T10:00:00Z');
const app = () => createTestApp(database().db, {}, () => clock);

const send = (student: TestUser, method: string, path: string, body: unknown = {}) =>
  app().request(path, jsonRequest(method, body, { cookie: student.cookie }));

async function createPlan(student: TestUser, body: Record<string, unknown> = {}) {
  const response = await send(student, 'POST', '/api/plans', {
    disciplina: 'Economia',
    dataTeste: '2026-12-06',
    nota: 14,
    materiasSelecionadas: [3, 1],
    ...body,
  });
  return {
    response,
    plan: response.status === 201 ? ((await response.json()) as Plan) : undefined,
  };
}

async function startUnitTest(student: TestUser, plan: Plan, unitId: string) {
  const response = await send(student, 'POST', '/api/quizzes', {
    type: 'plan_units',
    planId: plan.id,
    unitId,
  });
  return {
    response,
    quiz: response.status === 201 ? ((await response.json()) as StartedQuiz) : undefined,
  };
}

async function answerKey(quiz: StartedQuiz) {
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
  return (n: number) => byId.get(quiz.questions[n - 1]?.questionId ?? 0) ?? 'A';
}

/** Submits a unit test answering the first `right` questions correctly and the rest wrongly. */
async function submitUnitTest(student: TestUser, quiz: StartedQuiz, right: number) {
  const key = await answerKey(quiz);
  const answers = Object.fromEntries(
    quiz.questions.map((q, i) => {
      const letter = key(q.n);
      return [q.n, i < right ? letter : letter === 'A' ? 'B' : 'A'];
    }),
  );
  const response = await send(student, 'POST', `/api/quizzes/${quiz.id}/submit`, { answers });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as QuizResult;
}

const getPlan = async (student: TestUser, id: string) =>
  (await (await get(app(), `/api/plans/${id}`, student.cookie)).json()) as Plan;

test('a plan is created with its units in curriculum order, the first unlocked, and question copies', async () => {
  const student = await signUp(app());
  const { response, plan } = await createPlan(student);
  expect(response.status).toBe(201);
  expect(plan).toMatchObject({
    disciplina: 'Economia',
    dataTeste: '2026-12-06',
    nota: 14,
    mastery: 0,
  });
  expect(plan?.remainingHours).toBe(56);
  expect(plan?.units.map((u) => [u.number, u.unidade, u.status])).toEqual([
    [1, 1, 'available'],
    [2, 3, 'locked'],
  ]);
  expect(plan?.units[0]?.keyPoints?.length).toBeGreaterThanOrEqual(5);

  const bank = await database()
    .db.select({ id: question.id, correct: question.correctOption, text: question.text })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .where(
      and(
        eq(unit.subjectId, 'Economia'),
        inArray(unit.number, [1, 3]),
        // A plan copies the bank's multiple-choice items, not a prova-modelo's (issue 24).
        eq(question.type, 'choice'),
        isNull(question.paperId),
      ),
    );
  const copies = await database()
    .db.select()
    .from(planQuestion)
    .innerJoin(planUnit, eq(planUnit.id, planQuestion.planUnitId))
    .where(eq(planUnit.planId, plan?.id ?? ''));
  expect(copies).toHaveLength(bank.length);
  const sample = copies[0]?.plan_question;
  const original = bank.find((b) => b.id === sample?.originalQuestionId);
  expect(sample).toMatchObject({
    questionText: original?.text,
    originalCorrectOption: original?.correct,
    originalSubject: 'Economia',
    timesAnswered: 0,
    confidence: 0,
  });
  expect(plan?.units.map((u) => u.totalQuestions).reduce((a, b) => a + b)).toBe(bank.length);

  const list = (await (await get(app(), '/api/plans', student.cookie)).json()) as { items: Plan[] };
  expect(list.items.map((p) => p.id)).toEqual([plan?.id]);
});

test('creation is refused with the spec messages: no units, no date; unknown subject or unit', async () => {
  const student = await signUp(app());
  const cases: [Record<string, unknown>, number, string][] = [
    [{ materiasSelecionadas: [] }, 400, 'Por favor, seleciona pelo menos uma matéria.'],
    [{ dataTeste: undefined }, 400, 'Por favor, seleciona uma data para o teste.'],
    [{ dataTeste: '2026-11-21' }, 400, 'A data do teste não pode ser anterior a hoje.'],
    [{ disciplina: 'Astrologia' }, 404, 'Disciplina não encontrada.'],
    [{ materiasSelecionadas: [99] }, 400, 'Unidade desconhecida nesta disciplina: 99.'],
  ];
  for (const [body, status, message] of cases) {
    const { response } = await createPlan(student, body);
    expect(response.status, JSON.stringify(body)).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  }
  // Units by name work too, and the catalogue subjects (not only the practice ones).
  const { plan } = await createPlan(student, {
    disciplina: 'Filosofia',
    materiasSelecionadas: ['A ação humana e os valores'],
  });
  expect(plan?.units.map((u) => u.unidade)).toEqual([2]);
});

test('unit tests: 10 new questions first, then up to 5 answered (lowest confidence first) plus new', async () => {
  const student = await signUp(app());
  const { plan } = await createPlan(student, { materiasSelecionadas: [1] });
  const unitId = plan?.units[0]?.id ?? '';
  const first = (await startUnitTest(student, plan as Plan, unitId)).quiz as StartedQuiz;
  expect(first.questions).toHaveLength(10);
  expect(JSON.stringify(first)).not.toMatch(/correct_option|explanation/);
  await submitUnitTest(student, first, 3); // 3 right (confidence 1), 7 wrong (confidence 0)

  const second = (await startUnitTest(student, plan as Plan, unitId)).quiz as StartedQuiz;
  expect(second.questions).toHaveLength(10);
  const seen = new Set(first.questions.map((q) => q.questionId));
  const reviews = second.questions.filter((q) => seen.has(q.questionId));
  expect(reviews).toHaveLength(5);
  // The five reviews are the lowest confidence ones: all from the 7 answered wrongly.
  const wrongOnes = new Set(first.questions.slice(3).map((q) => q.questionId));
  expect(reviews.every((q) => wrongOnes.has(q.questionId))).toBe(true);
  expect(second.questions.slice(0, 5).map((q) => q.questionId)).toEqual(
    reviews.map((q) => q.questionId),
  );
});

test('mastery follows the answers; at 70 the unit completes and the next one unlocks', async () => {
  const student = await signUp(app());
  const { plan } = await createPlan(student, { materiasSelecionadas: [1, 2] });
  const [u1, u2] = plan?.units ?? [];
  const total = u1?.totalQuestions ?? 0;
  expect(total).toBeGreaterThan(15);

  // A locked unit cannot be started.
  const locked = await startUnitTest(student, plan as Plan, u2?.id ?? '');
  expect(locked.response.status).toBe(409);
  expect(((await locked.response.json()) as { error: { message: string } }).error.message).toBe(
    'Esta unidade está bloqueada. Complete a unidade anterior com pelo menos 70% de aproveitamento para desbloquear.',
  );

  const first = (await startUnitTest(student, plan as Plan, u1?.id ?? '')).quiz as StartedQuiz;
  await submitUnitTest(student, first, 10);
  let now = await getPlan(student, plan?.id ?? '');
  expect(now.units[0]).toMatchObject({
    mastery: Math.round((10 / total) * 100),
    status: 'available',
  });
  expect(now.units[1]?.status).toBe('locked');

  // 5 reviews and 5 new ones, all right: 15 questions mastered.
  const second = (await startUnitTest(student, plan as Plan, u1?.id ?? '')).quiz as StartedQuiz;
  await submitUnitTest(student, second, 10);
  now = await getPlan(student, plan?.id ?? '');
  expect(now.units[0]?.mastery).toBe(Math.round((15 / total) * 100));

  // Confidence: the 5 reviewed questions went 1 → 2.
  const copies = await database()
    .db.select()
    .from(planQuestion)
    .where(eq(planQuestion.planUnitId, u1?.id ?? ''));
  const reviewed = copies.filter((c) => c.timesAnswered === 2);
  expect(reviewed).toHaveLength(5);
  expect(reviewed.every((c) => c.confidence === 2 && c.totalCorrect === 2 && c.lastCorrect)).toBe(
    true,
  );

  // Every answer right: each question answered is mastered; the unit completes at 70.
  const answered = new Set([...first.questions, ...second.questions].map((q) => q.questionId));
  while (Math.round((answered.size / total) * 100) < 70) {
    expect(now.units[0]?.status).toBe('available');
    expect(now.units[1]?.status).toBe('locked');
    const next = (await startUnitTest(student, plan as Plan, u1?.id ?? '')).quiz as StartedQuiz;
    await submitUnitTest(student, next, 10);
    for (const q of next.questions) answered.add(q.questionId);
    now = await getPlan(student, plan?.id ?? '');
  }
  const mastery = Math.round((answered.size / total) * 100);
  expect(now.units[0]).toMatchObject({ mastery, completed: true, status: 'completed' });
  expect(now.units[1]).toMatchObject({ isUnlocked: true, status: 'available' });
  expect(now.mastery).toBe(Math.round(mastery / 2));
  expect(now.remainingHours).toBe(Math.round((100 - now.mastery) * 0.56));

  // A wrong answer takes one off the confidence.
  const before = await database()
    .db.select()
    .from(planQuestion)
    .where(eq(planQuestion.planUnitId, u1?.id ?? ''));
  const third = (await startUnitTest(student, plan as Plan, u1?.id ?? '')).quiz as StartedQuiz;
  await submitUnitTest(student, third, 0);
  const after = await database()
    .db.select()
    .from(planQuestion)
    .where(eq(planQuestion.planUnitId, u1?.id ?? ''));
  const answeredInThird = new Set(third.questions.map((q) => q.questionId));
  for (const c of after.filter((c) => answeredInThird.has(c.originalQuestionId))) {
    const was = before.find((b) => b.id === c.id);
    expect(c.confidence).toBe(Math.max(0, (was?.confidence ?? 0) - 1));
    expect(c.lastCorrect).toBe(false);
  }
  // Unit tests neither need nor cost lives.
  const me = (await (await get(app(), '/api/me', student.cookie)).json()) as { lives: number };
  expect(me.lives).toBe(10);
});

test('two tabs submitting unit tests at once lose no update', async () => {
  const student = await signUp(app());
  const { plan } = await createPlan(student, { materiasSelecionadas: [4] });
  const unitId = plan?.units[0]?.id ?? '';
  const a = (await startUnitTest(student, plan as Plan, unitId)).quiz as StartedQuiz;
  const b = (await startUnitTest(student, plan as Plan, unitId)).quiz as StartedQuiz;
  await Promise.all([submitUnitTest(student, a, 10), submitUnitTest(student, b, 10)]);
  const copies = await database()
    .db.select()
    .from(planQuestion)
    .where(eq(planQuestion.planUnitId, unitId));
  const answered = [...a.questions, ...b.questions];
  expect(copies.reduce((sum, c) => sum + c.timesAnswered, 0)).toBe(answered.length);
  for (const c of copies) {
    const times = answered.filter((q) => q.questionId === c.originalQuestionId).length;
    expect(c).toMatchObject({ timesAnswered: times, totalCorrect: times, confidence: times });
  }
  const mastered = copies.filter((c) => c.timesAnswered > 0).length;
  const now = await getPlan(student, plan?.id ?? '');
  expect(now.units[0]?.mastery).toBe(Math.round((mastered / copies.length) * 100));
});

test("another student gets 403 with the spec's message; delete removes units and copies", async () => {
  const owner = await signUp(app());
  const other = await signUp(app());
  const { plan } = await createPlan(owner);
  const id = plan?.id ?? '';
  for (const response of [
    await get(app(), `/api/plans/${id}`, other.cookie),
    await send(other, 'DELETE', `/api/plans/${id}`),
    (await startUnitTest(other, plan as Plan, plan?.units[0]?.id ?? '')).response,
  ]) {
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Não tens permissão para ver este plano de estudo.',
    );
  }
  const wrongUnit = await startUnitTest(
    owner,
    plan as Plan,
    '00000000-0000-4000-8000-000000000000',
  );
  expect(wrongUnit.response.status).toBe(404);
  expect(((await wrongUnit.response.json()) as { error: { message: string } }).error.message).toBe(
    'Esta unidade não faz parte do plano de estudo.',
  );
  const otherList = (await (await get(app(), '/api/plans', other.cookie)).json()) as {
    items: Plan[];
  };
  expect(otherList.items).toEqual([]);

  expect((await send(owner, 'DELETE', `/api/plans/${id}`)).status).toBe(204);
  expect((await get(app(), `/api/plans/${id}`, owner.cookie)).status).toBe(404);
  const units = await database().db.select().from(planUnit).where(eq(planUnit.planId, id));
  const copies = await database()
    .db.select()
    .from(planQuestion)
    .where(eq(planQuestion.userId, units[0]?.userId ?? 'none'));
  expect(units).toEqual([]);
  expect(copies).toEqual([]);
});

test('a student keeps at most 50 plans: the 51st is a clear 409 and nothing is created', async () => {
  const student = await signUp(app());
  // Fifty plans written straight to the database: the rule is about the count, not the route.
  const [{ id: userId } = { id: '' }] = await database()
    .db.execute<{ id: string }>(sql`select id from "user" where email = ${student.email}`)
    .then((r) => r.rows);
  await database().db.execute(sql`insert into study_plan (user_id, discipline, test_date)
    select ${userId}, 'Economia', '2026-12-06' from generate_series(1, 50)`);
  const refused = await createPlan(student);
  expect(refused.response.status).toBe(409);
  expect(await refused.response.json()).toEqual({
    error: {
      code: 'CONFLICT',
      message: 'Já tens 50 planos de estudo, o máximo. Apaga um plano antes de criares outro.',
    },
  });
  const list = (await (await get(app(), '/api/plans', student.cookie)).json()) as {
    items: Plan[];
  };
  expect(list.items).toHaveLength(50);
  // Deleting one makes room again.
  await send(student, 'DELETE', `/api/plans/${list.items[0]?.id}`);
  expect((await createPlan(student)).response.status).toBe(201);
});
