import { MESSAGES } from '@nota20/core/messages';
import {
  composeUnitTest,
  isUnitCompleted,
  nextConfidence,
  planMastery,
  unitMastery,
} from '@nota20/core/plans';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { planQuestion, planUnit, studentItem, studyPlan } from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';

// A study plan's progress, shared by the plans feature (reading it) and quizzes (unit tests).

type PlanRow = typeof studyPlan.$inferSelect;
type PlanUnitRow = typeof planUnit.$inferSelect;

/** The plan if it is the user's: 404 when it does not exist, 403 (spec text) when it is not. */
export async function ownedPlan(db: Db | Tx, userId: string, planId: string, forUpdate = false) {
  const query = db.select().from(studyPlan).where(eq(studyPlan.id, planId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.planNotFound);
  if (row.userId !== userId) throw new AppError('FORBIDDEN', MESSAGES.planForbidden);
  return row;
}

/**
 * The questions of a unit test (spec §9): the plan and the unit must be the user's, and the unit
 * unlocked. Returns the original question ids in test order.
 */
export async function unitTestQuestions(
  db: Db,
  userId: string,
  planId: string,
  unitId: string,
): Promise<{ plan: PlanRow; unit: PlanUnitRow; questionIds: number[] }> {
  const plan = await ownedPlan(db, userId, planId);
  const [found] = await db
    .select()
    .from(planUnit)
    .where(and(eq(planUnit.id, unitId), eq(planUnit.planId, plan.id), eq(planUnit.userId, userId)));
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.unitNotInPlan);
  if (!found.unlocked) throw new AppError('CONFLICT', MESSAGES.unitLocked);
  const pool = await db
    .select({
      id: planQuestion.id,
      questionId: planQuestion.originalQuestionId,
      timesAnswered: planQuestion.timesAnswered,
      confidence: planQuestion.confidence,
      seenAt: sql<number>`coalesce(extract(epoch from ${studentItem.seenAt}) * 1000, 0)::float8`,
    })
    .from(planQuestion)
    .leftJoin(
      studentItem,
      and(
        eq(studentItem.userId, planQuestion.userId),
        eq(studentItem.questionId, planQuestion.originalQuestionId),
      ),
    )
    .where(and(eq(planQuestion.planUnitId, found.id), eq(planQuestion.userId, userId)));
  if (pool.length === 0) throw new AppError('NOT_FOUND', MESSAGES.unitNoQuestions);
  return { plan, unit: found, questionIds: composeUnitTest(pool).map((q) => q.questionId) };
}

/**
 * Locks the plan for the rest of the transaction, so that two unit tests of one plan submitted
 * at once are applied one after the other. Undefined when the plan was deleted meanwhile.
 */
async function lockPlan(tx: Tx, userId: string, planId: string) {
  const [plan] = await tx
    .select({ id: studyPlan.id })
    .from(studyPlan)
    .where(and(eq(studyPlan.id, planId), eq(studyPlan.userId, userId)))
    .for('no key update');
  return plan;
}

/**
 * Applies a graded unit test to the plan, inside the submit's transaction: each answered
 * question's history and confidence, the unit's mastery and completion, the next unit's unlock
 * and the plan's mastery. The plan is locked first (after the caller's quiz), so two tabs
 * submitting at once queue instead of overwriting each other's counts.
 */
export async function applyUnitTest(
  tx: Tx,
  userId: string,
  planId: string,
  planUnitId: string,
  answers: readonly { questionId: number; answered: boolean; correct: boolean }[],
  now: Date,
): Promise<void> {
  const plan = await lockPlan(tx, userId, planId);
  if (!plan) return; // The plan was deleted meanwhile: the quiz result still stands.

  const answered = answers.filter((a) => a.answered);
  const copies = await tx
    .select()
    .from(planQuestion)
    .where(eq(planQuestion.planUnitId, planUnitId));
  const changed: {
    id: string;
    times: number;
    right: number;
    confidence: number;
    correct: boolean;
  }[] = [];
  for (const a of answered) {
    const copy = copies.find((c) => c.originalQuestionId === a.questionId);
    if (!copy) continue;
    copy.timesAnswered += 1;
    copy.totalCorrect += a.correct ? 1 : 0;
    copy.confidence = nextConfidence(copy.confidence, a.correct);
    changed.push({
      id: copy.id,
      times: copy.timesAnswered,
      right: copy.totalCorrect,
      confidence: copy.confidence,
      correct: a.correct,
    });
  }
  if (changed.length > 0) {
    // Every answered question's history in one statement (not one UPDATE per question).
    const rows = sql.join(
      changed.map(
        (c) =>
          sql`(${c.id}::uuid, ${c.times}::int, ${c.right}::int, ${c.confidence}::smallint, ${c.correct}::boolean)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      update ${planQuestion} set times_answered = v.times, total_correct = v.total_correct,
        confidence = v.confidence, last_correct = v.was_correct, last_answered = ${now}
      from (values ${rows}) as v(id, times, total_correct, confidence, was_correct)
      where ${planQuestion.id} = v.id`);
  }

  const mastery = unitMastery(copies);
  const completed = isUnitCompleted(mastery);
  const confidence = copies.length
    ? Math.round(copies.reduce((sum, c) => sum + c.confidence, 0) / copies.length)
    : 0;
  const [updated] = await tx
    .update(planUnit)
    .set({ mastery, completed, userConfidence: confidence, updatedAt: now })
    .where(eq(planUnit.id, planUnitId))
    .returning({ number: planUnit.number });
  // Spec §4: unit n unlocks when unit n − 1 reaches 70. Once unlocked it stays open.
  if (completed && updated) {
    await tx
      .update(planUnit)
      .set({ unlocked: true, updatedAt: now })
      .where(and(eq(planUnit.planId, planId), eq(planUnit.number, updated.number + 1)));
  }
  const masteries = await tx
    .select({ mastery: planUnit.mastery })
    .from(planUnit)
    .where(eq(planUnit.planId, planId));
  await tx
    .update(studyPlan)
    .set({ mastery: planMastery(masteries.map((m) => m.mastery)), updatedAt: now })
    .where(eq(studyPlan.id, planId));
}
