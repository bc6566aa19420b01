import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';

/** Sends the sign-up's confirmation link again; the link brings the student back to /app. */
export const sendVerificationEmail = (email: string) =>
  apiSend<{ status: boolean }>('POST', '/auth/send-verification-email', {
    email,
    callbackURL: '/app',
  });

export const useSendVerificationEmail = () =>
  useMutation({ mutationFn: sendVerificationEmail, meta: AUTH_ENDPOINT });
