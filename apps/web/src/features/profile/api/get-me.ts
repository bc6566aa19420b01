import type { Me, UpdateMe, UpdatePreferences } from '@nota20/core/contracts/me';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiGet<Me>('/me', { signal }),
  });

export const useMe = () => useQuery(meQueryOptions());

/** PATCH /api/me; the answer is the new profile, stored as the cached one. */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateMe) => apiSend<Me>('PATCH', '/me', patch),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdatePreferences) => apiSend<Me>('PATCH', '/me/preferences', patch),
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
