import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoadingState } from '../components/ui/states';
import { PublicLayout } from './layouts/public-layout';

// Declarative routes (BrowserRouter in main.tsx): the data router's loaders and actions are not
// used here, and leaving them out keeps about 17 KB (gzip) off every first visit.

/** A route module's page, loaded when first visited: each page is its own chunk. */
function page(load: () => Promise<{ Component: ComponentType }>) {
  const Page = lazy(() => load().then((m) => ({ default: m.Component })));
  return <Page />;
}

// The guards read the session (TanStack Query): loaded with the first page that needs them, so
// the landing page does without the query hooks.
const GuestRoute = lazy(() => import('./guards').then((m) => ({ default: m.GuestRoute })));
const ProtectedRoute = lazy(() => import('./guards').then((m) => ({ default: m.ProtectedRoute })));
const WithQueries = lazy(() =>
  import('./query-provider').then((m) => ({ default: m.WithQueries })),
);
const AppLayout = lazy(() =>
  import('./layouts/app-layout').then((m) => ({ default: m.AppLayout })),
);

/**
 * Every route, built once (each lazy page must be created once, not on every render). Rendered
 * inside <BrowserRouter>; the Suspense fallback shows while the first page's chunk loads, and
 * later navigations (transitions) keep the old page on screen meanwhile.
 */
export const appRoutes = (
  <Suspense fallback={<LoadingState />}>
    <Routes>
      <Route element={<PublicLayout />}>
        <Route index element={page(() => import('./routes/landing'))} />
        <Route element={<WithQueries />}>
          <Route
            path="escolherDisciplina"
            element={page(() => import('./routes/choose-subject'))}
          />
          <Route element={<GuestRoute />}>
            <Route path="login" element={page(() => import('./routes/login'))} />
            <Route path="signup" element={page(() => import('./routes/signup'))} />
          </Route>
          <Route
            path="esqueci-palavra-passe"
            element={page(() => import('./routes/forgot-password'))}
          />
          <Route
            path="redefinir-palavra-passe"
            element={page(() => import('./routes/reset-password'))}
          />
          <Route path="sobre" element={page(() => import('./routes/info-about'))} />
          <Route path="termos" element={page(() => import('./routes/info-terms'))} />
          <Route path="privacidade" element={page(() => import('./routes/info-privacy'))} />
          <Route path="licenciadores" element={page(() => import('./routes/info-licensors'))} />
          <Route path="contactos" element={page(() => import('./routes/contact'))} />
          {/* A practice subject's pages: /economia, /biologia (the subject id in lower case). */}
          <Route path=":disciplina" element={page(() => import('./routes/subject-home'))} />
          <Route path=":disciplina/exames" element={page(() => import('./routes/exams'))} />
          <Route path=":disciplina/fichas" element={page(() => import('./routes/worksheets'))} />
          <Route
            path=":disciplina/fichas/Unidade/:unidadeId"
            element={page(() => import('./routes/worksheet-unit'))}
          />
          <Route path="*" element={page(() => import('./routes/not-found'))} />
        </Route>
      </Route>
      <Route element={<WithQueries />}>
        {/* Where an identity provider sends the student back (inside the sign-in popup). */}
        <Route path="auth/concluido" element={page(() => import('./routes/auth-complete'))} />
        <Route path="app" element={<ProtectedRoute />}>
          <Route element={<AppLayout />}>
            <Route index element={page(() => import('./routes/app/dashboard'))} />
            <Route path="help" element={page(() => import('./routes/app/help'))} />
            <Route path="settings" element={page(() => import('./routes/app/settings/layout'))}>
              <Route index element={<Navigate to="profile" replace />} />
              <Route path="profile" element={page(() => import('./routes/app/settings/profile'))} />
              <Route
                path="preferences"
                element={page(() => import('./routes/app/settings/preferences'))}
              />
              <Route
                path="connected-accounts"
                element={page(() => import('./routes/app/settings/connected-accounts'))}
              />
              <Route path="privacy" element={page(() => import('./routes/app/settings/privacy'))} />
              <Route
                path="subscription"
                element={page(() => import('./routes/app/settings/subscription'))}
              />
              <Route path="support" element={page(() => import('./routes/app/settings/support'))} />
            </Route>
            <Route path="novo-teste" element={page(() => import('./routes/app/practice'))} />
            <Route path="exames" element={page(() => import('./routes/app/exams'))} />
            <Route
              path="teste/resultados"
              element={page(() => import('./routes/app/quiz-results'))}
            />
            <Route
              path="teste/resultados/:quizId"
              element={page(() => import('./routes/app/quiz-history'))}
            />
            <Route path="estudar" element={page(() => import('./routes/app/study'))} />
            <Route
              path="progresso/:planoId"
              element={page(() => import('./routes/app/plan-progress'))}
            />
          </Route>
          {/* The test runner takes the whole screen: no sidebar to wander off to mid-test. */}
          <Route path="teste" element={page(() => import('./routes/app/quiz-runner'))} />
          <Route
            path="teste/:planoId/:unitId"
            element={page(() => import('./routes/app/unit-test'))}
          />
        </Route>
      </Route>
    </Routes>
  </Suspense>
);
