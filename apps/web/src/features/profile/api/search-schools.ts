import type { SchoolList } from '@nota20/core/contracts/schools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const searchSchools = (q: string, signal?: AbortSignal) =>
  apiGet<SchoolList>(
    `/schools?q=${encodeURIComponent(q)}&limit=20`,
    signal ? { signal } : undefined,
  );

export const schoolSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: queryKeys.schools.search(q),
    queryFn: ({ signal }) => searchSchools(q, signal),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSchoolSearch = (q: string, enabled: boolean) =>
  useQuery({ ...schoolSearchQueryOptions(q), enabled });
