import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterAll, expect, test } from 'vitest';
import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded';

// The database goes away under a running server and comes back: meanwhile the server answers
// 503 with the error model (never a 500 or a stack trace), and afterwards it serves again.

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-dbrestart-'));
fs.chmodSync(dataDir, 0o755);
const pgDir = path.join(dataDir, 'postgres');
const silent = pino({ level: 'silent' });
let postgres: EmbeddedDatabase | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server?.on('exit', () => resolve());
      server?.kill('SIGTERM');
    });
  }
  await postgres?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function until(check: () => Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

test.skipIf(process.platform !== 'linux')(
  'a database restart under the server: 503 meanwhile, never 500; served again afterwards',
  async () => {
    const pgPort = await findFreePort();
    postgres = await startEmbeddedPostgres(pgDir, silent, { database: 'nota20', port: pgPort });
    const port = await findFreePort();
    server = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: postgres.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
      },
      stdio: 'ignore',
    });
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;
    const status = (p: string) =>
      fetch(url(p)).then(
        (r) => r.status,
        () => 0,
      );
    expect(await until(async () => (await status('/api/health/ready')) === 200, 60_000)).toBe(true);
    expect(await status('/api/subjects')).toBe(200);

    await postgres.stop();
    postgres = undefined;
    for (const p of ['/api/health/ready', '/api/schools?q=lisboa', '/api/auth/get-session']) {
      const response = await fetch(url(p));
      const body = await response.text();
      expect(response.status, `${p}: ${body}`).not.toBe(500);
      expect(body).not.toMatch(/ECONNREFUSED|at .*\.(ts|js):\d+/);
    }
    expect(await status('/api/health/ready')).toBe(503);
    expect(await status('/api/health/live')).toBe(200);
    const during = await fetch(url('/api/schools?q=lisboa'));
    expect(during.status).toBe(503);
    expect(((await during.json()) as { error: { code: string } }).error.code).toBe('UNAVAILABLE');

    postgres = await startEmbeddedPostgres(pgDir, silent, { database: 'nota20', port: pgPort });
    expect(await until(async () => (await status('/api/health/ready')) === 200, 30_000)).toBe(true);
    expect(await status('/api/schools?q=lisboa')).toBe(200);
  },
  180_000,
);
