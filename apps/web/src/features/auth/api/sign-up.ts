import type { SignUp } from '@nota20/core/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { startOver } from './start-over';

export const signUp = (input: SignUp) => apiSend('POST', '/auth/sign-up/email', input);

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    meta: AUTH_ENDPOINT,
    onSuccess: () => startOver(queryClient),
  });
}
