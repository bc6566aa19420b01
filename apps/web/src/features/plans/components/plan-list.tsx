import type { Plan } from '@nota20/core/contracts/plans';
import { MESSAGES } from '@nota20/core/messages';
import { daysLeft, daysLeftText } from '@nota20/core/plans';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { paths } from '../../../lib/paths';
import { useDeletePlan } from '../api/delete-plan';

const dateFormat = new Intl.DateTimeFormat('pt-PT', { dateStyle: 'long', timeZone: 'UTC' });
/** A YYYY-MM-DD date in pt-PT words (22 de novembro de 2026). */
export const formatTestDate = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

function DeletePlan({ plan, subjectName }: { plan: Plan; subjectName: string }) {
  const remove = useDeletePlan();
  const [error, setError] = useState('');
  return (
    <>
      <ConfirmDialog
        triggerClassName="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-bold text-red-800 hover:bg-red-50 disabled:opacity-50"
        triggerDisabled={remove.isPending}
        trigger={
          <>
            <Trash2 aria-hidden="true" className="size-4" />
            {remove.isPending ? 'A apagar…' : 'Apagar'}
            <span className="sr-only"> o plano de {subjectName}</span>
          </>
        }
        title={`Apagar o plano de ${subjectName}?`}
        description="O progresso das unidades deste plano perde-se. Os testes feitos continuam no teu histórico."
        cancel="Cancelar"
        confirm="Apagar"
        onConfirm={() =>
          remove.mutate(plan.id, {
            onError: (e) => setError(MESSAGES.planDeleteFailed(e.message)),
          })
        }
      />
      {error ? (
        <p role="alert" className="basis-full rounded-xl bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Spec §2 'Próximos testes': each plan with its date, days left, target and mastery. */
/** What a list of the student's plans is drawn from: the plans, subject names, the time now. */
export type PlansProps = {
  plans: readonly Plan[];
  subjectName: (id: string) => string;
  now: Date;
};

export function PlanList({ plans, subjectName, now }: PlansProps) {
  return (
    <ul className="grid gap-4">
      {plans.map((plan) => {
        const days = daysLeft(plan.dataTeste, now);
        const name = subjectName(plan.disciplina);
        return (
          <li
            key={plan.id}
            className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          >
            {/* Its own line on a phone: the buttons wrap below rather than squeeze the text. */}
            <div className="min-w-0 flex-[1_1_16rem]">
              <h3 className="text-lg font-bold text-slate-900">{name}</h3>
              <p className="text-slate-700">
                {formatTestDate(plan.dataTeste)} ·{' '}
                <strong className={days < 0 ? 'text-slate-600' : 'text-brand-800'}>
                  {daysLeftText(days)}
                </strong>
              </p>
              <p className="mt-1 text-sm text-slate-600">
                Objetivo: {plan.nota} valores · Domínio: {plan.mastery}% · {plan.units.length}{' '}
                {plan.units.length === 1 ? 'unidade' : 'unidades'}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <ButtonLink to={paths.planProgress(plan.id)} variant="secondary">
                Continuar<span className="sr-only"> o plano de {name}</span>
              </ButtonLink>
              <DeletePlan plan={plan} subjectName={name} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
