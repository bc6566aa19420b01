import type { AssistantRequest } from '@nota20/core/contracts/assistant';
import { gradeOf } from '@nota20/core/grading';
import type { OptionLetter } from '@nota20/core/options';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { question, subject, unit } from '../../db/schema/index';
import { ownedQuiz } from '../../lib/quiz-history';

export type TutorQuestion = {
  n: number;
  text: string;
  options: Partial<Record<OptionLetter, string>>;
  selected: OptionLetter | null;
  correct: OptionLetter;
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
  /** True when read from the database (quizId); false when the page sent it. */
  verified: boolean;
};

/**
 * The test the student asks about. With a quiz id it is read from the database (owner only: 403
 * and 404 as for the history); the page's `results` are only used when no quiz is named.
 */
export async function tutorContext(
  db: Db,
  userId: string,
  request: AssistantRequest,
): Promise<TutorContext | undefined> {
  if (request.quizId) {
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
          text: q.text,
          options: {
            A: q.optionA ?? undefined,
            B: q.optionB ?? undefined,
            C: q.optionC ?? undefined,
            D: q.optionD ?? undefined,
          },
          selected: row.answers[i] ?? null,
          correct: q.correctOption,
          isCorrect: row.marks?.[i] === true,
          explanation: q.explanation,
          unit: { number: u.number, name: u.name, keyPoints: u.keyPoints },
        },
      ];
    });
    const correct = questions.filter((q) => q.isCorrect).length;
    return {
      subjectName: found[0]?.subjectName ?? request.discipline ?? row.subjectId,
      grade: row.grade ?? gradeOf(correct, questions.length),
      correct,
      total: questions.length,
      questions,
      verified: true,
    };
  }
  const results = request.results;
  if (!results || results.questions.length === 0) return undefined;
  const questions: TutorQuestion[] = results.questions.map((q) => ({
    n: q.n,
    text: q.question_text,
    options: q.options ?? {},
    selected: q.selectedAnswer,
    correct: q.correct_option,
    isCorrect: q.selectedAnswer === q.correct_option,
    explanation: q.explanation ?? '',
  }));
  const correct = questions.filter((q) => q.isCorrect).length;
  return {
    subjectName: request.discipline ?? 'a disciplina',
    grade: gradeOf(correct, questions.length),
    correct,
    total: questions.length,
    questions,
    verified: false,
  };
}
