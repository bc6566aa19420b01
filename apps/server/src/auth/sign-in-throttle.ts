import type { RateLimiter } from '../lib/rate-limit';

/**
 * Guessing a student's password is slowed down per account AND address together: only wrong
 * passwords count, so nobody can lock a student out from elsewhere, and a right password from an
 * address with no failures always signs in. After FREE_FAILURES wrong passwords from one address,
 * each next try from there waits longer (30 s, 1 min, 2 min… up to 15 min) since the last failure.
 */
const FREE_FAILURES = 5;
const FIRST_WAIT_SECONDS = 30;
const LONGEST_WAIT_SECONDS = 15 * 60;
/** An address's failures on an account are forgotten an hour after its last one. */
export const FAILURES_FORGOTTEN_AFTER_SECONDS = 60 * 60;

function keyOf(email: string, ip: string): string {
  return `falhas:${email.trim().toLowerCase()}|${ip}`;
}

/** How long a try must wait after `failures` wrong passwords (0 while they are few). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, FIRST_WAIT_SECONDS * 2 ** (failures - FREE_FAILURES));
}

export type SignInThrottle = {
  /** Seconds this address must still wait before trying this account again (0: go ahead). */
  secondsToWait: (email: string, ip: string) => Promise<number>;
  failed: (email: string, ip: string) => Promise<void>;
  succeeded: (email: string, ip: string) => Promise<void>;
};

export function signInThrottle(limiter: RateLimiter): SignInThrottle {
  return {
    secondsToWait: async (email, ip) => {
      const found = await limiter.failures(keyOf(email, ip), FAILURES_FORGOTTEN_AFTER_SECONDS);
      if (!found) return 0;
      const waitMs = waitAfter(found.count) * 1000 - (Date.now() - found.lastAt);
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    failed: (email, ip) => limiter.fail(keyOf(email, ip), FAILURES_FORGOTTEN_AFTER_SECONDS),
    succeeded: (email, ip) => limiter.clear(keyOf(email, ip)),
  };
}
