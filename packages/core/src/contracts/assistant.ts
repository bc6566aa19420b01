import { z } from 'zod';

/** Longest message the tutor takes; longer ones are refused, not cut. */
export const ASSISTANT_MAX_MESSAGE = 1000;

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

/**
 * POST /api/assistant: the student's message and, with quizId, the stored test it is about (the
 * server reads it, owner only). Nothing else the page could send reaches the tutor's
 * instructions: a test's results come only from the database (the page's own copy is refused),
 * and `discipline` only picks one of the server's subjects. `history` is the conversation so far,
 * which lives only in the page and stays in the user and assistant turns.
 */
export const AssistantRequestSchema = z
  .object({
    message: z.string().max(ASSISTANT_MAX_MESSAGE, 'A mensagem é demasiado longa.'),
    discipline: z.string().max(60).optional(),
    quizId: z.uuid().optional(),
    history: z.array(ChatTurnSchema).max(20).optional(),
  })
  .strict();
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;

export const AssistantReplySchema = z.object({ message: z.string() });
export type AssistantReply = z.infer<typeof AssistantReplySchema>;
