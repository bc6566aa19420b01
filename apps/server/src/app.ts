import { MESSAGES } from '@nota20/core/messages';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createAuth, publicUrl, trustedOrigins } from './auth/auth';
import { requireUser } from './auth/require-user';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { dashboardRoutes } from './features/dashboard/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { profileRoutes } from './features/profile/routes';
import { quizRoutes } from './features/quizzes/routes';
import { schoolRoutes } from './features/schools/routes';
import { subjectRoutes } from './features/subjects/routes';
import { listSubjects } from './features/subjects/service';
import { assistantRoutes, createTutor } from './features/assistant/routes';
import { planRoutes } from './features/plans/routes';
import { systemRoutes } from './features/system/routes';
import { adjustableClock, testClockRoutes } from './features/system/test-clock';
import { clientIp } from './lib/client-ip';
import type { AppEnv } from './lib/context';
import { AppError, errorBody, handleError } from './lib/errors';
import type { Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import type { Redis } from './lib/redis';
import { requestGuard } from './lib/request-guard';
import { createRouter } from './lib/router';
import './lib/zod-pt';
import { mountWebApp } from './lib/web-app';

export const JSON_BODY_LIMIT = 64 * 1024;

/** The signed-in part of the API (relative to /api). */
export const SIGNED_IN_PATHS = [
  '/me',
  '/me/*',
  '/dashboard',
  '/quizzes',
  '/quizzes/*',
  '/plans',
  '/plans/*',
  '/assistant',
] as const;

// The catalogue changes only when content is synced; page meta and the sitemap read it often.
const SUBJECTS_CACHE_MS = 60_000;

/** The last value of `load` for `ms`, shared by concurrent callers; a failure is not kept. */
function cached<T>(ms: number, load: () => Promise<T>): () => Promise<T> {
  let value: { at: number; promise: Promise<T> } | undefined;
  return () => {
    if (!value || Date.now() - value.at > ms) {
      const promise = load();
      value = { at: Date.now(), promise };
      promise.catch(() => {
        value = undefined;
      });
    }
    return value.promise;
  };
}

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The security headers of every response; `styleNonce` is [NONCE] for pages. */
function securityHeaders(styleNonce: (typeof NONCE)[]): Parameters<typeof secureHeaders>[0] {
  return {
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", ...styleNonce],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    // The sign-in popup (a later feature) needs to talk back to its opener.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
  };
}

export type AppDeps = {
  db: Db;
  config: Config;
  logger: Logger;
  /** The Redis of REDIS_URL, when set: sessions and rate limits live there. */
  redis?: Redis;
  /** True once the process is shutting down: every request is then answered 503. */
  draining?: () => boolean;
  clock?: () => Date;
};

/** The API under /api, its OpenAPI document, and the built web app. Used by index.ts and tests. */
export function createApp({
  db,
  config,
  logger,
  redis,
  draining,
  clock: baseClock = () => new Date(),
}: AppDeps) {
  const app = new Hono<AppEnv>();
  const testClock = config.TEST_CLOCK_HOOKS ? adjustableClock(baseClock) : undefined;
  const clock = testClock?.now ?? baseClock;
  if (testClock)
    logger.warn('TEST_CLOCK_HOOKS ligado: POST /api/test/clock muda a hora do servidor');
  const limiter = createRateLimiter({ db, ...(redis ? { redis } : {}) });
  const auth = createAuth({
    db,
    config,
    limiter,
    logger,
    mailer: createMailer(config, logger),
    ...(redis ? { redis } : {}),
  });

  app.use(requestId());
  app.use(clientIp(config.TRUST_PROXY_HOPS));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('log', logger.child({ reqId: c.var.requestId }));
    c.set('db', db);
    c.set('config', config);
    c.set('limiter', limiter);
    if (redis) c.set('redis', redis);
    c.set('now', clock);
    await next();
    c.var.log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  // Pages get a fresh CSP nonce each (for the <style> elements widgets inject); API responses
  // need none, which saves generating one per request.
  const pageHeaders = secureHeaders(securityHeaders([NONCE]));
  const apiHeaders = secureHeaders(securityHeaders([]));
  app.use((c, next) =>
    c.req.path.startsWith('/api/') ? apiHeaders(c, next) : pageHeaders(c, next),
  );
  if (draining) {
    app.use(async (c, next) => {
      if (!draining()) return next();
      // Shutting down: the client should retry (elsewhere) and not reuse this connection. The
      // error goes through the app's handler, so it carries the security headers too.
      c.header('Connection', 'close');
      c.header('Cache-Control', 'no-store');
      throw new AppError('UNAVAILABLE', MESSAGES.unavailable, undefined, 5);
    });
  }
  app.use(compress());
  const limitBody = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: (c) => c.json(errorBody('PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge), 413),
  });
  // Only requests that may carry a body: reading a GET's body would build a full Request for it.
  app.use('/api/*', (c, next) => (BODYLESS.has(c.req.method) ? next() : limitBody(c, next)));

  app.use('/api/*', requestGuard(trustedOrigins(config)));
  const api = createRouter().basePath('/api');
  // Every path here needs a session (401 without one); all other /api paths are public.
  for (const path of SIGNED_IN_PATHS) api.use(path, requireUser(auth));
  api
    .route('/', systemRoutes)
    .route('/', subjectRoutes)
    .route('/', schoolRoutes)
    .route('/', authRoutes(auth, config))
    .route('/', feedbackRoutes(auth))
    .route('/', profileRoutes)
    .route('/', quizRoutes)
    .route('/', dashboardRoutes)
    .route('/', planRoutes)
    .route('/', assistantRoutes(createTutor(config)));
  if (testClock) api.route('/', testClockRoutes(testClock));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nota20 API',
      version: '1.0.0',
      description: 'The HTTP contract of Nota20; see API.md for the conventions.',
    },
  });
  api.all('*', () => {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });
  app.route('/', api);

  mountWebApp(app, config.WEB_DIST_DIR, logger, {
    subjects: cached(SUBJECTS_CACHE_MS, () => listSubjects(db)),
    publicUrl: publicUrl(config),
    contactEmail: config.CONTACT_EMAIL,
  });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
