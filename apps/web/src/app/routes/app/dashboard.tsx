import type { Me } from '@nota20/core/contracts/me';
import type { Subject } from '@nota20/core/contracts/subjects';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useStartTest } from '../../../features/quizzes/use-start-test';
import { LoadingState } from '../../../components/ui/states';
import { dashboardQueryOptions, useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { DashboardView } from '../../../features/dashboard/components/dashboard-view';
import { plansQueryOptions, usePlans } from '../../../features/plans/api/get-plans';
import { NextPlanTest } from '../../../features/plans/components/next-plan-test';
import { ReviewCard } from '../../../features/learning/components/learning-cards';
import { meQueryOptions, useMe } from '../../../features/profile/api/get-me';
import { reviewQueryOptions } from '../../../features/learning/api/get-review';
import { subjectsQueryOptions, useSubjects } from '../../../features/subjects/api/get-subjects';
import { useOfflineCopy } from '../../../lib/offline-copies';

const copyFormat = new Intl.DateTimeFormat('pt-PT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Lisbon',
});

/** Offline, the dashboard is the copy last loaded: it says so, and from when. */
function OfflineCopyNotice({ since }: { since: Date }) {
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-950"
    >
      Sem ligação à internet: estás a ver o painel tal como estava a {copyFormat.format(since)}. Os
      testes precisam de ligação; as fichas que já abriste continuam disponíveis.
    </p>
  );
}

/** «Revisão de hoje» is of the student's current subject, else the first practice subject. */
function reviewSubjectOf(subjects: readonly Subject[] | undefined, me: Me | undefined) {
  const practice = subjects?.filter((s) => s.practice) ?? [];
  return practice.find((s) => s.id === me?.currentSubject)?.id ?? practice[0]?.id;
}

/**
 * The dashboard's reads start as soon as this chunk is in (router.tsx, preloadRoute), and the
 * review's as soon as the subject is known: the page then renders once, with everything, not
 * again when the review arrives.
 */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(dashboardQueryOptions());
  void queryClient.prefetchQuery(plansQueryOptions());
  void Promise.all([
    queryClient.fetchQuery(subjectsQueryOptions()),
    queryClient.fetchQuery(meQueryOptions()),
  ]).then(
    ([subjects, me]) => {
      const subject = reviewSubjectOf(subjects.items, me);
      if (subject) void queryClient.prefetchQuery(reviewQueryOptions(subject));
    },
    () => undefined,
  );
}

/** /app: the dashboard. Spec §8: errors while loading it are only logged. */
export function Component() {
  const dashboard = useDashboard();
  const subjects = useSubjects();
  const plans = usePlans();
  const me = useMe();
  const start = useStartTest();
  const copy = useOfflineCopy('/dashboard');
  useEffect(() => {
    if (dashboard.isError) console.warn('Erro ao carregar o painel', dashboard.error);
  }, [dashboard.isError, dashboard.error]);
  if (dashboard.isPending) return <LoadingState label="Carregando histórico de testes..." />;
  if (dashboard.isError) return null;
  const subjectName = (id: string) => subjects.data?.find((s) => s.id === id)?.name ?? id;
  const reviewSubject = reviewSubjectOf(subjects.data, me.data);
  return (
    <>
      {copy ? <OfflineCopyNotice since={copy} /> : null}
      <DashboardView
        dashboard={dashboard.data}
        subjectName={subjectName}
        nextPlanTest={
          plans.data ? (
            <NextPlanTest plans={plans.data} subjectName={subjectName} now={new Date()} />
          ) : null
        }
        review={
          reviewSubject ? (
            <ul className="grid gap-4 md:grid-cols-2">
              <ReviewCard
                subjectId={reviewSubject}
                onStart={() => start({ type: 'review', subject: reviewSubject })}
              />
            </ul>
          ) : null
        }
      />
    </>
  );
}
