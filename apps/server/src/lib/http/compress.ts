import http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Compression of every response worth it (JSON, pages; 1 KB or more) for clients that accept it,
 * by Express's `compression` on Node's response, where Hono's server writes the body as it is
 * (ADR 010): a Hono middleware has to read the finished body back through a web Response and its
 * stream. The fastest levels: a test result (29 KB of JSON) compresses to 10 KB at gzip 1 in
 * about a third of the time of gzip's default level. Answers that arrive already encoded (the
 * built app's precompressed files, a test's JSON made of gzipped pieces, ADR 011) are left alone.
 */
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;
const THRESHOLD = 1024;

const compress = compression({
  level: GZIP_LEVEL,
  threshold: THRESHOLD,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
});

/**
 * The encoding `negotiator` picks for an Accept-Encoding header among `available`, `preferred`
 * first when the client likes them equally (`compression`'s rules); undefined when none will do.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: string[],
  preferred: string[],
): string | undefined {
  const negotiator = new Negotiator({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as unknown as { encoding: (available: string[], preferred: string[]) => string | undefined };
  return negotiator.encoding(available, preferred);
}

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
