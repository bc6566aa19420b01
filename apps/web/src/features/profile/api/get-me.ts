import type { Me } from '@nota20/core/contracts/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getMe = (signal?: AbortSignal) => apiGet<Me>('/me', signal ? { signal } : undefined);

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me(),
    queryFn: ({ signal }) => getMe(signal),
  });

export const useMe = () => useQuery(meQueryOptions());
