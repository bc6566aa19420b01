import type { ReviewSummary } from '@nota20/core/contracts/learning';
import { addDays, dueBeforeExam, lisbonDayStart } from '@nota20/core/learning';
import { lisbonDay } from '@nota20/core/streak';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentItem } from '../../db/schema/index';
import type { Bank } from '../subjects/public';
import { examDayFor, practiceSubject } from './exam-dates';
import { cardOfRow } from './record';
import { recallAt, recallOnExamDay, type StoredCard } from './scheduler';

const DAY_MS = 86_400_000;

/**
 * The exam's eve while the exam is ahead: no card waits past it unless reviewed on it (core
 * dueBeforeExam). Null after the exam, or with none: a card's own due date.
 */
function eveOf(examDay: string | null, now: Date): Date | null {
  if (!examDay || now.getTime() >= lisbonDayStart(examDay).getTime()) return null;
  return lisbonDayStart(addDays(examDay, -1));
}

/** The end of today in Lisbon: what is due by then is today's review. */
const endOfToday = (now: Date) => lisbonDayStart(addDays(lisbonDay(now), 1));

/** core dueBeforeExam in SQL (a card's last review is its row's last answer). */
const effectiveDue = (eve: Date | null) =>
  eve
    ? sql`case when ${studentItem.dueAt} > ${eve} and ${studentItem.answeredAt} < ${eve}
        then ${eve}::timestamptz else ${studentItem.dueAt} end`
    : sql`${studentItem.dueAt}`;

/** The ids of the student's cards due today, the most overdue first, at most `limit`. */
export async function dueQuestionIds(
  db: Db,
  bank: Bank,
  userId: string,
  subjectId: string,
  now: Date,
  limit: number,
): Promise<number[]> {
  const exam = await examDayFor(db, bank, userId, subjectId, now);
  const due = effectiveDue(eveOf(exam?.date ?? null, now));
  const rows = await db
    .select({ id: studentItem.questionId })
    .from(studentItem)
    .where(
      and(
        eq(studentItem.userId, userId),
        eq(studentItem.subjectId, subjectId),
        isNotNull(studentItem.dueAt),
        sql`${due} < ${endOfToday(now)}`,
      ),
    )
    .orderBy(due, studentItem.questionId)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** GET /api/review: today's count, the exam date and the recall expected on the day. */
export async function getReview(
  db: Db,
  bank: Bank,
  userId: string,
  subjectId: string,
  now: Date,
): Promise<ReviewSummary> {
  practiceSubject(bank, subjectId);
  const [exam, cards] = await Promise.all([
    examDayFor(db, bank, userId, subjectId, now),
    db
      .select({ card: cardOfRow })
      .from(studentItem)
      .where(
        and(
          eq(studentItem.userId, userId),
          eq(studentItem.subjectId, subjectId),
          isNotNull(studentItem.cardState),
        ),
      )
      .then((rows) => rows.flatMap((row) => row.card ?? [])),
  ]);
  const end = endOfToday(now).getTime();
  const due = cards.filter(
    (c) =>
      dueBeforeExam(new Date(c.due), new Date(c.last_review), exam?.date ?? null, now).getTime() <
      end,
  ).length;
  const examStart = exam ? lisbonDayStart(exam.date).getTime() : null;
  const ahead = examStart !== null && examStart > now.getTime();
  const averageOnExamDay = (recall: (card: StoredCard, exam: Date) => number) =>
    exam && ahead && cards.length > 0
      ? Math.round(
          (100 * cards.reduce((sum, card) => sum + recall(card, lisbonDayStart(exam.date)), 0)) /
            cards.length,
        )
      : null;
  return {
    subject: subjectId,
    due,
    cards: cards.length,
    examDate: exam?.date ?? null,
    examDateOwn: exam?.own ?? false,
    examDateEstimated: exam?.estimated ?? false,
    daysToExam:
      exam && ahead
        ? Math.round(
            (lisbonDayStart(exam.date).getTime() - lisbonDayStart(lisbonDay(now)).getTime()) /
              DAY_MS,
          )
        : null,
    expectedRecallOnExamDay: averageOnExamDay((card) =>
      recallOnExamDay(card, exam?.date ?? '', now),
    ),
    recallOnExamDayWithoutReview: averageOnExamDay(recallAt),
  };
}
