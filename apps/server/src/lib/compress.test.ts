import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { createCompressedServer } from './compress';

const database = useTestDatabase();
let server: http.Server | undefined;
let port = 0;

beforeAll(async () => {
  const app = createTestApp(database().db);
  await new Promise<void>((resolve) => {
    server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1', createServer: createCompressedServer },
      (info: AddressInfo) => {
        port = info.port;
        resolve();
      },
    ) as http.Server;
  });
});
afterAll(() => new Promise<void>((resolve) => server?.close(() => resolve())));

/** The raw response, as the bytes arrive (no client-side decoding). */
function rawGet(path: string, acceptEncoding?: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      http
        .get({ host: '127.0.0.1', port, path, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              headers: res.headers,
              body: Buffer.concat(chunks),
              status: res.statusCode ?? 0,
            }),
          );
        })
        .on('error', reject);
    },
  );
}

test('JSON of 1 KB or more goes compressed to clients that accept it, and only to them', async () => {
  const url = '/api/subjects/Economia/units/4/questions';
  const plain = await rawGet(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const text = plain.body.toString('utf8');
  expect(text.length).toBeGreaterThan(1024);

  const zipped = await rawGet(url, 'gzip');
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(zipped.headers['content-type']).toMatch(/^application\/json/);
  // The security headers survive the new body.
  expect(zipped.headers['content-security-policy']).toContain("default-src 'self'");
  expect(zipped.body.length).toBeLessThan(text.length / 2);
  expect(zlib.gunzipSync(zipped.body).toString('utf8')).toBe(text);

  // Browsers also offer brotli, which is then preferred.
  const brotli = await rawGet(url, 'gzip, deflate, br, zstd');
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(text);

  // Small bodies are not worth it.
  const health = await rawGet('/api/health/live', 'gzip');
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
});
