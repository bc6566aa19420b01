import { MESSAGES } from '@nota20/core/messages';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import { createAuth } from './auth/auth';
import { isTrustedOrigin, publicUrl } from './auth/options';
import { SESSION_SECURITY } from './auth/require-user';
import { createSessions } from './auth/sessions';
import { authRoutes } from './auth/routes';
import type { Config } from './config';
import type { Db } from './db/client';
import { dashboardRoutes } from './features/dashboard/routes';
import { feedbackRoutes } from './features/feedback/routes';
import { glossaryRoutes } from './features/glossary/routes';
import { learningRoutes } from './features/learning/routes';
import { profileRoutes } from './features/profile/routes';
import { quizRoutes } from './features/quizzes/routes';
import { schoolRoutes } from './features/schools/routes';
import { subjectRoutes } from './features/subjects/routes';
import { assistantRoutes, createTutor } from './features/assistant/routes';
import { planRoutes } from './features/plans/routes';
import { systemRoutes } from './features/system/routes';
import { adjustableClock, testClockRoutes } from './features/system/test-clock';
import { clientIp } from './lib/http/client-ip';
import type { AppEnv } from './lib/http/context';
import type { ChangeFeed } from './lib/cache/change-feed';
import { AppError, errorBody, handleError } from './lib/http/errors';
import { redactedPath, type Logger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { createRateLimiter } from './lib/rate-limit';
import type { Redis } from './lib/redis';
import { hasBody, requestGuard } from './lib/http/request-guard';
import { createRouter } from './lib/http/router';
import { createQuestionBank } from './features/subjects/bank';
import { createStudents } from './features/students/data';
import './lib/http/zod-pt';
import { mountWebApp } from './lib/http/web-app';

export const JSON_BODY_LIMIT = 64 * 1024;

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
  /**
   * The database's change feed: while it is live, sessions and students' own data are copied
   * per process and forgotten when they change (ADR 006). Without it every request reads them.
   */
  changes?: ChangeFeed;
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
  changes,
  draining,
  clock: baseClock = () => new Date(),
}: AppDeps) {
  const app = new Hono<AppEnv>();
  const testClock = config.TEST_CLOCK_HOOKS ? adjustableClock(baseClock) : undefined;
  const clock = testClock?.now ?? baseClock;
  if (testClock)
    logger.warn('TEST_CLOCK_HOOKS ligado: POST /api/test/clock muda a hora do servidor');
  const limiter = createRateLimiter({ db, ...(redis ? { redis } : {}) });
  const mailer = createMailer(config, logger);
  const students = createStudents(db, changes);
  // What auth's hooks forget when a student's sessions or account change: the students' copies,
  // and the sessions' (which read through auth, so are added once it exists).
  const copiesOfStudents: ((userId: string) => void)[] = [students.forgetUser];
  const auth = createAuth({
    db,
    config,
    limiter,
    logger,
    mailer,
    ...(redis ? { redis } : {}),
    changed: (userId) => {
      for (const forget of copiesOfStudents) forget(userId);
    },
  });
  const sessions = createSessions(auth, changes);
  copiesOfStudents.push(sessions.forgetUser);
  const bank = createQuestionBank(db, changes);

  app.use(requestId());
  app.use(clientIp(config.TRUST_PROXY_HOPS, logger));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set('log', logger.child({ reqId: c.get('requestId') }));
    c.set('db', db);
    c.set('config', config);
    c.set('limiter', limiter);
    c.set('sessions', sessions);
    if (redis) c.set('redis', redis);
    c.set('now', clock);
    await next();
    c.get('log').info(
      {
        method: c.req.method,
        // Never the query, and no secret token from the path (a password-reset link's).
        path: redactedPath(c.req.path),
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
  const tooLarge = (c: Context<AppEnv>) =>
    c.json(errorBody('PAYLOAD_TOO_LARGE', MESSAGES.payloadTooLarge), 413);
  // Bodies of unknown length (chunked) are counted as they arrive.
  const limitBody = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  app.use('/api/*', async (c, next) => {
    // Only requests that may carry a body: reading a GET's body would build a full Request for it.
    if (BODYLESS.has(c.req.method)) return next();
    // With a Content-Length and no chunking (what browsers and the apps send), Node's parser
    // reads exactly that many bytes, so the header is the check; the body is then read straight
    // from the socket instead of through a web Request and its stream.
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (!(Number(length) <= JSON_BODY_LIMIT)) return tooLarge(c);
      return next();
    }
    if (!hasBody(c)) return next();
    return limitBody(c, next);
  });

  app.use(
    '/api/*',
    requestGuard((origin, host) => isTrustedOrigin(config, origin, host)),
  );
  // Which routes need a student is declared by each route (studentRoute), not listed here.
  const api = createRouter().basePath('/api');
  api.openAPIRegistry.registerComponent('securitySchemes', SESSION_SECURITY, {
    type: 'apiKey',
    in: 'cookie',
    name: 'nota20.session_token',
    description: 'The session cookie better-auth sets at sign-in (`__Host-` prefixed behind HTTPS)',
  });
  api
    .route('/', systemRoutes)
    .route('/', subjectRoutes(bank))
    .route('/', schoolRoutes)
    .route('/', authRoutes(auth, config))
    .route('/', feedbackRoutes({ mailer, config, students }))
    .route('/', profileRoutes({ auth, students }))
    .route('/', quizRoutes({ students, bank }))
    .route('/', dashboardRoutes(students))
    .route('/', planRoutes)
    .route('/', learningRoutes(bank))
    .route('/', glossaryRoutes(bank))
    .route('/', assistantRoutes({ tutor: createTutor(config), bank }));
  if (testClock) api.route('/', testClockRoutes(testClock));
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Nota20 API',
      version: '1.0.0',
      description:
        'The HTTP contract of Nota20; docs/api.md in the repository gives its conventions.',
    },
  });
  api.all('*', () => {
    throw new AppError('NOT_FOUND', MESSAGES.notFound);
  });
  app.route('/', api);

  mountWebApp(app, config.WEB_DIST_DIR, logger, {
    subjects: () => bank.get().then((b) => b.subjects),
    publicUrl: publicUrl(config),
    contactEmail: config.CONTACT_EMAIL,
  });
  app.onError(handleError);
  return app;
}

export type App = ReturnType<typeof createApp>;
