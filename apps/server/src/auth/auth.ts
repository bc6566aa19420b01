import type { PasswordPolicy } from '@nota20/core/contracts/auth';
import { MESSAGES } from '@nota20/core/messages';
import { unmetPasswordRules } from '@nota20/core/password-policy';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limit';
import { redisSecondaryStorage, type Redis } from '../lib/redis';
import { authSecret } from './secret';

/** The header our client-ip middleware sets (overwriting anything a client sent). */
export const CLIENT_IP_HEADER = 'x-nota20-client-ip';
export const OIDC_PROVIDER_ID = 'escola';
const DAY = 24 * 60 * 60;
/**
 * A session is renewed by use (30 days from the last day it was used), but never past this age:
 * a stolen cookie cannot be kept alive for ever by using it.
 */
export const SESSION_ABSOLUTE_LIFETIME = 90 * DAY;

export function passwordPolicy(config: Config): PasswordPolicy {
  return {
    minLength: config.PASSWORD_MIN_LENGTH,
    maxLength: config.PASSWORD_MAX_LENGTH,
    requireLowercase: config.PASSWORD_REQUIRE_LOWERCASE,
    requireUppercase: config.PASSWORD_REQUIRE_UPPERCASE,
    requireNumeric: config.PASSWORD_REQUIRE_NUMERIC,
    requireNonAlphanumeric: config.PASSWORD_REQUIRE_NONALPHANUMERIC,
  };
}

export function publicUrl(config: Config): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

/** Origins allowed to send state-changing requests: the site, and Vite's in development. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(publicUrl(config)).origin];
  if (config.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}

export function federatedProviders(config: Config): { id: string; name: string }[] {
  return [
    ...(config.GOOGLE_CLIENT_ID ? [{ id: 'google', name: 'Google' }] : []),
    ...(config.OIDC_ISSUER ? [{ id: OIDC_PROVIDER_ID, name: config.OIDC_NAME }] : []),
  ];
}

/** Per account, on top of better-auth's per-IP limits: a shared school IP must not lock a class out. */
const ACCOUNT_SIGN_IN_WINDOW = 15 * 60;
const ACCOUNT_SIGN_IN_MAX = 10;

export function createAuth({
  db,
  config,
  mailer,
  limiter,
  redis,
  logger,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  redis?: Redis;
}) {
  const policy = passwordPolicy(config);
  const baseURL = publicUrl(config);
  return betterAuth({
    appName: 'Nota20',
    // Into our structured log (JSON lines, no personal data), not the console. (No `level`:
    // setting one makes better-auth also print every refused request on the console.)
    logger: {
      log: (level, message, ...args) => {
        const err = args.find((a) => a instanceof Error);
        logger[level]({ ...(err ? { err } : {}), source: 'better-auth' }, message);
      },
    },
    baseURL,
    basePath: '/api/auth',
    secret: authSecret(config.BETTER_AUTH_SECRET, config.DATA_DIR),
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: policy.minLength,
      maxPasswordLength: policy.maxLength ?? 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: to, url }) => {
        await mailer.send({
          to: to.email,
          subject: 'Nota20 — redefinir a palavra-passe',
          text:
            `Olá, ${to.name}!\n\nPediste para redefinir a palavra-passe da tua conta Nota20. ` +
            `Abre esta ligação (válida durante 1 hora e só uma vez):\n\n${url}\n\n` +
            'Se não foste tu, ignora esta mensagem: a tua palavra-passe continua a mesma.',
        });
      },
    },
    socialProviders: config.GOOGLE_CLIENT_ID
      ? {
          google: {
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET ?? '',
            prompt: 'select_account',
          },
        }
      : {},
    plugins: config.OIDC_ISSUER
      ? [
          genericOAuth({
            config: [
              {
                providerId: OIDC_PROVIDER_ID,
                discoveryUrl: `${config.OIDC_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`,
                clientId: config.OIDC_CLIENT_ID ?? '',
                clientSecret: config.OIDC_CLIENT_SECRET ?? '',
                scopes: ['openid', 'email', 'profile'],
                pkce: true,
              },
            ],
          }),
        ]
      : [],
    account: {
      accountLinking: {
        enabled: true,
        // Signing in with Google joins an existing account with that e-mail (Google verifies
        // addresses); a school's provider joins only when the student links it themselves.
        trustedProviders: ['google'],
        // A signed-in student linking their own school account: its e-mail is the school's.
        allowDifferentEmails: true,
      },
    },
    // With Redis, a session is read there (one round trip) and still written to PostgreSQL, so
    // that backups keep it and a Redis that loses its data only costs a database read.
    ...(redis ? { secondaryStorage: redisSecondaryStorage(redis) } : {}),
    session: { expiresIn: 30 * DAY, updateAge: DAY, storeSessionInDatabase: true },
    databaseHooks: {
      session: {
        update: {
          // Renewals move the expiry forward, but not past the absolute lifetime.
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt;
            if (!createdAt || !(data.expiresAt instanceof Date)) return { data };
            const cap = new Date(new Date(createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME * 1000);
            return { data: { ...data, expiresAt: data.expiresAt > cap ? cap : data.expiresAt } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: redis ? 'secondary-storage' : 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 5 * 60, max: 30 },
        '/sign-up/email': { window: 5 * 60, max: 30 },
        '/request-password-reset': { window: 15 * 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'nota20',
      // Behind HTTPS the cookies are __Host- ones: Secure, Path=/ and no Domain, so no other
      // host (a subdomain, a plain-HTTP attacker) can set or overwrite them. better-auth would
      // only add __Secure-, so the names are given here and its own prefix is turned off.
      useSecureCookies: false,
      ...(baseURL.startsWith('https://')
        ? {
            defaultCookieAttributes: { secure: true },
            cookies: Object.fromEntries(
              ['session_token', 'session_data', 'account_data', 'dont_remember'].map((name) => [
                name,
                { name: `__Host-nota20.${name}` },
              ]),
            ),
          }
        : {}),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
          const key = `conta:${body.email.trim().toLowerCase()}`;
          const hit = await limiter.hit(key, ACCOUNT_SIGN_IN_WINDOW, ACCOUNT_SIGN_IN_MAX);
          if (!hit.allowed) {
            throw new APIError(
              'TOO_MANY_REQUESTS',
              { message: MESSAGES.rateLimited(Math.ceil(hit.retryAfterSeconds / 60)) },
              {
                'X-Retry-After': String(hit.retryAfterSeconds),
              },
            );
          }
        }
        const password =
          ctx.path === '/sign-up/email'
            ? body.password
            : ['/reset-password', '/change-password'].includes(ctx.path)
              ? body.newPassword
              : undefined;
        if (typeof password === 'string') {
          const unmet = unmetPasswordRules(policy, password);
          if (unmet.length > 0) {
            throw new APIError('BAD_REQUEST', {
              code: 'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
              message: MESSAGES.passwordPolicy(unmet),
            });
          }
        }
        // Changing the password ends every other session, whatever the client asked for.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
