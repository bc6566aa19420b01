import type { OptionLetter } from '@nota20/core/options';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { persistentRetry } from '../../../lib/query-client';

export type SavedAnswer = { n: number; letter: OptionLetter | null };

/** PUT the answer to question `n` (the same answer twice is one answer: safe to repeat). */
export const saveAnswer = (quizId: string, { n, letter }: SavedAnswer) =>
  apiSend<void>('PUT', `/quizzes/${quizId}/answers/${n}`, { selected: letter });

/**
 * The runner's autosave: it must survive a flaky connection, so it tries longer than a read
 * (persistentRetry). A 409 (the time is up, or it was handed in) is for `onError` to act on.
 */
export const useSaveAnswer = (
  quizId: string,
  { onError }: { onError?: (error: Error) => void } = {},
) =>
  useMutation({
    mutationFn: (answer: SavedAnswer) => saveAnswer(quizId, answer),
    ...persistentRetry,
    onError,
  });
