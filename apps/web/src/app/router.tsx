import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { LoadingState } from '../components/ui/states';
import { lazyModule, useLazyModule } from '../lib/lazy-module';
import { PublicLayout } from './layouts/public-layout';
import { RouteErrorBoundary } from './route-error-boundary';

// Declarative routes (BrowserRouter in main.tsx, see docs/decisions/004): the data router's
// loaders and actions are not used here, and leaving them out keeps about 17 KB (gzip) off every
// first visit. Each page, layout and guard is its own chunk, loaded when first needed.

/**
 * What a route's chunk gives: the element, and optionally the queries it will read, started
 * by preloadRoute as soon as the chunk is in (like a data router's loader, without its weight).
 */
type RouteModule = {
  Component: ComponentType;
  prefetch?: (queryClient: QueryClient, params: Params) => unknown;
};
type Handle = { load: () => Promise<RouteModule> };

/**
 * A route whose element is loaded lazily: preloadRoute starts its chunk early, and once the
 * chunk is in, the element renders at once (lib/lazy-module.ts). Each has its own error
 * boundary: a page that throws, or whose chunk does not arrive, says so in pt-PT inside the
 * layouts above it, with a way back.
 */
function lazyRoute(load: () => Promise<RouteModule>): Pick<RouteObject, 'element' | 'handle'> {
  const module = lazyModule(load);
  function LazyRoute() {
    const { Component } = useLazyModule(module);
    return <Component />;
  }
  return {
    element: (
      <RouteErrorBoundary>
        <LazyRoute />
      </RouteErrorBoundary>
    ),
    handle: { load: module.preload } satisfies Handle,
  };
}

const page = lazyRoute;
// TanStack Query's provider, around every route that reads or sends data (all but the landing).
const loadQueryProvider = () => import('./query-provider');
const withQueries = () =>
  lazyRoute(() => loadQueryProvider().then((m) => ({ Component: m.WithQueries })));
const guestOnly = lazyRoute(() =>
  import('./guards').then((m) => ({ Component: m.GuestRoute, prefetch: m.prefetch })),
);
const signedInOnly = lazyRoute(() =>
  import('./guards').then((m) => ({ Component: m.ProtectedRoute, prefetch: m.prefetch })),
);
const appLayout = lazyRoute(() =>
  import('./layouts/app-layout').then((m) => ({ Component: m.AppLayout, prefetch: m.prefetch })),
);

const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...page(() => import('./routes/landing')) },
      {
        ...withQueries(),
        children: [
          { path: 'escolherDisciplina', ...page(() => import('./routes/choose-subject')) },
          {
            ...guestOnly,
            children: [
              { path: 'login', ...page(() => import('./routes/login')) },
              { path: 'signup', ...page(() => import('./routes/signup')) },
            ],
          },
          { path: 'esqueci-palavra-passe', ...page(() => import('./routes/forgot-password')) },
          { path: 'redefinir-palavra-passe', ...page(() => import('./routes/reset-password')) },
          { path: 'sobre', ...page(() => import('./routes/info-about')) },
          { path: 'termos', ...page(() => import('./routes/info-terms')) },
          { path: 'privacidade', ...page(() => import('./routes/info-privacy')) },
          { path: 'licenciadores', ...page(() => import('./routes/info-licensors')) },
          { path: 'contactos', ...page(() => import('./routes/contact')) },
          // A practice subject's pages: /economia, /biologia (the subject id in lower case).
          { path: ':disciplina', ...page(() => import('./routes/subject-home')) },
          { path: ':disciplina/exames', ...page(() => import('./routes/exams')) },
          { path: ':disciplina/fichas', ...page(() => import('./routes/worksheets')) },
          {
            path: ':disciplina/fichas/Unidade/:unidadeId',
            ...page(() => import('./routes/worksheet-unit')),
          },
          { path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
  {
    ...withQueries(),
    children: [
      // Where an identity provider sends the student back (inside the sign-in popup).
      { path: 'auth/concluido', ...page(() => import('./routes/auth-complete')) },
      {
        path: 'app',
        ...signedInOnly,
        children: [
          {
            ...appLayout,
            children: [
              { index: true, ...page(() => import('./routes/app/dashboard')) },
              { path: 'help', ...page(() => import('./routes/app/help')) },
              {
                path: 'settings',
                ...page(() => import('./routes/app/settings/layout')),
                children: [
                  { index: true, element: <Navigate to="profile" replace /> },
                  { path: 'profile', ...page(() => import('./routes/app/settings/profile')) },
                  {
                    path: 'preferences',
                    ...page(() => import('./routes/app/settings/preferences')),
                  },
                  {
                    path: 'connected-accounts',
                    ...page(() => import('./routes/app/settings/connected-accounts')),
                  },
                  { path: 'privacy', ...page(() => import('./routes/app/settings/privacy')) },
                  {
                    path: 'subscription',
                    ...page(() => import('./routes/app/settings/subscription')),
                  },
                  { path: 'support', ...page(() => import('./routes/app/settings/support')) },
                ],
              },
              { path: 'novo-teste', ...page(() => import('./routes/app/practice')) },
              { path: 'exames', ...page(() => import('./routes/app/exams')) },
              { path: 'erros', ...page(() => import('./routes/app/mistakes')) },
              { path: 'tutor', ...page(() => import('./routes/app/tutor')) },
              { path: 'teste/resultados', ...page(() => import('./routes/app/quiz-results')) },
              {
                path: 'teste/resultados/:quizId',
                ...page(() => import('./routes/app/quiz-history')),
              },
              { path: 'estudar', ...page(() => import('./routes/app/study')) },
              { path: 'progresso/:planoId', ...page(() => import('./routes/app/plan-progress')) },
            ],
          },
          // The test runner takes the whole screen: no sidebar to wander off to mid-test.
          { path: 'teste', ...page(() => import('./routes/app/quiz-runner')) },
          { path: 'teste/:planoId/:unitId', ...page(() => import('./routes/app/unit-test')) },
        ],
      },
    ],
  },
];

/**
 * Starts loading every chunk the page at `pathname` needs (guard, layouts, page) at once,
 * instead of one after another as each lazy layout renders the next, and each one's queries as
 * soon as its chunk is in, instead of after the page has rendered.
 */
export function preloadRoute(pathname: string) {
  for (const { route, params } of matchRoutes(routes, pathname) ?? []) {
    const handle = route.handle as Handle | undefined;
    if (!handle) continue;
    handle
      .load()
      .then((m) =>
        m.prefetch
          ? loadQueryProvider().then(({ queryClient }) => m.prefetch?.(queryClient, params))
          : undefined,
      )
      // A chunk that fails here fails again, visibly, when the page renders.
      .catch(() => undefined);
  }
}

/**
 * Every route, inside <BrowserRouter>. The Suspense fallback shows while the first page's chunks
 * load; later navigations are transitions, which keep the old page on screen meanwhile. The
 * root error boundary catches what no route's own does (the public layout, say).
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<LoadingState />}>{useRoutes(routes)}</Suspense>
    </RouteErrorBoundary>
  );
}
