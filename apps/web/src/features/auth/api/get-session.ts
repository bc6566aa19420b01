import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type SessionUser = { id: string; name: string; email: string };
export type Session = { user: SessionUser } | null;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => apiGet<Session>('/auth/get-session', { signal }),
    staleTime: 5 * 60_000,
    retry: 1,
  });

/** The signed-in user, `null` when signed out; pending until the server has answered. */
export const useSession = () => useQuery(sessionQueryOptions());
