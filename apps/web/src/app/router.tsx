import { createBrowserRouter, Navigate } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { GuestRoute, ProtectedRoute } from './guards';
import { PublicLayout } from './layouts/public-layout';

// Each page is its own chunk, loaded when first visited, so the landing page stays light.
export const router = createBrowserRouter([
  {
    Component: PublicLayout,
    // Shown while the first page's chunk loads.
    HydrateFallback: () => <LoadingState />,
    children: [
      { index: true, lazy: () => import('./routes/landing') },
      { path: 'escolherDisciplina', lazy: () => import('./routes/choose-subject') },
      {
        Component: GuestRoute,
        children: [
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'signup', lazy: () => import('./routes/signup') },
        ],
      },
      { path: 'esqueci-palavra-passe', lazy: () => import('./routes/forgot-password') },
      { path: 'redefinir-palavra-passe', lazy: () => import('./routes/reset-password') },
      { path: 'sobre', lazy: () => import('./routes/info-about') },
      { path: 'termos', lazy: () => import('./routes/info-terms') },
      { path: 'privacidade', lazy: () => import('./routes/info-privacy') },
      { path: 'licenciadores', lazy: () => import('./routes/info-licensors') },
      { path: 'contactos', lazy: () => import('./routes/contact') },
      // A practice subject's pages: /economia, /biologia (the subject id in lower case).
      { path: ':disciplina', lazy: () => import('./routes/subject-home') },
      { path: ':disciplina/exames', lazy: () => import('./routes/exams') },
      { path: ':disciplina/fichas', lazy: () => import('./routes/worksheets') },
      {
        path: ':disciplina/fichas/Unidade/:unidadeId',
        lazy: () => import('./routes/worksheet-unit'),
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
  // Where an identity provider sends the student back (inside the sign-in popup).
  { path: 'auth/concluido', lazy: () => import('./routes/auth-complete') },
  {
    path: 'app',
    Component: ProtectedRoute,
    HydrateFallback: () => <LoadingState />,
    children: [
      {
        lazy: () => import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout })),
        children: [
          { index: true, lazy: () => import('./routes/app/dashboard') },
          { path: 'help', lazy: () => import('./routes/app/help') },
          {
            path: 'settings',
            lazy: () => import('./routes/app/settings/layout'),
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', lazy: () => import('./routes/app/settings/profile') },
              { path: 'preferences', lazy: () => import('./routes/app/settings/preferences') },
              {
                path: 'connected-accounts',
                lazy: () => import('./routes/app/settings/connected-accounts'),
              },
              { path: 'privacy', lazy: () => import('./routes/app/settings/privacy') },
              { path: 'subscription', lazy: () => import('./routes/app/settings/subscription') },
              { path: 'support', lazy: () => import('./routes/app/settings/support') },
            ],
          },
          { path: 'novo-teste', lazy: () => import('./routes/app/practice') },
          { path: 'exames', lazy: () => import('./routes/app/exams') },
          { path: 'teste/resultados', lazy: () => import('./routes/app/quiz-results') },
          { path: 'teste/resultados/:quizId', lazy: () => import('./routes/app/quiz-history') },
          { path: 'estudar', lazy: () => import('./routes/app/study') },
          { path: 'progresso/:planoId', lazy: () => import('./routes/app/plan-progress') },
        ],
      },
      // The test runner takes the whole screen: no sidebar to wander off to mid-test.
      { path: 'teste', lazy: () => import('./routes/app/quiz-runner') },
      { path: 'teste/:planoId/:unitId', lazy: () => import('./routes/app/unit-test') },
    ],
  },
]);
