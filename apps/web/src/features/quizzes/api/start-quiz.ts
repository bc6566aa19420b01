import type { StartedQuiz, StartQuiz } from '@nota20/core/contracts/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { quizProgressQueryOptions, withClockOffset } from './get-quiz-progress';

export const startQuiz = (request: StartQuiz) => apiSend<StartedQuiz>('POST', '/quizzes', request);

/**
 * Starts a test (not retried: a second POST would start a second one). The new quiz is cached as
 * its progress, so the runner shows it without asking again; `onSuccess` goes on from there.
 */
export function useStartQuiz({ onSuccess }: { onSuccess?: (quiz: StartedQuiz) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startQuiz,
    onSuccess: (quiz) => {
      queryClient.setQueryData(
        quizProgressQueryOptions(quiz.id).queryKey,
        withClockOffset({ ...quiz, finished: false }),
      );
      onSuccess?.(quiz);
    },
  });
}
