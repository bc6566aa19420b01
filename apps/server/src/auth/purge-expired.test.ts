import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { get, signUp } from '../../test/session';
import { session, user, verification } from '../db/schema/index';
import { purgeExpired } from './purge-expired';

const database = useTestDatabase();

test('expired sessions, links and old counters are purged; live ones stay', async () => {
  const db = database().db;
  const app = createTestApp(db);
  const live = await signUp(app);
  const expired = await signUp(app);
  const [gone] = await db.select({ id: user.id }).from(user).where(eq(user.email, expired.email));
  const past = new Date(Date.now() - 60_000);
  await db
    .update(session)
    .set({ expiresAt: past })
    .where(eq(session.userId, gone?.id ?? ''));
  await db.insert(verification).values([
    { id: randomUUID(), identifier: 'reset-password:velho', value: 'x', expiresAt: past },
    {
      id: randomUUID(),
      identifier: 'reset-password:novo',
      value: 'y',
      expiresAt: new Date(Date.now() + 3_600_000),
    },
  ]);
  await db.execute(sql`insert into rate_limit (id, key, count, last_request) values
    (${randomUUID()}, 'velho', 1, ${Date.now() - 2 * 86_400_000}),
    (${randomUUID()}, 'novo', 1, ${Date.now()})`);

  const deleted = await purgeExpired(db, new Date());
  expect(deleted.sessions).toBeGreaterThanOrEqual(1);
  expect(deleted.verifications).toBeGreaterThanOrEqual(1);
  expect(deleted.counters).toBeGreaterThanOrEqual(1);
  expect(
    await db
      .select()
      .from(session)
      .where(eq(session.userId, gone?.id ?? '')),
  ).toHaveLength(0);
  const links = await db.select({ identifier: verification.identifier }).from(verification);
  expect(links.map((l) => l.identifier)).toContain('reset-password:novo');
  expect(links.map((l) => l.identifier)).not.toContain('reset-password:velho');
  const keys = await db.execute<{ key: string }>(sql`select key from rate_limit`);
  expect(keys.rows.map((r) => r.key)).toContain('novo');
  expect(keys.rows.map((r) => r.key)).not.toContain('velho');
  expect((await get(app, '/api/me', live.cookie)).status).toBe(200);
});
