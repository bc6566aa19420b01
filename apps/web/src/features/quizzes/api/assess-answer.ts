import type { Assessment, QuizResult } from '@nota20/core/contracts/quizzes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { quizResultQueryOptions } from './get-quiz-result';

export type AssessedAnswer = { n: number; levels: Assessment['levels'] };

/** The student's own level per parameter for written item `n`; the server answers the result. */
export const assessAnswer = (quizId: string, { n, levels }: AssessedAnswer) =>
  apiSend<QuizResult>('PUT', `/quizzes/${quizId}/answers/${n}/assessment`, { levels });

/**
 * A self-assessment changes the test's points and grade (and, once nothing is pending, may
 * cost a life): the result is replaced by the server's, the dashboard and lives read again.
 */
export function useAssessAnswer(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assessed: AssessedAnswer) => assessAnswer(quizId, assessed),
    onSuccess: (result) => {
      queryClient.setQueryData(quizResultQueryOptions(quizId).queryKey, result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}
