import type { Me, UpdateMe } from '@nota20/core/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** PATCH /api/me; the answer is the new profile. */
export const updateMe = (patch: UpdateMe) => apiSend<Me>('PATCH', '/me', patch);

/** The new profile is stored as the cached one. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
