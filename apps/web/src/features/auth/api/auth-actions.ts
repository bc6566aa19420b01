import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { sessionQueryOptions } from './get-session';

export type SignUpInput = { name: string; email: string; password: string };
export type SignInInput = { email: string; password: string };

/**
 * After any change of who is signed in, everything cached belongs to someone else (or, read
 * before signing in, is a refusal): start over.
 */
export async function startOver(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' });
  await queryClient.invalidateQueries(sessionQueryOptions());
}

function useResetAfter<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => startOver(queryClient) });
}

export const useSignUp = () =>
  useResetAfter((input: SignUpInput) => apiSend('POST', '/auth/sign-up/email', input));
export const useSignIn = () =>
  useResetAfter((input: SignInInput) => apiSend('POST', '/auth/sign-in/email', input));
export const useSignOut = () => useResetAfter(() => apiSend('POST', '/auth/sign-out', {}));

export const requestPasswordReset = (email: string) =>
  apiSend('POST', '/auth/request-password-reset', {
    email,
    redirectTo: '/redefinir-palavra-passe',
  });

export const resetPassword = (token: string, newPassword: string) =>
  apiSend('POST', '/auth/reset-password', { token, newPassword });
