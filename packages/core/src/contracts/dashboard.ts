import { z } from 'zod';
import { QuizSummarySchema } from './quizzes';

/** GET /api/dashboard (docs/api.md): the student's counters and history, computed on the server. */
export const DashboardSchema = z.object({
  name: z.string(),
  streakDays: z.number().int(),
  lives: z.number().int(),
  nextLifeAt: z.string().nullable(),
  testsDone: z.number().int(),
  positive: z.number().int(),
  negative: z.number().int(),
  /** Correct answers over answered questions, all finished tests, 0–100. */
  accuracy: z.number().int(),
  /** Mean grade out of 20, one decimal; null before the first test. */
  average: z.number().nullable(),
  history: z.array(QuizSummarySchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
