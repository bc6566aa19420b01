import http from 'node:http';
import zlib from 'node:zlib';
import compressible from 'compressible';
import compression from 'compression';
import Negotiator from 'negotiator';

/**
 * Compression of every response worth it (JSON, pages; 1 KB or more) for clients that accept it,
 * on Node's response, where Hono's server writes the body as it is (ADR 010). (A Hono middleware
 * has to read the finished body back through a web Response and its stream.) The fastest
 * levels: a test result (29 KB of JSON) compresses to 10 KB at gzip 1 in about a third of the
 * time of gzip's default level. The built app's files arrive already compressed
 * (scripts/precompress-web.mjs) and are left alone.
 */
const GZIP_LEVEL = 1;
const BROTLI_QUALITY = 1;
const THRESHOLD = 1024;
/** Larger whole bodies go to the stream, compressed off the main thread. */
const WHOLE_BODY_MAX = 256 * 1024;

/** Streamed bodies (the tutor's answer as it comes): Express's `compression`. */
const compressStream = compression({
  level: GZIP_LEVEL,
  threshold: THRESHOLD,
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
});

/** What `compression` offers, in its order of preference. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const encoders: Record<string, (body: Uint8Array) => Buffer> = {
  br: (body) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }),
  gzip: (body) => zlib.gzipSync(body, { level: GZIP_LEVEL }),
  deflate: (body) => zlib.deflateSync(body, { level: GZIP_LEVEL }),
};

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

type Headers = http.OutgoingHttpHeaders;

/** A header of the held `writeHead` call, else one set on the response (any letter case). */
function headerOf(res: http.ServerResponse, held: Headers, name: string) {
  for (const key in held) if (key.toLowerCase() === name) return held[key];
  return res.getHeader(name);
}

/** The held headers without `name` (any letter case). */
function without(held: Headers, name: string): Headers {
  const rest: Headers = {};
  for (const key in held) if (key.toLowerCase() !== name) rest[key] = held[key];
  return rest;
}

/**
 * For a compressible type, the headers to send (with Vary) and, when this whole body is worth
 * compressing for this client, its encoded bytes; `compression`'s rules and levels.
 */
function encodeWhole(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  held: Headers,
  body: Uint8Array,
): { headers: Headers; body: Buffer | undefined } | undefined {
  const type = headerOf(res, held, 'content-type');
  if (typeof type !== 'string' || !compressible(type)) return undefined;
  // Caches must keep each encoding apart, compressed or not.
  const vary = headerOf(res, held, 'vary');
  const headers = without(held, 'vary');
  headers.vary = vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding';
  const already = headerOf(res, held, 'content-encoding');
  const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(
    String(headerOf(res, held, 'cache-control') ?? ''),
  );
  if (
    (already && already !== 'identity') ||
    noTransform ||
    req.method === 'HEAD' ||
    status === 204 ||
    status === 304 ||
    body.byteLength < THRESHOLD ||
    body.byteLength > WHOLE_BODY_MAX
  )
    return { headers, body: undefined };
  const encoding = negotiateEncoding(req.headers['accept-encoding'], ENCODINGS, PREFERRED);
  const encode = encoding ? encoders[encoding] : undefined;
  if (!encoding || !encode) return { headers, body: undefined };
  const encoded = encode(body);
  const out = without(headers, 'content-length');
  out['content-encoding'] = encoding;
  out['content-length'] = encoded.byteLength;
  return { headers: out, body: encoded };
}

/**
 * Hono's Node server answers with `writeHead(status, headers)` then `end(body)` when it has the
 * whole body (every JSON answer and page): that body is compressed here in one call and sent
 * with its length. Streamed through `compression` instead, each answer paid for a new zlib stream,
 * its trip through libuv's pool and a chunked write per piece: about 0.4 ms of CPU more per test
 * result on this project's bench machine. Anything written in pieces goes on to `compression`.
 */
function compressWholeBodies(req: http.IncomingMessage, res: http.ServerResponse) {
  const { writeHead, write, end, flushHeaders } = res;
  let held: { status: number; headers: Headers } | undefined;
  /** Sends the held `writeHead` as it was (or the status alone) before anything else. */
  const release = () => {
    if (res.headersSent) return;
    const h = held;
    held = undefined;
    if (h) writeHead.call(res, h.status, h.headers);
    else writeHead.call(res, res.statusCode);
  };
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    const [headers] = rest;
    if (rest.length <= 1 && (headers === undefined || isPlainHeaders(headers))) {
      // Node's implicit writeHead(statusCode) (flushHeaders, first write) keeps what is held.
      held = { status, headers: { ...held?.headers, ...(headers as Headers | undefined) } };
      return this;
    }
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
  res.flushHeaders = function (this: http.ServerResponse) {
    release();
    flushHeaders.call(this);
  };
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    release();
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof res.write;
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk] = args;
    const body =
      typeof chunk === 'string' && typeof args[1] !== 'string'
        ? Buffer.from(chunk)
        : chunk instanceof Uint8Array
          ? chunk
          : undefined;
    if (body && !res.headersSent) {
      const status = held?.status ?? res.statusCode;
      const found = encodeWhole(req, res, status, held?.headers ?? {}, body);
      if (found) {
        held = { status, headers: found.headers };
        release();
        const callback = args.find((a) => typeof a === 'function');
        return (end as (...a: unknown[]) => http.ServerResponse).call(
          this,
          found.body ?? body,
          ...(callback ? [callback] : []),
        );
      }
    }
    release();
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof res.end;
}

function isPlainHeaders(value: unknown): value is Headers {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
    compressStream(
      req as Parameters<typeof compressStream>[0],
      res as Parameters<typeof compressStream>[1],
      () => {
        compressWholeBodies(req, res);
        listener(req, res);
      },
    );
  })) as typeof http.createServer;
