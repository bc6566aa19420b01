import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, SiteInfoSchema } from '@nota20/core/contracts/site';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/http/context';
import { createRouter } from '../../lib/http/router';
import { jsonResponse } from '../../lib/http/openapi-responses';

const health = createRoute({
  method: 'get',
  path: '/health',
  summary: 'Whether the server and its database answer',
  responses: {
    200: jsonResponse(HealthSchema, 'Ready'),
    503: jsonResponse(HealthSchema, 'The database does not answer'),
  },
});

const live = createRoute({
  method: 'get',
  path: '/health/live',
  summary: 'Liveness: the process answers (no database check), for restarts by an orchestrator',
  responses: { 200: jsonResponse(HealthSchema.pick({ status: true }), 'Alive') },
});

const ready = createRoute({
  method: 'get',
  path: '/health/ready',
  summary: 'Readiness: the database answers too, so a load balancer may send traffic',
  responses: {
    200: jsonResponse(HealthSchema, 'Ready'),
    503: jsonResponse(HealthSchema, 'The database does not answer'),
  },
});

const site = createRoute({
  method: 'get',
  path: '/site',
  summary: 'Public settings the web app shows (the contact address)',
  responses: { 200: jsonResponse(SiteInfoSchema, 'Public settings') },
});

/** 'ok' when `check` succeeds; logs why not otherwise. */
async function probe(c: Context<AppEnv>, what: string, check: () => Promise<unknown>) {
  try {
    await check();
    return 'ok' as const;
  } catch (error) {
    c.get('log').warn({ err: error }, `health check: ${what} unavailable`);
    return 'unavailable' as const;
  }
}

/**
 * Ready when the database (and Redis, when there is one) answers a trivial query; 503 otherwise
 * (never a stack trace).
 */
async function readiness(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store');
  const db = c.get('db');
  const redis = c.get('redis');
  const [dbStatus, redisStatus] = await Promise.all([
    probe(c, 'database', () => db.execute(sql`select 1`)),
    redis ? probe(c, 'redis', () => redis.ping()) : undefined,
  ]);
  const ok = dbStatus === 'ok' && (redisStatus ?? 'ok') === 'ok';
  const body = {
    status: ok ? ('ok' as const) : ('unavailable' as const),
    db: dbStatus,
    ...(redisStatus ? { redis: redisStatus } : {}),
  };
  return ok ? c.json(body, 200) : c.json(body, 503);
}

export const systemRoutes = createRouter()
  .openapi(health, (c) => readiness(c))
  .openapi(ready, (c) => readiness(c))
  .openapi(live, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' } as const, 200);
  })
  .openapi(site, (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ contactEmail: c.get('config').CONTACT_EMAIL }, 200);
  });
