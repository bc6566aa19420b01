import { PersonNameSchema, type PasswordPolicy } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import { unmetPasswordRules } from '@nota20/core/password-policy';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { RateLimiter } from '../lib/rate-limit';
import { commonPasswords } from './common-passwords';
import { CLIENT_IP_HEADER } from './options';
import { signInThrottle } from './sign-in-throttle';

// The rules better-auth's own endpoints are held to, as its before and after hooks: no NUL, one
// rule for names, pictures only from providers, the password policy with the common-password
// list, a new password ends the other sessions, and the sign-in throttle (ADR 014).

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether any string in a JSON body holds a NUL, which PostgreSQL cannot store in text. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.values(value).some(holdsNul);
  return false;
}

const badRequest = (message: string) =>
  new APIError('BAD_REQUEST', { code: 'VALIDATION', message });

/** better-auth's hooks: the rules above, checked before each endpoint; failures counted after. */
export function requestRules({
  policy,
  limiter,
}: {
  policy: PasswordPolicy;
  limiter: RateLimiter;
}) {
  const throttle = signInThrottle(limiter);
  /** The policy's rules a new password breaks, the common-password list included. */
  const unmetRules = async (password: string) =>
    unmetPasswordRules(policy, password, await commonPasswords());
  return {
    before: createAuthMiddleware(async (ctx) => {
      const body: Record<string, unknown> = isRecord(ctx.body) ? ctx.body : {};
      if (holdsNul(ctx.body)) throw badRequest(MESSAGES.validation);
      const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
      if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
        const wait = await throttle.secondsToWait(body.email, ip);
        if (wait > 0) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { message: MESSAGES.rateLimited(Math.ceil(wait / 60)) },
            { 'X-Retry-After': String(wait) },
          );
        }
      }
      // One rule for names on every path (PATCH /api/me uses the same schema); a picture only
      // ever comes from a federated provider, never from a request.
      let name: string | undefined;
      if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
        if ('image' in body) throw badRequest(MESSAGES.imageNotAllowed);
        if (ctx.path === '/update-user') {
          const unknown = Object.keys(body).filter((k) => k !== 'name');
          if (unknown.length > 0) throw badRequest(MESSAGES.validation);
        }
        if (ctx.path === '/sign-up/email' || 'name' in body) {
          const parsed = PersonNameSchema.safeParse(body.name);
          if (!parsed.success)
            throw badRequest(parsed.error.issues[0]?.message ?? MESSAGES.validation);
          name = parsed.data;
        }
      }
      const password =
        ctx.path === '/sign-up/email'
          ? body.password
          : ['/reset-password', '/change-password'].includes(ctx.path)
            ? body.newPassword
            : undefined;
      if (typeof password === 'string') {
        const unmet = await unmetRules(password);
        if (unmet.length > 0) throw badRequest(MESSAGES.passwordPolicy(unmet));
      }
      // Changing the password ends every other session, whatever the client asked for.
      if (ctx.path === '/change-password') {
        return { context: { body: { ...body, revokeOtherSessions: true } } };
      }
      if (name !== undefined) return { context: { body: { ...body, name } } };
    }),
    after: createAuthMiddleware(async (ctx) => {
      if (ctx.path !== '/sign-in/email') return;
      const email = (ctx.body as { email?: unknown } | undefined)?.email;
      if (typeof email !== 'string') return;
      const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? 'unknown';
      const returned = ctx.context.returned;
      if (returned instanceof APIError) {
        if (returned.statusCode === 401) await throttle.failed(email, ip);
      } else {
        await throttle.succeeded(email, ip);
      }
    }),
  };
}
