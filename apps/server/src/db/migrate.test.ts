import { count } from 'drizzle-orm';
import pino from 'pino';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../test/database';
import { prepareDatabase } from '../startup';
import { connectDatabase } from './client';
import { question, subject } from './schema/index';

const database = useTestDatabase({ empty: true });

test('two processes starting at once on an empty database migrate and seed it exactly once', async () => {
  const logger = pino({ level: 'silent' });
  // Separate pools stand in for separate server processes.
  const a = connectDatabase(database().url, { max: 2 });
  const b = connectDatabase(database().url, { max: 2 });
  try {
    await Promise.all([prepareDatabase(a, logger), prepareDatabase(b, logger)]);
  } finally {
    await Promise.all([a.pool.end(), b.pool.end()]);
  }
  const { db } = database();
  const [subjects] = await db.select({ n: count() }).from(subject);
  const [questions] = await db.select({ n: count() }).from(question);
  expect(subjects?.n).toBe(7);
  expect(questions?.n).toBeGreaterThanOrEqual(60);
});
