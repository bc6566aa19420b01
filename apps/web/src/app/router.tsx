import { createBrowserRouter } from 'react-router';
import { LoadingState } from '../components/ui/states';
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
      // Pages that later releases fill in.
      ...['login', 'signup', 'sobre', 'termos', 'licenciadores', 'privacidade', 'contactos'].map(
        (path) => ({ path, lazy: () => import('./routes/coming-soon') }),
      ),
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
]);
