import { subjectSlug } from '@nota20/core/subject-routes';

/** Every in-app URL is built here, so a route can change in one place. */
export const paths = {
  home: '/',
  chooseSubject: '/escolherDisciplina',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/esqueci-palavra-passe',
  resetPassword: '/redefinir-palavra-passe',
  app: '/app',
  practice: '/app/novo-teste',
  /** The test runner; its query (type, count, time, subject) comes from quizSearch(). */
  quiz: (search: string) => `/app/teste${search}`,
  quizResults: '/app/teste/resultados',
  quizHistory: (quizId: string) => `/app/teste/resultados/${quizId}`,
  appExams: '/app/exames',
  /** «Os meus erros» of a subject. */
  mistakes: (subjectId: string) => `/app/erros?disciplina=${encodeURIComponent(subjectId)}`,
  /** The tutor on its own (issue 28), about a subject's notes. */
  tutor: (subjectId?: string) =>
    subjectId ? `/app/tutor?disciplina=${encodeURIComponent(subjectId)}` : '/app/tutor',
  study: '/app/estudar',
  planProgress: (planId: string) => `/app/progresso/${planId}`,
  unitTest: (planId: string, unitId: string) => `/app/teste/${planId}/${unitId}`,
  help: '/app/help',
  settings: '/app/settings',
  settingsPage: (
    page: 'profile' | 'preferences' | 'connected-accounts' | 'privacy' | 'subscription' | 'support',
  ) => `/app/settings/${page}`,
  about: '/sobre',
  terms: '/termos',
  licensors: '/licenciadores',
  privacy: '/privacidade',
  contacts: '/contactos',
  subject: (subjectId: string) => `/${subjectSlug(subjectId)}`,
  exams: (subjectId: string) => `/${subjectSlug(subjectId)}/exames`,
  worksheets: (subjectId: string) => `/${subjectSlug(subjectId)}/fichas`,
  worksheet: (subjectId: string, unit: number) =>
    `/${subjectSlug(subjectId)}/fichas/Unidade/${unit}`,
} as const;
