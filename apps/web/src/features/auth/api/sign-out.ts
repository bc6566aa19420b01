import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { startOver } from './start-over';

export const signOut = () => apiSend('POST', '/auth/sign-out', {});

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: AUTH_ENDPOINT,
    onSuccess: () => startOver(queryClient),
  });
}
