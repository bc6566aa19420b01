import type { QuizResult, StartedQuiz, StartQuiz } from '@nota20/core/contracts/quizzes';
import type { OptionLetter } from '@nota20/core/options';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, apiSend, ApiError } from '../../../lib/api-client';

/** An unfinished quiz, with how far the server's clock is ahead of this device's. */
export type QuizProgress = StartedQuiz & { finished: boolean; clockOffsetMs: number };

/** Called as the answer arrives, so the offset is off by one trip's latency at most. */
export const withClockOffset = (quiz: StartedQuiz & { finished: boolean }): QuizProgress => ({
  ...quiz,
  clockOffsetMs: Date.parse(quiz.serverNow) - Date.now(),
});

/** Refusals (4xx) are answers, not hiccups: only network and server errors are retried. */
const retryTransient = (failures: number, error: Error) =>
  failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export const startQuiz = (request: StartQuiz) => apiSend<StartedQuiz>('POST', '/quizzes', request);

/** An unfinished quiz as the server has it: read once, then the runner owns the screen. */
export const quizProgressQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: ['quizzes', quizId, 'progress'],
    queryFn: async ({ signal }) =>
      withClockOffset(
        await apiGet<StartedQuiz & { finished: boolean }>(`/quizzes/${quizId}/progress`, {
          signal,
        }),
      ),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: retryTransient,
  });

export const saveAnswer = (quizId: string, n: number, selected: OptionLetter | null) =>
  apiSend<void>('PUT', `/quizzes/${quizId}/answers/${n}`, { selected });

export const submitQuiz = (quizId: string, answers: Record<number, OptionLetter>) =>
  apiSend<QuizResult>('POST', `/quizzes/${quizId}/submit`, { answers });

export const quizResultQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: ['quizzes', quizId, 'result'],
    queryFn: ({ signal }) => apiGet<QuizResult>(`/quizzes/${quizId}`, { signal }),
    staleTime: Infinity,
    retry: retryTransient,
  });
