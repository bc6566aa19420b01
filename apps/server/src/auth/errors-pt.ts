import type { ErrorCode } from '@nota20/core/contracts/errors';
import { MESSAGES } from '@nota20/core/messages';
import { errorBody } from '../lib/http/errors';

/** better-auth's error codes a student can meet, in pt-PT. Anything else gets a generic text. */
const MESSAGE_OF: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: MESSAGES.loginFailed,
  INVALID_PASSWORD: 'A palavra-passe não está certa.',
  INVALID_EMAIL: 'Indica um email válido.',
  USER_NOT_FOUND: MESSAGES.loginFailed,
  USER_ALREADY_EXISTS: MESSAGES.signupFailed,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: MESSAGES.signupFailed,
  PASSWORD_TOO_SHORT: 'A palavra-passe é demasiado curta.',
  PASSWORD_TOO_LONG: 'A palavra-passe é demasiado longa.',
  INVALID_TOKEN: 'A ligação já não é válida: pede uma nova.',
  TOKEN_EXPIRED: 'A ligação expirou: pede uma nova.',
  EMAIL_NOT_VERIFIED: 'Confirma primeiro o teu email (vê a ligação que te enviámos).',
  EMAIL_ALREADY_VERIFIED: 'Este email já está confirmado.',
  VERIFICATION_EMAIL_NOT_ENABLED: 'Este servidor não envia emails de confirmação.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: MESSAGES.googleInUse,
  LINKED_ACCOUNT_ALREADY_EXISTS: MESSAGES.googleInUse,
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'Não podes desligar a única forma de entrar na tua conta.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Esta conta não tem palavra-passe.',
  SESSION_EXPIRED: 'A sessão é antiga demais para isto: entra de novo e repete.',
  SESSION_NOT_FRESH: 'A sessão é antiga demais para isto: entra de novo e repete.',
  PROVIDER_NOT_FOUND: 'Este serviço de entrada não está disponível.',
  INVALID_ORIGIN: MESSAGES.crossOrigin,
  MISSING_OR_NULL_ORIGIN: MESSAGES.crossOrigin,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: MESSAGES.crossOrigin,
  INVALID_CALLBACK_URL: MESSAGES.validation,
  INVALID_REDIRECT_URL: MESSAGES.validation,
  VALIDATION_ERROR: MESSAGES.validation,
  MISSING_FIELD: MESSAGES.validation,
  FIELD_NOT_ALLOWED: MESSAGES.validation,
  BODY_MUST_BE_AN_OBJECT: MESSAGES.validation,
};

function codeOf(status: number): ErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409 || status === 422) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 503) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'VALIDATION';
}

/**
 * A better-auth error answer (`{ code?, message }`, in English) as the API's error model in
 * pt-PT. Our own hooks throw with `code: "VALIDATION"` and a pt-PT message, which is kept; a 429
 * says when to try again.
 */
export function translatedError(
  status: number,
  body: { code?: unknown; message?: unknown } | undefined,
  retryAfterSeconds: number,
) {
  const code = codeOf(status);
  const theirs = typeof body?.code === 'string' ? body.code : undefined;
  const ownMessage =
    (theirs === 'VALIDATION' || status === 429) &&
    typeof body?.message === 'string' &&
    body.message.length > 0 &&
    // Our hooks' messages are ours (pt-PT); better-auth's own 429 is not.
    !body.message.startsWith('Too many')
      ? body.message
      : undefined;
  const message =
    ownMessage ??
    (status === 429 ? MESSAGES.rateLimited(Math.ceil(retryAfterSeconds / 60)) : undefined) ??
    (theirs ? MESSAGE_OF[theirs] : undefined) ??
    (code === 'INTERNAL' ? MESSAGES.internal : MESSAGES.validation);
  return errorBody(code, message);
}
