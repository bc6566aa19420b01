import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../src/db/client';
import { createCompressedServer } from '../src/lib/http/compress';
import { createTestApp } from './app';

/**
 * The test app served over real HTTP for the file's tests, as index.ts serves it (Node's server
 * with compression): for what `app.request()` skips (the socket, Node's parser, compression).
 * `port()` is where it listens once the file's tests start.
 */
export function useHttpServer(db: () => Db) {
  let server: http.Server | undefined;
  let port = 0;
  beforeAll(async () => {
    const app = createTestApp(db());
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
  return { port: () => port };
}
