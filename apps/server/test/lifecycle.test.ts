import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cookiesFrom } from './session';
import { afterAll, expect, test } from 'vitest';
import { findFreePort } from '../src/db/embedded';

const serverDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-lifecycle-'));
// PostgreSQL runs as its own user when we are root; it must be able to enter the folder.
fs.chmodSync(dataDir, 0o755);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

type Running = { child: ChildProcess; port: number; logs: Record<string, unknown>[] };

/** Starts the real server entry point with the embedded database in `dataDir`. */
async function startServer(port?: number, extraEnv: NodeJS.ProcessEnv = {}): Promise<Running> {
  port ??= await findFreePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'debug',
    NODE_ENV: 'production',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
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

    // SIGTERM while clients keep sending on kept-alive connections: each request is answered
    // (or refused with 503), none gets a 500 from a pool closed under it.
    const statuses: number[] = [];
    const refusals: Response[] = [];
    let stopping = false;
    const clients = Array.from({ length: 20 }, async (_, i) => {
      for (let n = 0; n < 400; n++) {
        const status = await fetch(
          `http://127.0.0.1:${first.port}/api/schools?q=escola${i % 5}`,
        ).then(
          (r) => {
            if (r.status === 503) refusals.push(r);
            return r.status;
          },
          () => 0,
        );
        statuses.push(status);
        if (status === 0 || (stopping && status === 503)) return;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping = true;
    expect(await stop(first)).toBe(0);
    await Promise.all(clients);
    expect(statuses.filter((status) => status >= 500 && status !== 503)).toEqual([]);
    // A refusal during shutdown is our error model, with the security headers.
    for (const refusal of refusals) {
      expect(refusal.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(refusal.headers.get('retry-after')).toBe('5');
      expect(((await refusal.json()) as { error: { code: string } }).error.code).toBe(
        'UNAVAILABLE',
      );
    }
    expect(statuses.some((status) => status === 200)).toBe(true);
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

/** A JSON request from the server's own origin, as the web app sends it. */
function send(port: number, method: string, pathname: string, body: unknown, cookie?: string) {
  return fetch(`http://127.0.0.1:${port}${pathname}`, {
    method,
    headers: {
      'content-type': 'application/json',
      origin: `http://127.0.0.1:${port}`,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

test.skipIf(process.platform !== 'linux')(
  'SIGKILL while students submit: a restart takes over, and every submit that got 200 is stored and graded once',
  async () => {
    const first = await startServer();
    const { port } = first;
    const students: { cookie: string; quizzes: string[] }[] = [];
    for (let i = 0; i < 6; i++) {
      const signUp = await send(port, 'POST', '/api/auth/sign-up/email', {
        name: `Aluno ${i}`,
        email: `falha-${i}-${Date.now()}@example.pt`,
        password: 'segredo123',
      });
      expect(signUp.status).toBe(200);
      const cookie = cookiesFrom(signUp);
      const quizzes: string[] = [];
      for (let q = 0; q < 5; q++) {
        const started = await send(
          port,
          'POST',
          '/api/quizzes',
          { type: 'random', subject: 'Economia', count: 5 },
          cookie,
        );
        quizzes.push(((await started.json()) as { id: string }).id);
      }
      students.push({ cookie, quizzes });
    }

    // Every student submits all their tests at once; the server dies after the tenth answer.
    const confirmed = new Map<string, { cookie: string; grade: number }>();
    let answered = 0;
    let killed = false;
    const submits = students.flatMap(({ cookie, quizzes }) =>
      quizzes.map(async (id) => {
        try {
          const response = await send(
            port,
            'POST',
            `/api/quizzes/${id}/submit`,
            { answers: { 1: 'A', 2: 'B', 3: 'C' } },
            cookie,
          );
          if (response.status === 200) {
            const result = (await response.json()) as { grade: number };
            confirmed.set(id, { cookie, grade: result.grade });
          }
        } catch {
          // the connection died with the server: this submit was never confirmed
        }
        if (++answered >= 10 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }),
    );
    await Promise.all(submits);
    await new Promise<void>((resolve) =>
      first.child.exitCode !== null || first.child.signalCode
        ? resolve()
        : first.child.on('exit', () => resolve()),
    );
    expect(confirmed.size).toBeGreaterThanOrEqual(1);

    // The killed server's PostgreSQL is still running; the restart stops it and takes over.
    const second = await startServer(port);
    try {
      expect(
        second.logs.some(
          (l) => l.msg === 'A parar o PostgreSQL embutido deixado por um servidor que morreu',
        ),
      ).toBe(true);
      for (const [id, { cookie, grade }] of confirmed) {
        const stored = await fetch(`http://127.0.0.1:${port}/api/quizzes/${id}`, {
          headers: { cookie },
        });
        expect(stored.status, id).toBe(200);
        expect(((await stored.json()) as { grade: number }).grade).toBe(grade);
      }
      // Graded once: each student's finished tests match their count of exams completed.
      for (const { cookie } of students) {
        const list = (await (
          await fetch(`http://127.0.0.1:${port}/api/quizzes`, { headers: { cookie } })
        ).json()) as { items: { id: string }[] };
        const me = (await (
          await fetch(`http://127.0.0.1:${port}/api/me`, { headers: { cookie } })
        ).json()) as { stats: { examsCompleted: number } };
        expect(new Set(list.items.map((i) => i.id)).size).toBe(list.items.length);
        expect(me.stats.examsCompleted).toBe(list.items.length);
      }
    } finally {
      expect(await stop(second)).toBe(0);
    }
    expect(postgresProcessesFor(dataDir)).toEqual([]);
  },
  180_000,
);

test.skipIf(process.platform !== 'linux')(
  'a client that trickles its headers is answered 408 and cut off; others are served meanwhile',
  async () => {
    const running = await startServer(undefined, { HTTP_HEADERS_TIMEOUT_MS: '1000' });
    try {
      const socket = net.connect(running.port, '127.0.0.1');
      const received: string[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk.toString()));
      const closed = new Promise<number>((resolve) => {
        const started = Date.now();
        socket.on('close', () => resolve(Date.now() - started));
      });
      socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      const drip = setInterval(() => socket.write('X-Slow: 1\r\n'), 200);
      expect((await fetch(`http://127.0.0.1:${running.port}/api/health/live`)).status).toBe(200);
      const after = await closed;
      clearInterval(drip);
      expect(after).toBeLessThan(5000);
      expect(received.join('')).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      expect(await stop(running)).toBe(0);
    }
  },
  120_000,
);

/** A raw POST of `chunks` (sent with Content-Length, or chunked): the status and the body. */
function post(port: number, chunks: string[], chunked: boolean) {
  const length = chunks.reduce((n, c) => n + Buffer.byteLength(c), 0);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/feedback',
        headers: {
          'content-type': 'application/json',
          origin: `http://127.0.0.1:${port}`,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': length }),
        },
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

test.skipIf(process.platform !== 'linux')(
  'over HTTP, a body over 64 KiB is refused with 413 whether it states its length or comes in chunks',
  async () => {
    const running = await startServer();
    try {
      const big = JSON.stringify({ type: 'Bug', message: 'x'.repeat(70 * 1024) });
      const halves = [big.slice(0, 40_000), big.slice(40_000)];
      for (const chunked of [false, true]) {
        const refused = await post(running.port, halves, chunked);
        expect(refused.status, `chunked: ${chunked}`).toBe(413);
        expect(JSON.parse(refused.body)).toEqual({
          error: { code: 'PAYLOAD_TOO_LARGE', message: 'O pedido é demasiado grande.' },
        });
        // A small body is read and validated either way.
        const small = await post(running.port, ['{"type":', '"Bug"}'], chunked);
        expect(small.status, `chunked: ${chunked}`).toBe(400);
        expect(JSON.parse(small.body).error.code).toBe('VALIDATION');
      }
    } finally {
      expect(await stop(running)).toBe(0);
    }
  },
  120_000,
);
