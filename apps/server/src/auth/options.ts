import type { PasswordPolicy } from '@nota20/core/contracts/auth';
import type { Config } from '../config';

// What the server offers and accepts around signing in, read from the configuration: the
// password policy, the site's address and trusted origins, the federated providers, lifetimes.

/** The header our client-ip middleware sets (overwriting anything a client sent). */
export const CLIENT_IP_HEADER = 'x-nota20-client-ip';
export const OIDC_PROVIDER_ID = 'escola';
export const DAY = 24 * 60 * 60;
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

/** Origins always allowed to send state-changing requests: the site, and Vite's in development. */
export function trustedOrigins(config: Config): string[] {
  const origins = [new URL(publicUrl(config)).origin];
  if (config.NODE_ENV === 'development') origins.push('http://localhost:5173');
  return origins;
}

/**
 * With no PUBLIC_URL the site is wherever it was opened (http://127.0.0.1:3000, a school's
 * http://192.168.1.20:3000): a request whose Origin is the address it was sent to (its Host) is
 * same-origin. A browser always sends the page's real Host and Origin, so another site never
 * passes; with PUBLIC_URL set, only that origin does.
 */
export function isTrustedOrigin(config: Config, origin: string, host: string | undefined): boolean {
  if (trustedOrigins(config).includes(origin)) return true;
  if (config.PUBLIC_URL || !host) return false;
  return origin === `http://${host}` || origin === `https://${host}`;
}

export function federatedProviders(config: Config): { id: string; name: string }[] {
  return [
    ...(config.GOOGLE_CLIENT_ID ? [{ id: 'google', name: 'Google' }] : []),
    ...(config.OIDC_ISSUER ? [{ id: OIDC_PROVIDER_ID, name: config.OIDC_NAME }] : []),
  ];
}

/** A session without «Manter sessão iniciada» (a shared computer) lasts at most this long. */
export const SHORT_SESSION_SECONDS = 12 * 60 * 60;
