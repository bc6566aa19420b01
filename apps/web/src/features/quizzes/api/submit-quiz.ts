import type { QuizResult } from '@nota20/core/contracts/quizzes';
import type { Answer } from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { persistentRetry } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { quizResultQueryOptions } from './get-quiz-result';

/** The hand-in's answers: a letter for multiple choice, the type's answer otherwise. */
export type QuizAnswers = Record<string, OptionLetter | Answer>;

/** Hands the test in with the answers on screen; the server grades it once. */
export const submitQuiz = (quizId: string, answers: QuizAnswers) =>
  apiSend<QuizResult>('POST', `/quizzes/${quizId}/submit`, { answers });

/**
 * The hand-in must survive a flaky connection (persistentRetry). Its result is cached as the
 * quiz's saved result; the dashboard, the profile (lives, streak) and the plans (a unit test
 * moves its plan on) are read again. `onSuccess` goes on to the results.
 */
export function useSubmitQuiz(
  quizId: string,
  { onSuccess }: { onSuccess?: (result: QuizResult) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: QuizAnswers) => submitQuiz(quizId, answers),
    ...persistentRetry,
    onSuccess: (result) => {
      queryClient.setQueryData(quizResultQueryOptions(quizId).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.plans.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.learning.all() });
      onSuccess?.(result);
    },
  });
}
