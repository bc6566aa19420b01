import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { cookiesFrom } from './session';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';
import { deleteKeys, redisForTests, TEST_REDIS_URL, testKeyPrefix } from './redis';

// Two server processes on one PostgreSQL, as behind a load balancer: sessions and rate limits
// live in the database (or in the Redis of REDIS_URL), so both processes see the same ones.

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-scale-'));
fs.chmodSync(dataDir, 0o755);
const SECRET = 'scale-out-secret-scale-out-secret-123456';
const ORIGIN = 'https://nota20.example';

const hasRedis = await redisForTests();
const redisPrefix = testKeyPrefix();
let postgres: EmbeddedDatabase | undefined;
type Server = { child: ChildProcess; port: number };

async function startServer(databaseUrl: string, env: Record<string, string>): Promise<Server> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: SECRET,
      // Both answer as the one public site behind the balancer.
      PUBLIC_URL: ORIGIN,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

beforeAll(async () => {
  postgres = await startEmbeddedPostgres(
    path.join(dataDir, 'postgres'),
    pino({ level: 'silent' }),
    { database: 'nota20' },
  );
}, 120_000);

afterAll(async () => {
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (hasRedis) await deleteKeys(redisPrefix);
}, 60_000);

function stop({ child }: Server) {
  return new Promise<void>((resolve) => {
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const send = (port: number, pathname: string, body: unknown, cookie?: string) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });

const MODES: { mode: string; env: Record<string, string>; skip: boolean }[] = [
  { mode: 'PostgreSQL only', env: {}, skip: false },
  {
    mode: 'PostgreSQL and Redis',
    env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: redisPrefix },
    skip: !hasRedis,
  },
];

describe.skipIf(process.platform !== 'linux').each(MODES)('$mode', ({ env, skip }) => {
  const servers: Server[] = [];
  beforeAll(async () => {
    if (skip || !postgres) return;
    servers.push(
      ...(await Promise.all([startServer(postgres.url, env), startServer(postgres.url, env)])),
    );
  }, 120_000);
  afterAll(() => Promise.all(servers.map(stop)), 60_000);

  test.skipIf(skip)(
    'a session made on one process works on the other and ends on both; the sign-in limit counts across both',
    async () => {
      const [a, b] = servers;
      if (!a || !b) throw new Error('servers not started');
      const email = `escala-${Date.now()}@example.pt`;
      const signUp = await send(a.port, '/api/auth/sign-up/email', {
        name: 'Aluna Escala',
        email,
        password: 'segredo123',
      });
      expect(signUp.status).toBe(200);
      const cookie = cookiesFrom(signUp);
      const me = await fetch(`http://127.0.0.1:${b.port}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);

      // Wrong passwords from one address, alternating between the processes: the slow-down
      // (after 5 failures of this account from this address) starts after 5 in all, not 5 on each.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const server = i % 2 === 0 ? a : b;
        const attempt = await send(server.port, '/api/auth/sign-in/email', {
          email,
          password: `errada-${i}`,
        });
        statuses.push(attempt.status);
      }
      expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
      expect(statuses[5]).toBe(429);

      // Signing out on one ends the session on the other at once.
      expect((await send(b.port, '/api/auth/sign-out', {}, cookie)).status).toBe(200);
      const after = await fetch(`http://127.0.0.1:${a.port}/api/me`, { headers: { cookie } });
      expect(after.status).toBe(401);
      // Both say what they depend on.
      const ready = (await (await fetch(`http://127.0.0.1:${a.port}/api/health/ready`)).json()) as {
        redis?: string;
      };
      expect(ready.redis).toBe('REDIS_URL' in env ? 'ok' : undefined);
    },
    60_000,
  );
});
