import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getDashboard = (signal?: AbortSignal) =>
  apiGet<Dashboard>('/dashboard', signal ? { signal } : undefined);

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 30_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
