import type { AssistantRequest } from '@nota20/core/contracts/assistant';
import { gradeOf } from '@nota20/core/grading';
import type { ItemType } from '@nota20/core/items';
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
        selected: row.answers[i] ?? null,
        correct: readableKey(q),
        isCorrect: row.marks?.[i] === true,
        explanation: q.explanation,
        unit: { number: u.number, name: u.name, keyPoints: u.keyPoints },
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
