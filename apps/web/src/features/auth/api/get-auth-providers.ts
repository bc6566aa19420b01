import type { AuthProviders } from '@nota20/core/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { AUTH_ENDPOINT } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';

export const getAuthProviders = (signal?: AbortSignal) =>
  apiGet<AuthProviders>('/auth/providers', signal ? { signal } : undefined);

/** The federated providers the server offers ("Google", a school's). */
export const authProvidersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.auth.providers(),
    queryFn: ({ signal }) => getAuthProviders(signal),
    staleTime: Infinity,
    select: (data) => data.items,
    meta: AUTH_ENDPOINT,
  });

export const useAuthProviders = () => useQuery(authProvidersQueryOptions());
