import type { SubjectList } from '@nota20/core/contracts/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getSubjects = (signal?: AbortSignal) =>
  apiGet<SubjectList>('/subjects', signal ? { signal } : undefined);

export const subjectsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.subjects.all(),
    queryFn: ({ signal }) => getSubjects(signal),
    select: (data) => data.items,
  });

export const useSubjects = () => useQuery(subjectsQueryOptions());
