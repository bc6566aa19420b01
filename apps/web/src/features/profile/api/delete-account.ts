import type { DeleteMe } from '@nota20/core/contracts/me';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/**
 * DELETE /api/me: the account and everything in it, at once (204). The password when the
 * account has one; without one (Google, a school) the server wants a sign-in in the last 5
 * minutes instead. A 403 deletes nothing.
 */
export const deleteAccount = (input: DeleteMe) => apiSend<void>('DELETE', '/me', input);

/** What follows a deletion (leaving the signed-in pages, forgetting the cache) is the caller's. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
