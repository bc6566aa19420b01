import { createRoute } from '@hono/zod-openapi';
import { AuthProvidersSchema, PasswordPolicySchema } from '@nota20/core/contracts/auth';
import type { Config } from '../config';
import { jsonResponse } from '../lib/http/openapi-responses';
import { hasBody } from '../lib/http/request-guard';
import { createRouter } from '../lib/http/router';
import type { Auth } from './auth';
import { CLIENT_IP_HEADER, federatedProviders, passwordPolicy } from './options';
import { translatedError } from './errors-pt';

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
 * gets the client address we decided (never one the client sent), and every error it answers
 * comes back in our error model with a Portuguese message (errors-pt.ts).
 */
export function authRoutes(auth: Auth, config: Config) {
  return createRouter()
    .openapi(policyRoute, (c) => c.json(passwordPolicy(config), 200))
    .openapi(providersRoute, (c) => c.json({ items: federatedProviders(config) }, 200))
    .on(['GET', 'POST'], '/auth/*', async (c) => {
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
      // A POST with no body at all (sign-out from curl or an app) is an empty JSON object to
      // better-auth, which otherwise refuses it for want of a content type.
      const empty = c.req.method === 'POST' && !hasBody(c);
      if (empty) headers.set('content-type', 'application/json');
      const request = empty
        ? new Request(c.req.url, { method: 'POST', headers, body: '{}' })
        : new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
      const response = await auth.handler(request);
      const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
      if (response.status < 400 || !isJson) return response;
      const retryAfter = Number(response.headers.get('x-retry-after') ?? 60);
      const body = (await response.json().catch(() => undefined)) as
        { code?: unknown; message?: unknown } | undefined;
      const translated = translatedError(response.status, body, retryAfter);
      const out = c.json(translated, response.status as 400);
      // Cookies better-auth set or cleared while refusing (an ended session) still apply.
      for (const cookie of response.headers.getSetCookie())
        out.headers.append('set-cookie', cookie);
      if (response.status === 429) out.headers.set('Retry-After', String(retryAfter));
      return out;
    });
}
