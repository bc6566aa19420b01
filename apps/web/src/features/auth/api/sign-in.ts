import type { SignIn } from '@nota20/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { startOver } from './start-over';

/** `rememberMe` false: the session ends when the browser closes, and after 12 hours at most. */
export const signIn = (input: SignIn) => apiSend('POST', '/auth/sign-in/email', input);

/** A wrong password is a 401 this form shows, not a session that ended (AUTH_ENDPOINT). */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    meta: AUTH_ENDPOINT,
    onSuccess: () => startOver(queryClient),
  });
}
