import type { AssistantRequest } from '@nota20/core/contracts/assistant';
import { gradeOf } from '@nota20/core/grading';
import {
  type CriteriaParameter,
  type ItemType,
  itemPoints,
  type KeyIdea,
} from '@nota20/core/items';
import type { OptionLetter } from '@nota20/core/options';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { question, subject, unit } from '../../db/schema/index';
import { ownedQuiz } from '../quizzes/public';

export type TutorQuestion = {
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
  subjectName: string;
  grade: number;
  correct: number;
  total: number;
  questions: TutorQuestion[];
};

/**
 * The test the student asks about, read from the database (owner only: 403 and 404 as for the
 * history). Without a quiz id there is no test: nothing the page sends stands in for one.
 */
export async function tutorContext(
  db: Db,
  userId: string,
  request: AssistantRequest,
): Promise<TutorContext | undefined> {
  if (!request.quizId) return undefined;
  const row = await ownedQuiz(db, userId, request.quizId);
  // An unfinished quiz has no answers to discuss yet: the tutor must not reveal them.
  if (!row.finished) return undefined;
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
    return [
      {
        n: i + 1,
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
        isCorrect: row.marks?.[i] === true,
        explanation: q.explanation,
        unit: { number: u.number, name: u.name, keyPoints: u.keyPoints },
        ...(written ? { written } : {}),
      },
    ];
  });
  const correct = questions.filter((q) => q.isCorrect).length;
  return {
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
