import { isPositive } from '@nota20/core/grading';
import { lisbonDay } from '@nota20/core/streak';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, quiz, school, user } from '../../db/schema/index';
import type { ChangeFeed } from '../../lib/cache/change-feed';
import { oncePer } from '../../lib/cache/once-per';
import { UserCopies } from '../../lib/cache/user-copies';

/** A finished test as the history, the dashboard and the streak read it. */
export type FinishedTest = {
  id: string;
  examType: (typeof quiz.$inferSelect)['examType'];
  subject: string;
  grade: number;
  finishTime: Date;
  /** finishTime as the API writes it, worked out once per copy. */
  finishedAt: string;
  total: number;
  correct: number;
  answered: number;
};

/**
 * What a student's own pages are made of: their row, school, linked providers and finished
 * tests (newest first). Anything that depends on the time (lives, streak) is computed from it
 * per request.
 */
export type StudentData = {
  user: typeof user.$inferSelect;
  school: typeof school.$inferSelect | null;
  providers: string[];
  history: FinishedTest[];
};

/**
 * Copies kept per process, weighed in units of about 100 bytes: a student's row, school and
 * providers come to about 1 KB, each finished test to about 300 bytes. So about 20 MB in all.
 */
const COPY_UNITS = 200_000;
const copyUnits = (data: StudentData) => 10 + 3 * data.history.length;
const COPY_MS = 10 * 60_000;

type HistoryRow = Omit<FinishedTest, 'finishTime' | 'finishedAt'> & { finishTime: number };

// One round trip: the user, their school, providers and finished tests (as JSON). Prepared once
// per connection, so PostgreSQL plans it once.
function prepareRead(db: Db) {
  return db
    .select({
      u: user,
      s: school,
      providers: sql<string[]>`array(select distinct ${account.providerId} from ${account}
        where ${account.userId} = ${user.id})`,
      history: sql<HistoryRow[]>`coalesce((select json_agg(json_build_object(
          'id', ${quiz.id}, 'examType', ${quiz.examType}, 'subject', ${quiz.subjectId},
          'grade', coalesce(${quiz.grade}, 0),
          'finishTime', (extract(epoch from ${quiz.finishTime}) * 1000)::float8,
          -- Counted at submit (migration 0005 counted the older ones).
          'total', coalesce(${quiz.questionCount}, 0), 'correct', coalesce(${quiz.correctCount}, 0),
          'answered', coalesce(${quiz.answeredCount}, 0))
          order by ${quiz.finishTime} desc)
        from ${quiz}
        where ${quiz.userId} = ${user.id} and ${quiz.finished} and ${quiz.finishTime} is not null),
        '[]'::json)`,
    })
    .from(user)
    .leftJoin(school, eq(school.id, user.schoolId))
    .where(eq(user.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('student_data');
}

type Lives = Pick<StudentData['user'], 'lives' | 'livesUpdatedAt'>;

export type Students = {
  /** The student's data, or undefined when there is no such user (any more). */
  data: (userId: string) => Promise<StudentData | undefined>;
  /**
   * The student's stored lives: from their copy when one is held, else one small read (a start
   * refused for want of lives needs nothing else, and a long history makes reading it all slow).
   */
  lives: (userId: string) => Promise<Lives | undefined>;
  forgetUser: (userId: string) => void;
};

/** Students' own data, read in one statement and copied per process while the feed is live. */
export function createStudents(db: Db, feed: ChangeFeed | undefined): Students {
  const read = prepareRead(db);
  const readLives = db
    .select({ lives: user.lives, livesUpdatedAt: user.livesUpdatedAt })
    .from(user)
    .where(eq(user.id, sql.placeholder('userId')))
    .prepare('student_lives');
  const copies = new UserCopies<string, StudentData>(feed, {
    kind: 'user',
    max: COPY_UNITS,
    ttlMs: COPY_MS,
    size: copyUnits,
  });
  return {
    data: (userId) =>
      copies.get(userId, async () => {
        const [row] = await read.execute({ userId });
        if (!row) return undefined;
        return {
          userId,
          value: {
            user: row.u,
            school: row.s,
            providers: row.providers,
            history: row.history.map((h) => {
              const finishTime = new Date(h.finishTime);
              return { ...h, finishTime, finishedAt: finishTime.toISOString() };
            }),
          },
        };
      }),
    lives: async (userId) => {
      const copy = copies.peek(userId);
      if (copy) return copy.user;
      const [row] = await readLives.execute({ userId });
      return row;
    },
    forgetUser: (userId) => copies.forgetUser(userId),
  };
}

/** What the dashboard and /api/me add up from a student's finished tests, whatever the time. */
export type HistoryFigures = {
  /** Lisbon days with a finished test (the streak is counted from them at the time of asking). */
  days: ReadonlySet<string>;
  positive: number;
  answered: number;
  correct: number;
  gradeSum: number;
};

/**
 * The figures of a copy's history, added up once per copy: it changes only when a test is
 * finished, and the copy with it, while the dashboard and /api/me are read far more often.
 */
export const historyFigures = oncePer((history: StudentData['history']): HistoryFigures => {
  const days = new Set<string>();
  let positive = 0;
  let answered = 0;
  let correct = 0;
  let gradeSum = 0;
  for (const h of history) {
    days.add(lisbonDay(h.finishTime));
    if (isPositive(h.grade)) positive++;
    answered += h.answered;
    correct += h.correct;
    gradeSum += h.grade;
  }
  return { days, positive, answered, correct, gradeSum };
});
