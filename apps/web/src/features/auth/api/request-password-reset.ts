import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';

/** E-mails a link to /redefinir-palavra-passe; the answer is the same whether or not the account exists. */
export const requestPasswordReset = (email: string) =>
  apiSend('POST', '/auth/request-password-reset', {
    email,
    redirectTo: '/redefinir-palavra-passe',
  });

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: requestPasswordReset, meta: AUTH_ENDPOINT });
