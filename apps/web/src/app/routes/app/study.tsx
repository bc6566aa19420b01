import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/states';
import { usePlans } from '../../../features/plans/api/get-plans';
import { CreatePlanForm } from '../../../features/plans/components/create-plan-form';
import { PlanList } from '../../../features/plans/components/plan-list';
import { useSubjects } from '../../../features/subjects/api/get-subjects';

/** /app/estudar: the student's plans ('Próximos testes') and the form for a new one. */
export function Component() {
  const plans = usePlans();
  const subjects = useSubjects();
  // Read once per visit: the day the page counts from and proposes a test date from.
  const [now] = useState(() => new Date());
  const catalogue = subjects.data?.filter((s) => s.catalogue) ?? [];
  const subjectName = (id: string) => catalogue.find((s) => s.id === id)?.name ?? id;
  return (
    <>
      <PageHeader title="Estudar">
        Diz-nos quando é o teste e que matérias saem: o Nota20 leva-te unidade a unidade até as
        dominares.
      </PageHeader>
      <div className="grid gap-10 lg:grid-cols-[1fr_1fr] lg:items-start">
        <section aria-labelledby="proximos">
          <h2 id="proximos" className="mb-4 text-xl font-bold text-slate-900">
            Próximos testes
          </h2>
          {plans.isPending ? (
            <LoadingState label="A carregar os planos…" />
          ) : plans.isError ? (
            <ErrorState heading="Erro" message={plans.error.message}>
              <Button variant="secondary" onClick={() => void plans.refetch()}>
                Tentar novamente
              </Button>
            </ErrorState>
          ) : plans.data.length === 0 ? (
            <EmptyState>
              Ainda não tens planos de estudo. Cria o primeiro: escolhe a disciplina, as matérias
              que saem e a data do teste.
            </EmptyState>
          ) : (
            <PlanList plans={plans.data} subjectName={subjectName} now={now} />
          )}
        </section>
        {subjects.isPending ? (
          <LoadingState label="A carregar disciplinas…" />
        ) : subjects.isError ? (
          <ErrorState heading="Erro" message={subjects.error.message} />
        ) : (
          <CreatePlanForm subjects={catalogue} today={now} />
        )}
      </div>
    </>
  );
}
