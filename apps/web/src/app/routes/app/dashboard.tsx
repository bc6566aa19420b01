import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoadingState } from '../../../components/ui/states';
import { dashboardQueryOptions, useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { DashboardView } from '../../../features/dashboard/components/dashboard-view';
import { subjectsQueryOptions, useSubjects } from '../../../features/subjects/api/get-subjects';

/** The dashboard's reads start as soon as this chunk is in (router.tsx, preloadRoute). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(dashboardQueryOptions());
  void queryClient.prefetchQuery(subjectsQueryOptions());
}

/** /app: the dashboard. Spec §8: errors while loading it are only logged. */
export function Component() {
  const dashboard = useDashboard();
  const subjects = useSubjects();
  useEffect(() => {
    if (dashboard.isError) console.warn('Erro ao carregar o painel', dashboard.error);
  }, [dashboard.isError, dashboard.error]);
  if (dashboard.isPending) return <LoadingState label="Carregando histórico de testes..." />;
  if (dashboard.isError) return null;
  const subjectName = (id: string) => subjects.data?.find((s) => s.id === id)?.name ?? id;
  return <DashboardView dashboard={dashboard.data} subjectName={subjectName} />;
}
