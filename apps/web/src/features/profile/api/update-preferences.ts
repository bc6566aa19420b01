import type { Me, UpdatePreferences } from '@nota20/core/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { meQueryOptions } from './get-me';

/** PATCH /api/me/preferences; the answer is the whole profile with the new preferences. */
export const updatePreferences = (patch: UpdatePreferences) =>
  apiSend<Me>('PATCH', '/me/preferences', patch);

/** The new profile is stored as the cached one. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (me) => queryClient.setQueryData(meQueryOptions().queryKey, me),
  });
}
