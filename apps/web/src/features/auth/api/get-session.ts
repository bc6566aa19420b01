import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export type SessionUser = { id: string; name: string; email: string };
export type Session = { user: SessionUser } | null;

export const getSession = (signal?: AbortSignal) =>
  apiGet<Session>('/auth/get-session', signal ? { signal } : undefined);

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    meta: AUTH_ENDPOINT,
  });

/** The signed-in user, `null` when signed out; pending until the server has answered. */
export const useSession = () => useQuery(sessionQueryOptions());
