import type { StartedQuiz } from '@nota20/core/contracts/quizzes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** An unfinished quiz, with how far the server's clock is ahead of this device's. */
export type QuizProgress = StartedQuiz & { finished: boolean; clockOffsetMs: number };

/** Called as the answer arrives, so the offset is off by one trip's latency at most. */
export const withClockOffset = (quiz: StartedQuiz & { finished: boolean }): QuizProgress => ({
  ...quiz,
  clockOffsetMs: Date.parse(quiz.serverNow) - Date.now(),
});

export const getQuizProgress = async (quizId: string, signal?: AbortSignal) =>
  withClockOffset(
    await apiGet<StartedQuiz & { finished: boolean }>(
      `/quizzes/${quizId}/progress`,
      signal ? { signal } : undefined,
    ),
  );

/** An unfinished quiz as the server has it: read once, then the runner owns the screen. */
export const quizProgressQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: queryKeys.quizzes.progress(quizId),
    queryFn: ({ signal }) => getQuizProgress(quizId, signal),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export const useQuizProgress = (quizId: string) => useQuery(quizProgressQueryOptions(quizId));
