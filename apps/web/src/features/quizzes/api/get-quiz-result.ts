import type { QuizResult } from '@nota20/core/contracts/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const getQuizResult = (quizId: string, signal?: AbortSignal) =>
  apiGet<QuizResult>(`/quizzes/${quizId}`, signal ? { signal } : undefined);

/** A finished quiz's result, which never changes (owner only). */
export const quizResultQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.quizzes.result(quizId),
    queryFn: ({ signal }) => getQuizResult(quizId, signal),
    staleTime: Infinity,
  });

export const useQuizResult = (quizId: string) => useQuery(quizResultQueryOptions(quizId));
