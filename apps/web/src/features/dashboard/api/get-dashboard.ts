import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => apiGet<Dashboard>('/dashboard', { signal }),
    staleTime: 30_000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());
