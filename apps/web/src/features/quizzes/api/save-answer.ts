import type { Answer } from '@nota20/core/items';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { persistentRetry } from '../../../lib/query-client';

export type SavedAnswer = { n: number; answer: Answer };

/** PUT the answer to question `n` (the same answer twice is one answer: safe to repeat). */
export const saveAnswer = (quizId: string, { n, answer }: SavedAnswer) =>
  apiSend<void>('PUT', `/quizzes/${quizId}/answers/${n}`, answer);

/**
 * The runner's autosave: it must survive a flaky connection, so it tries longer than a read
 * (persistentRetry). One test's saves run one after another (a scope), so an older answer
 * retried late never lands after a newer one. A save whose turn comes once `handedIn()` says
 * the test is being handed in is not sent: the hand-in carries that answer, and the server
 * would refuse it. A 409 (the time is up, or it was handed in) is for `onError` to act on.
 */
export const useSaveAnswer = (
  quizId: string,
  {
    onError,
    handedIn = () => false,
  }: { onError?: (error: Error) => void; handedIn?: () => boolean } = {},
) =>
  useMutation({
    mutationFn: async (answer: SavedAnswer) => {
      if (!handedIn()) await saveAnswer(quizId, answer);
    },
    scope: { id: `answers-${quizId}` },
    ...persistentRetry,
    onError,
  });
