import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/database';
import { useHttpServer } from '../../../test/http-server';
import { createCompressedServer } from './compress';

const database = useTestDatabase();
const served = useHttpServer(() => database().db);

test('JSON of 1 KB or more goes compressed to clients that accept it, and only to them', async () => {
  const url = '/api/subjects/Economia/units/4/questions';
  const plain = await rawRequest(url);
  expect(plain.headers['content-encoding']).toBeUndefined();
  const text = plain.body.toString('utf8');
  expect(text.length).toBeGreaterThan(1024);

  const zipped = await rawRequest(url, { acceptEncoding: 'gzip' });
  expect(zipped.status).toBe(200);
  expect(zipped.headers['content-encoding']).toBe('gzip');
  expect(zipped.headers.vary).toMatch(/accept-encoding/i);
  expect(zipped.headers['content-type']).toMatch(/^application\/json/);
  // The security headers survive the new body.
  expect(zipped.headers['content-security-policy']).toContain("default-src 'self'");
  expect(zipped.body.length).toBeLessThan(text.length / 2);
  expect(zlib.gunzipSync(zipped.body).toString('utf8')).toBe(text);

  // Browsers also offer brotli, which is then preferred.
  const brotli = await rawRequest(url, { acceptEncoding: 'gzip, deflate, br, zstd' });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(brotli.body).toString('utf8')).toBe(text);

  // Small bodies are not worth it.
  const health = await rawRequest('/api/health/live', { acceptEncoding: 'gzip' });
  expect(health.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
});

/** A bare server with `createCompressedServer`, answering with `handler`; closed after `use`. */
async function withServer(
  handler: http.RequestListener,
  use: (get: typeof rawRequest) => Promise<void>,
) {
  const bare = createCompressedServer({}, handler);
  await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const { port: barePort } = bare.address() as AddressInfo;
  try {
    await use((path, options) => rawRequest(path, { ...options, port: barePort }));
  } finally {
    await new Promise<void>((resolve) => bare.close(() => resolve()));
  }
}

/** The raw response, as the bytes arrive (no client-side decoding); the app's server by default. */
function rawRequest(
  path: string,
  options: { port?: number; method?: string; acceptEncoding?: string } = {},
) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer; status: number }>(
    (resolve, reject) => {
      const headers = options.acceptEncoding ? { 'accept-encoding': options.acceptEncoding } : {};
      http
        .request(
          {
            host: '127.0.0.1',
            port: options.port ?? served.port(),
            path,
            headers,
            method: options.method,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                headers: res.headers,
                body: Buffer.concat(chunks),
                status: res.statusCode ?? 0,
              }),
            );
          },
        )
        .on('error', reject)
        .end();
    },
  );
}

const big = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ n: i, text: 'x' })) });

test('a whole body and one written in pieces both go compressed, keeping the headers set for them', async () => {
  await withServer(
    (req, res) => {
      if (req.url === '/pieces') {
        // As Hono's Node server streams a body: headers, then flushed before the first piece.
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.flushHeaders();
        res.write(big.slice(0, 2000));
        res.end(big.slice(2000));
        return;
      }
      const extra: http.OutgoingHttpHeaders =
        req.url === '/no-transform' ? { 'cache-control': 'no-transform' } : {};
      res.writeHead(201, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(big),
        vary: 'Origin',
        'x-kept': 'yes',
        ...extra,
      });
      res.end(big);
    },
    async (get) => {
      const whole = await get('/whole', { acceptEncoding: 'gzip' });
      expect(whole.status).toBe(201);
      expect(whole.headers['content-encoding']).toBe('gzip');
      expect(whole.headers.vary).toBe('Origin, Accept-Encoding');
      expect(whole.headers['x-kept']).toBe('yes');
      expect(zlib.gunzipSync(whole.body).toString('utf8')).toBe(big);

      const plain = await get('/whole');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toBe(big);
      expect(plain.headers.vary).toBe('Origin, Accept-Encoding');

      const head = await get('/whole', { method: 'HEAD', acceptEncoding: 'gzip' });
      expect(head.headers['content-encoding']).toBeUndefined();
      expect(head.body.length).toBe(0);

      const kept = await get('/no-transform', { acceptEncoding: 'gzip' });
      expect(kept.headers['content-encoding']).toBeUndefined();
      expect(kept.body.toString('utf8')).toBe(big);

      const pieces = await get('/pieces', { acceptEncoding: 'gzip' });
      expect(pieces.headers['content-encoding']).toBe('gzip');
      expect(pieces.headers['content-type']).toBe('text/event-stream');
      expect(zlib.gunzipSync(pieces.body).toString('utf8')).toBe(big);
    },
  );
});
