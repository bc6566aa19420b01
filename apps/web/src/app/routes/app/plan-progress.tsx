import { MESSAGES } from '@nota20/core/messages';
import { daysLeft, daysLeftText } from '@nota20/core/plans';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { ProgressCircle } from '../../../components/ui/progress-circle';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { usePlan } from '../../../features/plans/api/get-plan';
import { formatTestDate } from '../../../features/plans/components/plan-list';
import { PlanPath, PlanSummaries } from '../../../features/plans/components/plan-path';
import { useSubjects } from '../../../features/subjects/api/get-subjects';

/** Spec §8 plan errors: the server's 403/404 texts, else the generic one. */
function planError(error: Error): string {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404))
    return error.message;
  return MESSAGES.planLoadFailed;
}

/** /app/progresso/:planoId: mastery, hours left, the unit path and RESUMOS (owner only). */
export function Component() {
  const { planoId = '' } = useParams();
  const plan = usePlan(planoId);
  // Days are counted from when the page was opened.
  const [now] = useState(() => new Date());
  const subjects = useSubjects();
  if (plan.isPending) return <LoadingState label="A carregar o plano…" />;
  if (plan.isError) {
    return (
      <ErrorState heading={MESSAGES.errorHeading} message={planError(plan.error)}>
        <ButtonLink to={paths.study} variant="secondary">
          {MESSAGES.planBackToStudy}
        </ButtonLink>
      </ErrorState>
    );
  }
  const data = plan.data;
  const name = subjects.data?.find((s) => s.id === data.disciplina)?.name ?? data.disciplina;
  const days = daysLeft(data.dataTeste, now);
  return (
    <>
      <ButtonLink to={paths.study} variant="ghost" className="-ml-3 mb-2">
        ← Voltar
      </ButtonLink>
      <PageHeader title={name} eyebrow="Plano de estudo">
        Teste a {formatTestDate(data.dataTeste)} · {daysLeftText(days)} · objetivo {data.nota}{' '}
        valores
      </PageHeader>
      <div className="grid gap-4 sm:grid-cols-2">
        <ProgressCircle percent={data.mastery} label="Domínio do plano">
          Domínio do plano (média das unidades)
        </ProgressCircle>
        <div className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <Clock aria-hidden="true" className="size-10 shrink-0 text-brand-700" />
          <div>
            <p className="text-2xl font-extrabold text-slate-900">
              {data.remainingHours} {data.remainingHours === 1 ? 'hora' : 'horas'}
            </p>
            <p className="text-sm text-slate-600">de estudo estimadas até dominares tudo</p>
          </div>
        </div>
      </div>
      <div className="mt-10 grid gap-10 lg:grid-cols-2 lg:items-start">
        <PlanPath plan={data} />
        <PlanSummaries units={data.units} />
      </div>
    </>
  );
}
