import { and, eq, sql } from 'drizzle-orm';
import { expect, test, vi } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import {
  cookiesFrom,
  get,
  jsonRequest,
  signIn,
  signUp,
  startRandomQuiz,
} from '../../../test/session';
import { account, feedback, quiz, session, studyPlan, user } from '../../db/schema/index';

// RGPD (issue 21): a student downloads everything held about them and deletes their account.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

async function studentWithData() {
  const student = await signUp(app(), { name: 'Inês Dados' });
  const started = await startRandomQuiz(app(), student.cookie, 3);
  await app().request(
    `/api/quizzes/${started.id}/submit`,
    jsonRequest('POST', { answers: { 1: 'A', 2: 'B', 3: 'C' } }, { cookie: student.cookie }),
  );
  const plan = await app().request(
    '/api/plans',
    jsonRequest(
      'POST',
      { disciplina: 'Economia', dataTeste: '2099-01-01', materiasSelecionadas: [1] },
      { cookie: student.cookie },
    ),
  );
  expect(plan.status).toBe(201);
  const sent = await app().request(
    '/api/feedback',
    jsonRequest(
      'POST',
      {
        type: 'Erro em Questão',
        message: `A pergunta 3 tem uma gralha (${student.email})`,
        urgency: 'low',
        metadata: {},
      },
      { cookie: student.cookie },
    ),
  );
  expect(sent.status).toBe(201);
  const [row] = await database()
    .db.select({ id: user.id })
    .from(user)
    .where(eq(user.email, student.email));
  return { ...student, id: row?.id ?? '', quizId: started.id };
}

test('"Descarregar os meus dados" is one JSON attachment with everything held about the student, and nothing of anyone else', async () => {
  const student = await studentWithData();
  const other = await signUp(app(), { name: 'Outro Aluno' });
  const response = await get(app(), '/api/me/export', student.cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-disposition')).toMatch(
    /^attachment; filename="nota20-dados-\d{4}-\d{2}-\d{2}\.json"$/,
  );
  expect(response.headers.get('cache-control')).toBe('no-store');
  const data = (await response.json()) as Record<string, unknown> & {
    profile: { name: string; email: string };
    quizzes: { id: string; grade: number; questions: { selectedAnswer: string | null }[] }[];
    plans: { units: { questions: unknown[] }[] }[];
    feedback: { message: string }[];
    sessions: { ipAddress: string | null }[];
    linkedAccounts: { providerId: string }[];
    learning: { questionId: number; timesAnswered: number }[];
  };
  expect(data.profile).toMatchObject({ name: 'Inês Dados', email: student.email });
  expect(data.quizzes).toHaveLength(1);
  expect(data.quizzes[0]?.id).toBe(student.quizId);
  expect(data.quizzes[0]?.questions.map((q) => q.selectedAnswer)).toEqual(['A', 'B', 'C']);
  expect(data.plans).toHaveLength(1);
  expect(data.plans[0]?.units[0]?.questions.length).toBeGreaterThan(0);
  expect(data.feedback.map((f) => f.message)).toEqual([
    `A pergunta 3 tem uma gralha (${student.email})`,
  ]);
  expect(data.sessions.length).toBeGreaterThanOrEqual(1);
  expect(data.linkedAccounts.map((a) => a.providerId)).toEqual(['credential']);
  // The learning record (issue 27): each of the test's three items, answered once.
  expect(data.learning.map((i) => i.timesAnswered)).toEqual([1, 1, 1]);
  const text = JSON.stringify(data);
  expect(text).not.toContain(other.email);
  // No password hash and no session token leave the server.
  const [hash] = await database()
    .db.select({ password: account.password })
    .from(account)
    .where(eq(account.userId, student.id));
  expect(text).not.toContain(hash?.password ?? 'missing');
  const tokens = await database()
    .db.select({ token: session.token })
    .from(session)
    .where(eq(session.userId, student.id));
  for (const { token } of tokens) expect(text).not.toContain(token);
  expect((await get(app(), '/api/me/export')).status).toBe(401);
});

test('"Apagar conta" with the right password deletes everything in one go; the e-mail is free again at once', async () => {
  const student = await studentWithData();
  const second = cookiesFrom(await signIn(app(), student.email, student.password));
  const wrong = await app().request(
    '/api/me',
    jsonRequest('DELETE', { password: 'nao-e-esta' }, { cookie: student.cookie }),
  );
  expect(wrong.status).toBe(403);
  expect(await wrong.json()).toEqual({
    error: {
      code: 'FORBIDDEN',
      message: 'A palavra-passe não está certa. A conta não foi apagada.',
    },
  });
  expect((await get(app(), '/api/me', student.cookie)).status).toBe(200);
  expect(await database().db.select().from(quiz).where(eq(quiz.userId, student.id))).toHaveLength(
    1,
  );

  const deleted = await app().request(
    '/api/me',
    jsonRequest('DELETE', { password: student.password }, { cookie: student.cookie }),
  );
  expect(deleted.status).toBe(204);
  // Every session ends, this one and the other device's.
  expect((await get(app(), '/api/me', student.cookie)).status).toBe(401);
  expect((await get(app(), '/api/me', second)).status).toBe(401);
  const db = database().db;
  expect(await db.select().from(user).where(eq(user.id, student.id))).toHaveLength(0);
  expect(await db.select().from(quiz).where(eq(quiz.userId, student.id))).toHaveLength(0);
  expect(await db.select().from(studyPlan).where(eq(studyPlan.userId, student.id))).toHaveLength(0);
  expect(await db.select().from(session).where(eq(session.userId, student.id))).toHaveLength(0);
  expect(await db.select().from(account).where(eq(account.userId, student.id))).toHaveLength(0);
  expect(
    await db
      .select()
      .from(feedback)
      .where(eq(feedback.message, `A pergunta 3 tem uma gralha (${student.email})`)),
  ).toHaveLength(0);
  const counters = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from rate_limit where key like ${`%${student.email}%`}`,
  );
  expect(counters.rows[0]?.n).toBe(0);
  // The e-mail can be used again at once.
  const again = await signUp(app(), { email: student.email });
  expect((await get(app(), '/api/me', again.cookie)).status).toBe(200);
});

test('an account without a password is deleted only within 5 minutes of signing in', async () => {
  const student = await signUp(app());
  const db = database().db;
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, student.email));
  const userId = row?.id ?? '';
  // As a Google or school account: no e-mail-and-password credential.
  await db
    .update(account)
    .set({ providerId: 'google', password: null })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  const start = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(start + 6 * 60_000);
    const late = await app().request(
      '/api/me',
      jsonRequest('DELETE', {}, { cookie: student.cookie }),
    );
    expect(late.status).toBe(403);
    expect(((await late.json()) as { error: { message: string } }).error.message).toMatch(
      /^Para apagar uma conta sem palavra-passe/,
    );
    expect(await db.select().from(user).where(eq(user.id, userId))).toHaveLength(1);
    vi.setSystemTime(start + 60_000);
    const fresh = await app().request(
      '/api/me',
      jsonRequest('DELETE', {}, { cookie: student.cookie }),
    );
    expect(fresh.status).toBe(204);
    expect(await db.select().from(user).where(eq(user.id, userId))).toHaveLength(0);
  } finally {
    vi.useRealTimers();
  }
});

test('deleting is owner-only: a request without a session deletes nothing', async () => {
  const student = await signUp(app());
  const anonymous = await app().request(
    '/api/me',
    jsonRequest('DELETE', { password: student.password }),
  );
  expect(anonymous.status).toBe(401);
  expect((await get(app(), '/api/me', student.cookie)).status).toBe(200);
});
