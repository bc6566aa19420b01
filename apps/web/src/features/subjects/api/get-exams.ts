import type { NationalExamList } from '@nota20/core/contracts/subjects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getExams = (subjectId: string, signal?: AbortSignal) =>
  apiGet<NationalExamList>(
    `/subjects/${encodeURIComponent(subjectId)}/exams`,
    signal ? { signal } : undefined,
  );

export const examsQueryOptions = (subjectId: string) =>
  queryOptions({
    queryKey: queryKeys.subjects.exams(subjectId),
    queryFn: ({ signal }) => getExams(subjectId, signal),
    select: (data) => data.items,
  });

export const useExams = (subjectId: string) => useQuery(examsQueryOptions(subjectId));
