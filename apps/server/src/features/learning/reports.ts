import { createHash } from 'node:crypto';
import type { CreateReport, Report } from '@nota20/core/contracts/learning';
import { MESSAGES } from '@nota20/core/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionReport } from '../../db/schema/index';
import { oncePer } from '../../lib/cache/once-per';
import { AppError } from '../../lib/http/errors';
import type { Bank, QuestionRow } from '../subjects/public';

/**
 * The version of an item a report is about: a short hash of what the student saw and of its key,
 * so the team can tell a report on the current text from one on a text already fixed.
 */
export const questionVersion = oncePer((q: QuestionRow) =>
  createHash('sha256')
    .update(JSON.stringify([q.text, q.options, q.body, q.key, q.groupId]))
    .digest('hex')
    .slice(0, 12),
);

const toReport = (r: typeof questionReport.$inferSelect, alreadyReported: boolean): Report => ({
  id: r.id,
  questionId: r.questionId,
  reason: r.reason,
  comment: r.comment,
  createdAt: r.createdAt.toISOString(),
  alreadyReported,
});

/**
 * POST /api/questions/:id/reports: one report per student and item. The same student again gets
 * their first report back (200), never a second row.
 */
export async function createReport(
  db: Db,
  bank: Bank,
  userId: string,
  questionId: number,
  body: CreateReport,
): Promise<{ created: boolean; report: Report }> {
  const q = bank.questionById.get(questionId);
  if (!q) throw new AppError('NOT_FOUND', MESSAGES.questionNotFound);
  const [inserted] = await db
    .insert(questionReport)
    .values({
      userId,
      questionId,
      questionVersion: questionVersion(q),
      reason: body.reason,
      comment: body.comment?.trim() || null,
    })
    .onConflictDoNothing({ target: [questionReport.userId, questionReport.questionId] })
    .returning();
  if (inserted) return { created: true, report: toReport(inserted, false) };
  const [existing] = await db
    .select()
    .from(questionReport)
    .where(and(eq(questionReport.userId, userId), eq(questionReport.questionId, questionId)));
  if (!existing) throw new AppError('INTERNAL', MESSAGES.quizSaveFailed);
  return { created: false, report: toReport(existing, true) };
}
