import { z } from 'zod';
import { OPTION_LETTERS } from '../options';

/** Longest message the tutor takes; longer ones are refused, not cut. */
export const ASSISTANT_MAX_MESSAGE = 1000;

const Letter = z.enum(OPTION_LETTERS);

/** One question of the results the page sends (the submit's shape); capped in size. */
export const TutorQuestionSchema = z.object({
  n: z.number().int().min(1).max(30),
  question_text: z.string().max(3000),
  options: z.partialRecord(Letter, z.string().max(1000)).optional(),
  selectedAnswer: Letter.nullable(),
  correct_option: Letter,
  explanation: z.string().max(4000).optional(),
});

export const TutorResultsSchema = z.object({
  grade: z.number().int().min(0).max(20).optional(),
  correct: z.number().int().min(0).max(30).optional(),
  total: z.number().int().min(0).max(30).optional(),
  questions: z.array(TutorQuestionSchema).max(30),
});

export const ChatTurnSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(8000),
});
export type ChatTurn = z.infer<typeof ChatTurnSchema>;

/**
 * POST /api/assistant (API.md): message, discipline, results; with quizId the server reads the
 * stored quiz (owner only) and ignores `results`. `history` is the conversation so far, which
 * lives only in the page.
 */
export const AssistantRequestSchema = z
  .object({
    message: z.string().max(ASSISTANT_MAX_MESSAGE, 'A mensagem é demasiado longa.'),
    discipline: z.string().max(60).optional(),
    results: TutorResultsSchema.optional(),
    quizId: z.uuid().optional(),
    history: z.array(ChatTurnSchema).max(20).optional(),
  })
  .strict();
export type AssistantRequest = z.infer<typeof AssistantRequestSchema>;

export const AssistantReplySchema = z.object({ message: z.string() });
export type AssistantReply = z.infer<typeof AssistantReplySchema>;
