import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PUT /api/me/exam-dates/:subject: the student's own exam date; the review is read again. */
export function useSetExamDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subject, date }: { subject: string; date: string }) =>
      apiSend('PUT', `/me/exam-dates/${encodeURIComponent(subject)}`, { date }),
    onSuccess: (_data, { subject }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.learning.review(subject) }),
  });
}
