import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';

/** Sets a new password from the e-mailed token (single use, 1 hour). */
export const resetPassword = ({ token, newPassword }: { token: string; newPassword: string }) =>
  apiSend('POST', '/auth/reset-password', { token, newPassword });

export const useResetPassword = () =>
  useMutation({ mutationFn: resetPassword, meta: AUTH_ENDPOINT });
