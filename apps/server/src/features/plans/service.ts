import type { CreatePlan, Plan, PlanUnit } from '@nota20/core/contracts/plans';
import { MESSAGES } from '@nota20/core/messages';
import { daysLeft, remainingHours, TARGET_GRADE, unitStatus } from '@nota20/core/plans';
import { and, asc, count, desc, eq, exists, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  planQuestion,
  planUnit,
  question,
  quiz,
  studyPlan,
  subject,
  unit,
  user,
} from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';
import { ownedPlan } from './progress';

type PlanRow = typeof studyPlan.$inferSelect;

/** Study plans one student may keep: more than a student needs, fewer than a script would make. */
export const MAX_PLANS = 50;
type PlanUnitRow = typeof planUnit.$inferSelect;

function toUnit(row: PlanUnitRow & { unidade: number }, keyPoints?: string[]): PlanUnit {
  return {
    id: row.id,
    name: row.name,
    number: row.number,
    unidade: row.unidade,
    year: row.year,
    mastery: row.mastery,
    completed: row.completed,
    isUnlocked: row.unlocked,
    status: unitStatus(row),
    totalQuestions: row.totalQuestions,
    ...(keyPoints ? { keyPoints } : {}),
  };
}

function toPlan(row: PlanRow, units: PlanUnit[]): Plan {
  return {
    id: row.id,
    disciplina: row.discipline,
    dataTeste: row.testDate,
    nota: row.targetGrade,
    mastery: row.mastery,
    criadoEm: row.createdAt.toISOString(),
    remainingHours: remainingHours(row.mastery),
    units,
  };
}

async function unitsOf(db: Db | Tx, planIds: string[], withKeyPoints: boolean) {
  if (planIds.length === 0) return [];
  return db
    .select({ row: planUnit, unidade: unit.number, keyPoints: unit.keyPoints })
    .from(planUnit)
    .innerJoin(unit, eq(unit.id, planUnit.originalUnitId))
    .where(inArray(planUnit.planId, planIds))
    .orderBy(asc(planUnit.number))
    .then((rows) =>
      rows.map((r) => ({
        planId: r.row.planId,
        unit: toUnit({ ...r.row, unidade: r.unidade }, withKeyPoints ? r.keyPoints : undefined),
      })),
    );
}

/** The student's plans, the nearest test first. */
export async function listPlans(db: Db, userId: string): Promise<Plan[]> {
  const plans = await db
    .select()
    .from(studyPlan)
    .where(eq(studyPlan.userId, userId))
    .orderBy(asc(studyPlan.testDate), desc(studyPlan.createdAt));
  const units = await unitsOf(
    db,
    plans.map((p) => p.id),
    false,
  );
  return plans.map((p) =>
    toPlan(
      p,
      units.filter((u) => u.planId === p.id).map((u) => u.unit),
    ),
  );
}

export async function getPlan(db: Db, userId: string, planId: string): Promise<Plan> {
  const plan = await ownedPlan(db, userId, planId);
  const units = await unitsOf(db, [plan.id], true);
  return toPlan(
    plan,
    units.map((u) => u.unit),
  );
}

/**
 * Spec §4 plan creation, in one transaction: the plan, its units in curriculum order (the first
 * unlocked) and a copy of each unit question with the spec's fields (§3).
 */
export async function createPlan(
  db: Db,
  userId: string,
  input: CreatePlan,
  now: Date,
): Promise<Plan> {
  const [found] = await db
    .select({ id: subject.id })
    .from(subject)
    .where(and(eq(subject.id, input.disciplina), eq(subject.catalogue, true)));
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  if (input.materiasSelecionadas.length === 0)
    throw new AppError('VALIDATION', MESSAGES.planNoUnits);
  if (!input.dataTeste) throw new AppError('VALIDATION', MESSAGES.planNoDate);
  if (daysLeft(input.dataTeste, now) < 0) throw new AppError('VALIDATION', MESSAGES.planPastDate);

  // Only the units that are offered: those with items in the bank.
  const subjectUnits = await db
    .select()
    .from(unit)
    .where(
      and(
        eq(unit.subjectId, found.id),
        exists(
          db
            .select({ one: sql`1` })
            .from(question)
            .where(and(eq(question.unitId, unit.id), isNull(question.paperId))),
        ),
      ),
    )
    .orderBy(asc(unit.number));
  const chosen = new Set<number>();
  for (const wanted of input.materiasSelecionadas) {
    const match = subjectUnits.find((u) =>
      typeof wanted === 'number' ? u.number === wanted : u.name === wanted,
    );
    if (!match) throw new AppError('VALIDATION', MESSAGES.planUnknownUnit(String(wanted)));
    chosen.add(match.id);
  }
  const units = subjectUnits.filter((u) => chosen.has(u.id));
  // A plan's unit tests train the bank's multiple-choice items (their copies keep the spec's
  // fields, §3); the other types are in the worksheets, the tests and the papers.
  const questions = (
    await db
      .select()
      .from(question)
      .where(
        and(
          inArray(
            question.unitId,
            units.map((u) => u.id),
          ),
          eq(question.type, 'choice'),
          isNull(question.paperId),
        ),
      )
      .orderBy(asc(question.questionNumber))
  ).flatMap((q) => (q.correctOption ? [{ ...q, correctOption: q.correctOption }] : []));

  const planId = await db.transaction(async (tx) => {
    // The student's row is locked, so two plans created at once are counted one after the other.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [{ plans } = { plans: 0 }] = await tx
      .select({ plans: count() })
      .from(studyPlan)
      .where(eq(studyPlan.userId, userId));
    if (plans >= MAX_PLANS) throw new AppError('CONFLICT', MESSAGES.tooManyPlans(MAX_PLANS));
    const [plan] = await tx
      .insert(studyPlan)
      .values({
        userId,
        discipline: found.id,
        testDate: input.dataTeste ?? '',
        targetGrade: input.nota ?? TARGET_GRADE.default,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: studyPlan.id });
    if (!plan) throw new Error('plan not created');
    const unitRows = await tx
      .insert(planUnit)
      .values(
        units.map((u, i) => ({
          planId: plan.id,
          userId,
          originalUnitId: u.id,
          name: u.name,
          year: u.year,
          number: i + 1,
          unlocked: i === 0,
          totalQuestions: questions.filter((q) => q.unitId === u.id).length,
        })),
      )
      .returning({ id: planUnit.id, originalUnitId: planUnit.originalUnitId });
    const unitIdOf = new Map(unitRows.map((r) => [r.originalUnitId, r.id]));
    const unidadeOf = new Map(units.map((u) => [u.id, u.number]));
    if (questions.length > 0) {
      await tx.insert(planQuestion).values(
        questions.map((q) => ({
          planUnitId: unitIdOf.get(q.unitId) ?? '',
          userId,
          originalQuestionId: q.id,
          originalQuestionNumber: q.questionNumber,
          questionText: q.text,
          originalCorrectOption: q.correctOption,
          originalOptionA: q.optionA,
          originalOptionB: q.optionB,
          originalOptionC: q.optionC,
          originalOptionD: q.optionD,
          originalImageUrl: q.imageUrl,
          originalUnidade: unidadeOf.get(q.unitId) ?? 0,
          originalSubject: found.id,
        })),
      );
    }
    return plan.id;
  });
  return getPlan(db, userId, planId);
}

/** Deletes the plan; its units and question copies go with it (foreign keys cascade). */
export async function deletePlan(db: Db, userId: string, planId: string): Promise<void> {
  await ownedPlan(db, userId, planId);
  await db.transaction(async (tx) => {
    // Deleting the plan clears its tests' plan_id: their rows are locked first, in the order a
    // unit test's submit takes (quiz, then plan), so the two cannot deadlock.
    await tx
      .select({ id: quiz.id })
      .from(quiz)
      .where(and(eq(quiz.planId, planId), eq(quiz.userId, userId)))
      .for('update');
    await tx.delete(studyPlan).where(and(eq(studyPlan.id, planId), eq(studyPlan.userId, userId)));
  });
}

/**
 * The unit to study next in the student's plan for a subject (the plan whose test comes first
 * from today, else the latest): its first unit unlocked and not yet completed. For the tutor's
 * «o que devo estudar».
 */
export async function studyPlanOf(
  db: Db,
  userId: string,
  subjectId: string,
  now: Date,
): Promise<{ unit: { number: number; name: string }; mastery: number } | null> {
  const plans = (await listPlans(db, userId)).filter((p) => p.disciplina === subjectId);
  const today = now.toISOString().slice(0, 10);
  const plan = plans.find((p) => p.dataTeste >= today) ?? plans.at(-1);
  const next = plan?.units.find((u) => u.isUnlocked && !u.completed);
  return next ? { unit: { number: next.unidade, name: next.name }, mastery: next.mastery } : null;
}
