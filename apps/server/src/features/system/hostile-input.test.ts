import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, test } from 'vitest';
import { createTestApp, ORIGIN } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import {
  jsonRequest,
  randomIp,
  signUp,
  startRandomQuiz,
  type TestUser,
} from '../../../test/session';
import { planQuestion, quiz, studyPlan, user } from '../../db/schema/index';

// Property-based: random and malicious bodies, ids and query strings against every JSON
// endpoint. None may answer 500, leak the other student's data, or change it.

const database = useTestDatabase();
const app = () => createTestApp(database().db);

let victim: TestUser & { quizId: string; planId: string; unitId: string };
let attacker: TestUser;

beforeAll(async () => {
  const a = app();
  const owner = await signUp(a, { name: 'Vítima Segredo' });
  const started = await startRandomQuiz(a, owner.cookie, 3);
  await a.request(
    `/api/quizzes/${started.id}/submit`,
    jsonRequest('POST', { answers: { 1: 'A' } }, { cookie: owner.cookie }),
  );
  const plan = (await (
    await a.request(
      '/api/plans',
      jsonRequest(
        'POST',
        { disciplina: 'Economia', dataTeste: '2099-01-01', materiasSelecionadas: [1] },
        { cookie: owner.cookie },
      ),
    )
  ).json()) as { id: string; units: { id: string }[] };
  victim = { ...owner, quizId: started.id, planId: plan.id, unitId: plan.units[0]?.id ?? '' };
  attacker = await signUp(a, { name: 'Atacante' });
});

/** Everything stored about the victim, to compare before and after the attack. */
async function victimState() {
  const db = database().db;
  const [row] = await db.select().from(user).where(eq(user.email, victim.email));
  const id = row?.id ?? '';
  return {
    user: row,
    // Each quiz row holds its questions, answers and marks.
    quizzes: await db.select().from(quiz).where(eq(quiz.userId, id)),
    plans: await db.select().from(studyPlan).where(eq(studyPlan.userId, id)),
    copies: await db.select().from(planQuestion).where(eq(planQuestion.userId, id)),
  };
}

const nasty = fc.constantFrom(
  "' OR 1=1 --",
  '"; drop table quiz; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '\u0000',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'A'.repeat(5000),
  '{{7*7}}',
  '${process.exit()}',
  '__proto__',
  'constructor',
  '-1',
  '1e309',
  'NaN',
);
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(
        text,
        fc.constantFrom(
          '__proto__',
          'constructor',
          'type',
          'subject',
          'answers',
          'planId',
          'quizId',
          'message',
          'units',
        ),
      ),
      tie('any'),
      { maxKeys: 5 },
    ),
  ),
})).any;
/** Ids the routes take: the victim's own, valid-looking strangers, and garbage. */
const id = () =>
  fc.oneof(
    fc.constantFrom(
      victim.quizId,
      victim.planId,
      victim.unitId,
      '00000000-0000-4000-8000-000000000000',
    ),
    fc.uuid(),
    text.map((t) => encodeURIComponent(t)),
    fc.integer().map(String),
  );

/** Well-formed bodies that point at the victim's things: the requests an attacker would try. */
const aimed = () =>
  fc.constantFrom<unknown>(
    { type: 'plan_units', planId: victim.planId, unitId: victim.unitId },
    { answers: { 1: 'B', 2: 'C' } },
    { selected: 'B' },
    { message: 'explica a 1', quizId: victim.quizId },
    { disciplina: 'Economia', dataTeste: '2099-01-01', materiasSelecionadas: [1] },
    { name: 'Outro', username: 'vitima' },
    { type: 'random', subject: 'Economia', count: 3 },
  );

type Endpoint = { method: string; path: string };

async function endpoints(): Promise<Endpoint[]> {
  const doc = (await (await app().request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ours = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
  );
  // better-auth's endpoints are not in our document; the ones a client can reach (not sign-out,
  // which would end the attacker's session and turn every later request into a plain 401):
  const auth = [
    'sign-in/email',
    'sign-up/email',
    'request-password-reset',
    'reset-password',
    'change-password',
    'update-user',
    'sign-in/social',
  ].map((p) => ({ method: 'POST', path: `/api/auth/${p}` }));
  return [...ours, ...auth, { method: 'GET', path: '/api/auth/get-session' }];
}

test('random and malicious input: never a 500, never the other student’s data, never a change to it', async () => {
  const list = await endpoints();
  expect(list.length).toBeGreaterThan(20);
  const before = await victimState();
  const secrets = [victim.email, 'Vítima Segredo', victim.quizId, victim.planId];
  const a = app();
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...list),
      fc.oneof(value, aimed()),
      id(),
      fc.dictionary(text, text, { maxKeys: 3 }),
      fc.boolean(),
      async (endpoint, body, someId, query, signedIn) => {
        const path = endpoint.path.replace(/\{[^}]+\}/g, () => someId);
        const search = new URLSearchParams(query).toString();
        const init = jsonRequest(
          endpoint.method,
          body,
          signedIn ? { cookie: attacker.cookie, ip: randomIp() } : { ip: randomIp() },
        );
        const response = await a.request(
          `${path}${search ? `?${search}` : ''}`,
          endpoint.method === 'GET'
            ? { headers: { ...(init.headers as Record<string, string>), origin: ORIGIN } }
            : init,
        );
        const text = await response.text();
        expect(response.status, `${endpoint.method} ${path} → ${text.slice(0, 200)}`).toBeLessThan(
          500,
        );
        for (const secret of secrets)
          expect(text, `${endpoint.method} ${path}`).not.toContain(secret);
      },
    ),
    { numRuns: 400, seed: Number(process.env.FC_SEED ?? 20261122) },
  );
  expect(await victimState()).toEqual(before);
}, 120_000);
