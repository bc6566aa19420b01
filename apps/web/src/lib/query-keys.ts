/**
 * Every query key of the web app, built here and nowhere else: a queryKey, an invalidation and
 * a cache write all name their data through this object, so two places cannot disagree on it.
 * A shorter key is the prefix of the longer ones under it: invalidating `plans.all()` reaches
 * each `plans.one(id)` too (pass `exact: true` for the list alone).
 */
export const queryKeys = {
  /** Who is signed in (`null`: nobody). Kept when everything else is forgotten. */
  session: () => ['session'] as const,
  auth: {
    passwordPolicy: () => ['auth', 'password-policy'] as const,
    providers: () => ['auth', 'providers'] as const,
    /** Not the API's: the most used passwords, from their own chunk. */
    commonPasswords: () => ['auth', 'common-passwords'] as const,
  },
  me: () => ['me'] as const,
  dashboard: () => ['dashboard'] as const,
  plans: {
    /** The student's plans, and the prefix of every plan. */
    all: () => ['plans'] as const,
    one: (planId: string) => ['plans', planId] as const,
  },
  quizzes: {
    progress: (quizId: string) => ['quizzes', quizId, 'progress'] as const,
    result: (quizId: string) => ['quizzes', quizId, 'result'] as const,
  },
  subjects: {
    /** Every subject with its units, and the prefix of each subject's data. */
    all: () => ['subjects'] as const,
    exams: (subjectId: string) => ['subjects', subjectId, 'exams'] as const,
    worksheet: (subjectId: string, unit: number) =>
      ['subjects', subjectId, 'units', unit, 'questions'] as const,
    papers: (subjectId: string) => ['subjects', subjectId, 'papers'] as const,
  },
  schools: {
    search: (q: string) => ['schools', q] as const,
  },
  /** The student's own learning record (issue 27): the prefix of the notebook and the review. */
  learning: {
    all: () => ['learning'] as const,
    mistakes: (subjectId: string) => ['learning', 'mistakes', subjectId] as const,
    review: (subjectId: string) => ['learning', 'review', subjectId] as const,
  },
};
