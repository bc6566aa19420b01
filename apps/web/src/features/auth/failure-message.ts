import { ApiError } from '../../lib/api-client';

/**
 * What an auth form says when the server refuses: a rate limit tells when to try again (the
 * server's words); anything else gets the spec's fixed text, so nothing leaks whether an
 * e-mail has an account.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback;
}
