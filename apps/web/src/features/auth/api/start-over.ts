import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { sessionQueryOptions } from './get-session';

/**
 * After any change of who is signed in, everything cached belongs to someone else (or, read
 * before signing in, is a refusal): start over.
 */
export async function startOver(queryClient: QueryClient) {
  const session = queryClient.getQueryCache().find({ queryKey: queryKeys.session(), exact: true });
  queryClient.removeQueries({ predicate: (query) => query !== session });
  await queryClient.invalidateQueries(sessionQueryOptions());
}

/**
 * The account is gone (deleted): nobody is signed in any more, so the session is known to be
 * none at once (no guard waits for the server to say so), and nothing cached is anyone's.
 */
export function forgetDeletedAccount(queryClient: QueryClient) {
  queryClient.setQueryData(sessionQueryOptions().queryKey, null);
  return startOver(queryClient);
}
