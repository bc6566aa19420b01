import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, expect, test } from 'vitest';
import { untilLive } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { question, quiz, session, user } from '../../db/schema/index';
import { listenForChanges, type Change, type ChangeFeed } from './change-feed';

const database = useTestDatabase();
const elsewhere = useTestDatabase({ empty: true });
const feeds: ChangeFeed[] = [];
afterAll(() => Promise.all(feeds.map((feed) => feed.close())));

async function listening() {
  const feed = listenForChanges(database().db.$client, pino({ level: 'silent' }));
  feeds.push(feed);
  await untilLive(feed);
  const heard: Change[] = [];
  feed.subscribe((change) => heard.push(change));
  return { feed, heard };
}

async function newStudent() {
  const id = randomUUID();
  await database()
    .db.insert(user)
    .values({ id, name: 'Aluna', email: `${id}@example.pt` });
  return id;
}

test("the database announces each student's changes and content changes, in commit order", async () => {
  const { feed, heard } = await listening();
  const { db } = database();
  const ana = await newStudent();
  const rui = await newStudent();
  const token = randomUUID();
  await db.insert(session).values({
    id: randomUUID(),
    token,
    userId: rui,
    expiresAt: new Date(Date.now() + 60_000),
  });
  const [subject] = await db
    .execute<{ id: string }>(sql`select id from subject limit 1`)
    .then((r) => r.rows);
  const quizId = randomUUID();
  await db.insert(quiz).values({
    id: quizId,
    userId: ana,
    subjectId: subject?.id ?? 'Economia',
    examType: 'random',
    deadlineAt: new Date(Date.now() + 60_000),
    questionIds: [],
    answers: [],
  });
  await feed.sync();
  // Creating a student, signing in and starting a test change nothing anyone has copied.
  expect(heard).toEqual([]);

  await db.update(user).set({ lives: 9 }).where(eq(user.id, ana));
  await db.delete(session).where(eq(session.token, token));
  await db.update(quiz).set({ finished: true, grade: 12 }).where(eq(quiz.id, quizId));
  const [one] = await db.select({ id: question.id }).from(question).limit(1);
  await db
    .update(question)
    .set({ explanation: sql`${question.explanation} || ' '` })
    .where(eq(question.id, one?.id ?? 0));
  await feed.sync();
  expect(heard).toEqual([
    { kind: 'user', userId: ana },
    { kind: 'session', userId: rui },
    { kind: 'user', userId: ana },
    { kind: 'all' },
  ]);
});

test('every listening process hears a change; sync waits for what committed before it', async () => {
  const a = await listening();
  const b = await listening();
  const ana = await newStudent();
  await database().db.update(user).set({ name: 'Ana' }).where(eq(user.id, ana));
  await Promise.all([a.feed.sync(), b.feed.sync()]);
  expect(a.heard).toEqual([{ kind: 'user', userId: ana }]);
  expect(b.heard).toEqual([{ kind: 'user', userId: ana }]);
});

test('a lost connection turns copies off and drops them; the feed listens again by itself', async () => {
  const { feed, heard } = await listening();
  const { db } = database();
  // An operator (or a failover) ends the feed's connection.
  await db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = current_database() and query = 'listen nota20_changes'`);
  for (let i = 0; i < 100 && feed.live; i++) await new Promise((r) => setTimeout(r, 10));
  expect(feed.live).toBe(false);
  expect(heard).toContainEqual({ kind: 'all' });

  await untilLive(feed);
  heard.length = 0;
  const ana = await newStudent();
  await db.update(user).set({ lives: 8 }).where(eq(user.id, ana));
  await feed.sync();
  expect(heard).toEqual([{ kind: 'user', userId: ana }]);
});

test('a connection that listens but never hears (a transaction-mode pooler) never turns copies on', async () => {
  // LISTEN succeeds on one database while the feed's notifications are sent to another, as
  // when a pooler hands each statement to a different server connection.
  const pool = new pg.Pool({ connectionString: database().url, max: 1 });
  const other = elsewhere().pool;
  pool.query = other.query.bind(other) as typeof pool.query;
  const feed = listenForChanges(pool, pino({ level: 'silent' }));
  feeds.push(feed);
  const heard: Change[] = [];
  feed.subscribe((change) => heard.push(change));
  await new Promise((r) => setTimeout(r, 4_000));
  expect(feed.live).toBe(false);
  expect(heard).toEqual([]);
  await feed.close();
  await pool.end();
});
