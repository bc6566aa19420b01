import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { findFreePort } from '../src/db/embedded';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-lifecycle-'));
// PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Running = { child: ChildProcess; port: number; logs: Record<string, unknown>[] };

/** Starts the real server entry point with the embedded database in `dataDir`. */
async function startServer(): Promise<Running> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let buffer = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, port, logs };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

/** PostgreSQL processes whose command line names our data folder. */
function postgresProcessesFor(dir: string): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function embeddedPort(logs: Record<string, unknown>[]): number {
  const line = logs.find((l) => l.msg === 'PostgreSQL embutido a correr');
  if (typeof line?.port !== 'number') throw new Error('embedded port not logged');
  return line.port;
}

async function stop(running: Running): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) =>
    running.child.on('exit', (code) => resolve(code)),
  );
  running.child.kill('SIGTERM');
  return exited;
}

test.skipIf(process.platform !== 'linux')(
  'SIGTERM stops the server and its embedded PostgreSQL; a restart keeps the data',
  async () => {
    const first = await startServer();
    expect(postgresProcessesFor(dataDir).length).toBeGreaterThan(0);
    const client = new pg.Client({
      connectionString: `postgres://nota20:nota20@127.0.0.1:${embeddedPort(first.logs)}/nota20`,
    });
    await client.connect();
    await client.query(
      `insert into school (nome, concelho, distrito) values ('Escola de Teste', 'Lisboa', 'Lisboa')`,
    );
    await client.end();

    expect(await stop(first)).toBe(0);
    expect(postgresProcessesFor(dataDir)).toEqual([]);

    const second = await startServer();
    try {
      expect(second.logs.some((l) => l.msg === 'A criar a base de dados embutida')).toBe(false);
      const again = new pg.Client({
        connectionString: `postgres://nota20:nota20@127.0.0.1:${embeddedPort(second.logs)}/nota20`,
      });
      await again.connect();
      const { rows } = await again.query(
        `select count(*)::int as n from school where nome = 'Escola de Teste'`,
      );
      await again.end();
      expect(rows[0]).toEqual({ n: 1 });
      const subjects = await fetch(`http://127.0.0.1:${second.port}/api/subjects`);
      expect(subjects.status).toBe(200);
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  },
  120_000,
);
