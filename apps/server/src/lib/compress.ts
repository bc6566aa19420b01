import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';

/**
 * Compression of every response worth it (JSON, pages; 1 KB or more) for clients that accept it,
 * done by Express's `compression` on Node's response, where Hono's server writes the body as it
 * is. (A Hono middleware has to read the finished body back through a web Response and its
 * stream: that cost 1.7 ms of CPU per test started and submitted, over half of it not gzip.)
 * The fastest levels: a test result (37 KB of JSON) compresses in ~0.1 ms to 11 KB, against
 * ~0.5 ms for 9.4 KB at gzip's default. The built app's files arrive already compressed
 * (scripts/precompress-web.mjs) and are left alone.
 */
const compress = compression({
  level: 1,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } },
});

/**
 * `createServer` for @hono/node-server's `serve`: Node's HTTP server, with compression. (`serve`
 * types it as http.createServer with all its overloads; it calls it with options and listener.)
 */
export const createCompressedServer = ((
  options: http.ServerOptions,
  listener: http.RequestListener,
) =>
  http.createServer(options, (req, res) => {
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () =>
      listener(req, res),
    );
  })) as typeof http.createServer;
