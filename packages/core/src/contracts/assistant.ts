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
 * server reads it, owner only), or with questionId one item of the bank; without either the
 * tutor answers from Nota20's notes (issue 28). Nothing else the page could send reaches the tutor's
 * instructions: a test's results come only from the database (the page's own copy is refused),
 * and `discipline` only picks one of the server's subjects. `history` is the conversation so far,
 * which lives only in the page and stays in the user and assistant turns.
 */
export const AssistantRequestSchema = z
  .object({
    message: z.string().max(ASSISTANT_MAX_MESSAGE, 'A mensagem é demasiado longa.'),
    discipline: z.string().max(60).optional(),
    quizId: z.uuid().optional(),
    /** An item of the bank the student is looking at (a worksheet, the mistakes notebook). */
    questionId: z.number().int().positive().optional(),
    history: z.array(ChatTurnSchema).max(20).optional(),
  })
  .strict();
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;

/**
 * What the tutor offers to do with one tap: «exercício parecido», a short test of the student's
 * unseen items on one glossary term (POST /api/quizzes { type: 'similar', subject, term }).
 */
export const TutorActionSchema = z.object({
  kind: z.literal('similar'),
  subject: z.string(),
  term: z.number().int(),
  label: z.string(),
});
export type TutorAction = z.infer<typeof TutorActionSchema>;

/** The reply; streamed, the action comes as an `action` event before `done`. */
export const AssistantReplySchema = z.object({
  message: z.string(),
  action: TutorActionSchema.optional(),
});
export type AssistantReply = z.infer<typeof AssistantReplySchema>;

/** GET /api/glossary?subject=&q=: a subject's glossary, or the terms a search finds (issue 28). */
export const GlossaryQuerySchema = z.object({
  subject: z.string().min(1).max(40),
  q: z.string().max(100).optional(),
});

export const GlossaryItemSchema = z.object({
  id: z.number().int(),
  term: z.string(),
  aliases: z.array(z.string()),
  definition: z.string(),
  example: z.string(),
  unit: z.object({ number: z.number().int(), name: z.string() }),
  confusions: z.array(z.object({ term: z.string(), difference: z.string() })),
  /** How many bank items test it («exercício parecido» draws from them). */
  items: z.number().int(),
});
export type GlossaryItem = z.infer<typeof GlossaryItemSchema>;

export const GlossaryResponseSchema = z.object({ items: z.array(GlossaryItemSchema) });
export type GlossaryResponse = z.infer<typeof GlossaryResponseSchema>;
