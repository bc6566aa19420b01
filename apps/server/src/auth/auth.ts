import { cleanPersonName } from '@nota20/core/contracts/auth';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { account, rateLimit, session, user, verification } from '../db/schema/index';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../lib/mailer';
import type { RateLimiter } from '../lib/rate-limit';
import { redisSecondaryStorage, type Redis } from '../lib/redis';
import { confirmEmailMail, resetPasswordMail } from './emails';
import {
  CLIENT_IP_HEADER,
  DAY,
  OIDC_PROVIDER_ID,
  passwordPolicy,
  publicUrl,
  SESSION_ABSOLUTE_LIFETIME,
  SHORT_SESSION_SECONDS,
  trustedOrigins,
} from './options';
import { requestRules } from './request-rules';
import { authSecret } from './secret';

/**
 * Per address, for a whole school behind one public address: a class of 60 signs up and in
 * within a minute many times over. Guessing one student's password is slowed per account and
 * address instead (sign-in-throttle.ts); reading the session is never limited.
 */
const PER_ADDRESS = {
  window: 60,
  max: 300,
  signInOrUp: { window: 5 * 60, max: 300 },
  emails: { window: 15 * 60, max: 60 },
} as const;

export function createAuth({
  db,
  config,
  mailer,
  limiter,
  redis,
  logger,
  changed,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
  logger: Logger;
  limiter: RateLimiter;
  redis?: Redis;
  /**
   * Called once a student's sessions, account or links changed (a sign-out, a new password, a
   * linked provider): this process forgets its copies before answering, as every store does for
   * its own writes; other processes hear it from the change feed.
   */
  changed: (userId: string) => void;
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
    // Per request: with no PUBLIC_URL, the address the site was opened on (isTrustedOrigin).
    trustedOrigins: (request) => {
      const host = request?.headers.get('host');
      const own = !config.PUBLIC_URL && host ? [`http://${host}`, `https://${host}`] : [];
      return [...trustedOrigins(config), ...own];
    },
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
      // Links are built on PUBLIC_URL (baseURL); the texts are in emails.ts.
      sendResetPassword: ({ user: to, url }) => mailer.send(resetPasswordMail(to.email, url)),
    },
    // With SMTP, a sign-up is asked to confirm its address (the account works at once); only a
    // confirmed address lets a Google or school account join it (requireLocalEmailVerified).
    ...(config.SMTP_URL
      ? {
          emailVerification: {
            sendOnSignUp: true,
            autoSignInAfterVerification: true,
            expiresIn: 24 * 60 * 60,
            sendVerificationEmail: ({ user: to, url }) =>
              mailer.send(confirmEmailMail(to.email, url)),
          },
        }
      : {}),
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
        // Joined only to an account whose own address was confirmed (better-auth's default,
        // written down because it is what keeps a stranger's sign-up from catching a student's
        // Google account).
        requireLocalEmailVerified: true,
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
      user: {
        create: {
          // A provider's name (Google, a school) is cleaned to the same rule as a typed one.
          before: async (data) => ({
            data: { ...data, name: cleanPersonName(data.name, 'Aluno') },
          }),
        },
      },
      session: {
        create: {
          // Without «Manter sessão iniciada», the session ends with the browser (no Max-Age on
          // the cookie: better-auth's rememberMe) and at most 12 hours after signing in.
          before: async (data, ctx) => {
            const body = ctx?.body as { rememberMe?: unknown } | undefined;
            if (body?.rememberMe !== false) return { data };
            return {
              data: { ...data, expiresAt: new Date(Date.now() + SHORT_SESSION_SECONDS * 1000) },
            };
          },
        },
        update: {
          after: async (row) => changed(row.userId),
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
      window: PER_ADDRESS.window,
      max: PER_ADDRESS.max,
      customRules: {
        '/get-session': false,
        '/sign-in/*': PER_ADDRESS.signInOrUp,
        '/sign-up/*': PER_ADDRESS.signInOrUp,
        '/change-password': PER_ADDRESS.signInOrUp,
        '/request-password-reset': PER_ADDRESS.emails,
        '/send-verification-email': PER_ADDRESS.emails,
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
    hooks: requestRules({ policy, limiter }),
  });
}

export type Auth = ReturnType<typeof createAuth>;
