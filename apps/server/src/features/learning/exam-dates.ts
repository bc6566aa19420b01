import { addDays, examDayOf } from '@nota20/core/learning';
import { MESSAGES } from '@nota20/core/messages';
import { lisbonDay } from '@nota20/core/streak';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { studentExamDate } from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';
import type { Bank } from '../subjects/public';

/** The furthest ahead a student may set an exam: two years. */
const MAX_DAYS_AHEAD = 2 * 366;

/** A practice subject of the bank, or 404. */
export function practiceSubject(bank: Bank, subjectId: string) {
  const found = bank.subjectById.get(subjectId);
  if (!found?.practice) throw new AppError('NOT_FOUND', MESSAGES.subjectNotFound);
  return found;
}

/** The student's exam day for a subject (theirs, else the content's), or null. */
export async function examDayFor(db: Db, bank: Bank, userId: string, subjectId: string, now: Date) {
  const [own] = await db
    .select({ date: studentExamDate.examDate })
    .from(studentExamDate)
    .where(and(eq(studentExamDate.userId, userId), eq(studentExamDate.subjectId, subjectId)));
  return examDayOf(own?.date, bank.subjectById.get(subjectId)?.examDate, lisbonDay(now));
}

/** PUT /api/me/exam-dates/:subject: today or later, within two years. */
export async function setExamDate(
  db: Db,
  bank: Bank,
  userId: string,
  subjectId: string,
  date: string,
  now: Date,
) {
  practiceSubject(bank, subjectId);
  const today = lisbonDay(now);
  if (date < today) throw new AppError('VALIDATION', MESSAGES.examDatePast);
  if (date > addDays(today, MAX_DAYS_AHEAD))
    throw new AppError('VALIDATION', MESSAGES.examDateTooFar);
  await db
    .insert(studentExamDate)
    .values({ userId, subjectId, examDate: date })
    .onConflictDoUpdate({
      target: [studentExamDate.userId, studentExamDate.subjectId],
      set: { examDate: sql`excluded.exam_date` },
    });
  return { subject: subjectId, date };
}
