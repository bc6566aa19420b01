import { gradeOf } from '@nota20/core/grading';
import {
  type CriteriaParameter,
  type ItemType,
  itemPoints,
  type KeyIdea,
} from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';
import { MESSAGES } from '@nota20/core/messages';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { question, quiz, studentItem, subject, unit } from '../../db/schema/index';
import { AppError } from '../../lib/http/errors';
import type { ownedQuiz } from '../quizzes/public';

export type TutorQuestion = {
  /** The item's id in the bank. */
  id: number;
  n: number;
  type: ItemType;
  text: string;
  options: Partial<Record<OptionLetter, string>>;
  /** The student's answer, as its type keeps it (a letter, a sequence, «a3 b1», a number, text). */
  selected: string | null;
  /** The key, readable: a letter, a sequence, the pairs, the value with its unit, or the model answer. */
  correct: string;
  isCorrect: boolean;
  explanation: string;
  unit?: { number: number; name: string; keyPoints: string[] };
  /** A written item's criteria, model answer and key ideas, and how the student assessed it. */
  written?: WrittenDetails;
};

/** What the tutor knows of a written answer beyond its text (in `selected`). */
export type WrittenDetails = {
  criteria: CriteriaParameter[];
  modelAnswer: string;
  keyIdeas: KeyIdea[];
  /** The student's own level per parameter, or null before they assess it. */
  assessment: Record<string, number> | null;
  /** Points awarded (null while waiting for the student's assessment) of the item's maximum. */
  points: { awarded: number | null; max: number };
};

/** What the tutor knows about the student's test. */
export type TutorContext = {
  subjectId: string;
  subjectName: string;
  grade: number;
  correct: number;
  total: number;
  questions: TutorQuestion[];
};

/** A stored quiz, as its owner reads it. */
export type QuizRow = Awaited<ReturnType<typeof ownedQuiz>>;

/**
 * A handed-in test the student asks about, read from the database (ownedQuiz: owner only, 403
 * and 404 as for the history). Nothing the page sends stands in for one.
 */
export async function tutorContext(db: Db, row: QuizRow): Promise<TutorContext> {
  const ids = row.questionIds;
  const found = await db
    .select({ q: question, u: unit, subjectName: subject.name })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .innerJoin(subject, eq(subject.id, unit.subjectId))
    .where(inArray(question.id, ids));
  const byId = new Map(found.map((f) => [f.q.id, f]));
  const questions: TutorQuestion[] = ids.flatMap((id, i) => {
    const item = byId.get(id);
    if (!item) return [];
    const { q, u } = item;
    const answer = row.answers[i] ?? null;
    const written = writtenDetails(q, answer, row.assessments[String(i + 1)], row.awarded?.[i]);
    return [tutorQuestion(q, u, i + 1, answer, row.marks?.[i] === true, written)];
  });
  const correct = questions.filter((q) => q.isCorrect).length;
  return {
    subjectId: row.subjectId,
    subjectName: found[0]?.subjectName ?? row.subjectId,
    grade: row.grade ?? gradeOf(correct, questions.length),
    correct,
    total: questions.length,
    questions,
  };
}

/** A written item's key and the student's assessment and points; undefined for other types. */
function writtenDetails(
  q: typeof question.$inferSelect,
  answer: string | null,
  assessment: Record<string, number> | undefined,
  awarded: number | null | undefined,
): WrittenDetails | undefined {
  const key = q.answerKey;
  if (key?.type !== 'written') return undefined;
  // A written answer not yet assessed keeps 0 points in the row: pending, not zero.
  const pending = !!answer?.trim() && !assessment;
  return {
    criteria: key.criteria,
    modelAnswer: key.modelAnswer,
    keyIdeas: key.keyIdeas,
    assessment: assessment ?? null,
    points: {
      awarded: pending ? null : (awarded ?? null),
      max: itemPoints({ type: q.type, points: q.points ?? undefined, criteria: key.criteria }),
    },
  };
}

/** An item's key as a sentence can quote it. */
function readableKey(q: typeof question.$inferSelect): string {
  const key = q.answerKey;
  switch (key?.type) {
    case 'ordering':
      return key.order;
    case 'matching':
      return Object.entries(key.pairs)
        .map(([a, n]) => `${a}-${n}`)
        .join(', ');
    case 'numeric': {
      const unit = (q.body as { unit?: string } | null)?.unit;
      return `${String(key.value).replace('.', ',')}${unit ? ` ${unit}` : ''}`;
    }
    case 'written':
      return key.modelAnswer;
    default:
      return q.correctOption ?? '';
  }
}

/** One item of the bank a student asks about (a worksheet's, the mistakes notebook's). */
export type TutorItem = TutorQuestion & { subjectId: string };

/**
 * The bank item a page names (questionId): worksheets show it with its key, and the notebook with
 * the student's last answer, so the tutor may explain it. A prova-modelo's item is not in the
 * bank: 404 as for an unknown id.
 */
export async function tutorItem(db: Db, userId: string, questionId: number): Promise<TutorItem> {
  const [found] = await db
    .select({ q: question, u: unit, mine: studentItem })
    .from(question)
    .innerJoin(unit, eq(unit.id, question.unitId))
    .leftJoin(
      studentItem,
      and(eq(studentItem.questionId, question.id), eq(studentItem.userId, userId)),
    )
    .where(and(eq(question.id, questionId), isNull(question.paperId)));
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.questionNotFound);
  const { q, u, mine } = found;
  const answer = mine?.lastAnswer ?? null;
  const written = writtenDetails(q, answer, undefined, undefined);
  return {
    ...tutorQuestion(q, u, q.questionNumber, answer, mine?.lastCorrect === true, written),
    subjectId: u.subjectId,
  };
}

/** An item as the tutor reads it: numbered `n` where the student met it, with their answer. */
function tutorQuestion(
  q: typeof question.$inferSelect,
  u: typeof unit.$inferSelect,
  n: number,
  answer: string | null,
  isCorrect: boolean,
  written: WrittenDetails | undefined,
): TutorQuestion {
  return {
    id: q.id,
    n,
    type: q.type,
    text: q.text,
    options: {
      A: q.optionA ?? undefined,
      B: q.optionB ?? undefined,
      C: q.optionC ?? undefined,
      D: q.optionD ?? undefined,
    },
    selected: answer,
    correct: readableKey(q),
    isCorrect,
    explanation: q.explanation,
    unit: { number: u.number, name: u.name, keyPoints: u.keyPoints },
    ...(written ? { written } : {}),
  };
}

/** The items of the student's tests still open (not handed in, time not up): hint first on them. */
export async function openTestItems(db: Db, userId: string, now: Date): Promise<Set<number>> {
  const rows = await db
    .select({ ids: quiz.questionIds })
    .from(quiz)
    .where(and(eq(quiz.userId, userId), sql`not ${quiz.finished}`, gt(quiz.deadlineAt, now)));
  return new Set(rows.flatMap((r) => r.ids));
}
