import type { SchoolList } from '@nota20/core/contracts/schools';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const schoolSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['schools', q],
    queryFn: ({ signal }) =>
      apiGet<SchoolList>(`/schools?q=${encodeURIComponent(q)}&limit=20`, { signal }),
    select: (data) => data.items,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSchoolSearch = (q: string, enabled: boolean) =>
  useQuery({ ...schoolSearchQueryOptions(q), enabled });
