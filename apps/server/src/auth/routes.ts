import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema, PasswordPolicySchema } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import type { Config } from '../config';
import { errorBody } from '../lib/errors';
import { jsonResponse } from '../lib/openapi-responses';
import { createRouter } from '../lib/router';
import { CLIENT_IP_HEADER, federatedProviders, passwordPolicy, type Auth } from './auth';

const policyRoute = createRoute({
  method: 'get',
  path: '/auth/password-policy',
  summary: 'What a new password must satisfy',
  responses: { 200: jsonResponse(PasswordPolicySchema, 'The policy') },
});

const providersRoute = createRoute({
  method: 'get',
  path: '/auth/providers',
  summary: 'The federated sign-in providers this server offers',
  responses: { 200: jsonResponse(AuthProvidersSchema, 'Providers') },
});

/**
 * Our two auth endpoints, then better-auth's handler for the rest of /api/auth/*. The handler
 * gets the client address we decided (never one the client sent), and its 429s come back in
 * our error model with a Portuguese message.
 */
export function authRoutes(auth: Auth, config: Config) {
  return createRouter()
    .openapi(policyRoute, (c) => c.json(passwordPolicy(config), 200))
    .openapi(providersRoute, (c) => c.json({ items: federatedProviders(config) }, 200))
    .on(['GET', 'POST'], '/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
      const request = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
      const response = await auth.handler(request);
      if (response.status !== 429) return response;
      const retryAfter = Number(response.headers.get('x-retry-after') ?? 60);
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      const message = body.message?.startsWith('Demasiadas')
        ? body.message
        : MESSAGES.rateLimited(Math.ceil(retryAfter / 60));
      return c.json(errorBody('RATE_LIMITED', message), 429, { 'Retry-After': String(retryAfter) });
    });
}
