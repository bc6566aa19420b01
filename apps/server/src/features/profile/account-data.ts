import { MESSAGES } from '@nota20/core/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  account,
  feedback,
  planQuestion,
  planUnit,
  questionReport,
  quiz,
  school,
  session,
  studentExamDate,
  studentItem,
  studyPlan,
  user,
  verification,
} from '../../db/schema/index';
import type { Auth } from '../../auth/auth';
import type { Sessions } from '../../auth/sessions';
import { AppError } from '../../lib/http/errors';
import { cardOfRow, type StoredCard } from '../learning/public';
import type { Students } from '../students/public';

/** An account without a password is deleted only this soon after signing in (RGPD, issue 21). */
export const FRESH_SIGN_IN_MS = 5 * 60_000;

/** An FSRS card as exported: as ts-fsrs names its fields, its dates in ISO form. */
function exportedCard(card: StoredCard | null) {
  return (
    card && {
      ...card,
      due: new Date(card.due).toISOString(),
      last_review: new Date(card.last_review).toISOString(),
    }
  );
}

/**
 * Everything Nota20 holds about the student, as one JSON document (RGPD's right of access and
 * portability): no password hash, no session or provider tokens, nothing about anyone else.
 */
export async function exportAccount(db: Db, userId: string, now: Date) {
  const [profile] = await db
    .select({ u: user, s: school })
    .from(user)
    .leftJoin(school, eq(school.id, user.schoolId))
    .where(eq(user.id, userId));
  if (!profile) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  const [
    accounts,
    sessions,
    quizzes,
    plans,
    units,
    progress,
    messages,
    learning,
    examDates,
    reports,
  ] = await Promise.all([
    db
      .select({
        providerId: account.providerId,
        accountId: account.accountId,
        createdAt: account.createdAt,
      })
      .from(account)
      .where(eq(account.userId, userId)),
    db
      .select({
        createdAt: session.createdAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId)),
    db.select().from(quiz).where(eq(quiz.userId, userId)).orderBy(asc(quiz.startedAt)),
    db.select().from(studyPlan).where(eq(studyPlan.userId, userId)),
    db.select().from(planUnit).where(eq(planUnit.userId, userId)).orderBy(asc(planUnit.number)),
    db
      .select({
        planUnitId: planQuestion.planUnitId,
        questionId: planQuestion.originalQuestionId,
        timesAnswered: planQuestion.timesAnswered,
        totalCorrect: planQuestion.totalCorrect,
        confidence: planQuestion.confidence,
        lastAnswered: planQuestion.lastAnswered,
        lastCorrect: planQuestion.lastCorrect,
      })
      .from(planQuestion)
      .where(eq(planQuestion.userId, userId)),
    db
      .select({
        type: feedback.type,
        message: feedback.message,
        urgency: feedback.urgency,
        status: feedback.status,
        metadata: feedback.metadata,
        createdAt: feedback.createdAt,
      })
      .from(feedback)
      .where(eq(feedback.userId, userId)),
    // Issue 27: the learning record (notebook, FSRS cards), own exam dates and reports.
    db
      .select({
        questionId: studentItem.questionId,
        subject: studentItem.subjectId,
        seenAt: studentItem.seenAt,
        answeredAt: studentItem.answeredAt,
        timesAnswered: studentItem.timesAnswered,
        timesWrong: studentItem.timesWrong,
        lastAnswer: studentItem.lastAnswer,
        lastCorrect: studentItem.lastCorrect,
        confidence: studentItem.confidence,
        inNotebook: studentItem.inNotebook,
        rightDays: studentItem.rightDays,
        card: cardOfRow,
      })
      .from(studentItem)
      .where(eq(studentItem.userId, userId))
      .then((rows) => rows.map((row) => ({ ...row, card: exportedCard(row.card) }))),
    db
      .select({ subject: studentExamDate.subjectId, date: studentExamDate.examDate })
      .from(studentExamDate)
      .where(eq(studentExamDate.userId, userId)),
    db
      .select({
        questionId: questionReport.questionId,
        reason: questionReport.reason,
        comment: questionReport.comment,
        createdAt: questionReport.createdAt,
      })
      .from(questionReport)
      .where(eq(questionReport.userId, userId)),
  ]);
  const { u, s } = profile;
  return {
    format: 'nota20-dados',
    exportedAt: now.toISOString(),
    profile: {
      id: u.id,
      name: u.name,
      email: u.email,
      emailVerified: u.emailVerified,
      username: u.username,
      school: s ? { id: s.id, nome: s.nome, concelho: s.concelho, distrito: s.distrito } : null,
      currentPlan: u.currentPlan,
      lives: u.lives,
      livesUpdatedAt: u.livesUpdatedAt,
      currentSubject: u.currentSubject,
      preferences: u.preferences,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    },
    linkedAccounts: accounts,
    sessions,
    quizzes: quizzes.map((q) => ({
      id: q.id,
      examType: q.examType,
      subject: q.subjectId,
      planId: q.planId,
      startedAt: q.startedAt,
      deadlineAt: q.deadlineAt,
      finished: q.finished,
      finishTime: q.finishTime,
      grade: q.grade,
      resolutionTime: q.resolutionTime,
      timeExpired: q.timeExpired,
      livesRemoved: q.livesRemoved,
      questions: q.questionIds.map((questionId, i) => ({
        n: i + 1,
        questionId,
        selectedAnswer: q.answers[i] ?? null,
        isCorrect: q.marks?.[i] ?? null,
      })),
    })),
    plans: plans.map((p) => ({
      id: p.id,
      disciplina: p.discipline,
      dataTeste: p.testDate,
      nota: p.targetGrade,
      mastery: p.mastery,
      criadoEm: p.createdAt,
      units: units
        .filter((pu) => pu.planId === p.id)
        .map((pu) => ({
          name: pu.name,
          year: pu.year,
          number: pu.number,
          mastery: pu.mastery,
          completed: pu.completed,
          isUnlocked: pu.unlocked,
          questions: progress
            .filter((q) => q.planUnitId === pu.id)
            .map(({ planUnitId: _unit, ...q }) => q),
        })),
    })),
    feedback: messages,
    learning,
    examDates,
    questionReports: reports,
    tutorConversations:
      'As conversas com o tutor não são guardadas no servidor: ficam só na página aberta.',
  };
}

/**
 * Deletes the student and everything of theirs in one transaction: tests, plans and their
 * progress, sessions and linked accounts go with the user's row (foreign keys cascade); their
 * feedback messages, pending password-reset links and failed sign-in counters are deleted here.
 * The e-mail is free for a new account as soon as it commits.
 */
export async function deleteAccount({
  db,
  auth,
  sessions,
  students,
  userId,
  email,
}: {
  db: Db;
  auth: Auth;
  sessions: Sessions;
  students: Students;
  userId: string;
  email: string;
}): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(feedback).where(eq(feedback.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.execute(
      sql`delete from rate_limit where key like ${`falhas:${email.toLowerCase().replace(/[%_\\]/g, '\\$&')}|%`}`,
    );
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (deleted.length !== 1) throw new AppError('UNAUTHORIZED', MESSAGES.unauthorized);
  });
  // Sessions copied in Redis (better-auth's secondary storage) go too; this process forgets its
  // copies now, other processes when the change feed announces the deletion.
  await (await auth.$context).internalAdapter.deleteUserSessions(userId);
  sessions.forgetUser(userId);
  students.forgetUser(userId);
}

/** The password hash of the student's e-mail-and-password account, if they have one. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  return row?.password ?? undefined;
}
