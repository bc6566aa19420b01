import type { Plan } from '@nota20/core/contracts/plans';
import { daysLeft, daysLeftText } from '@nota20/core/plans';
import { BookOpen } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { formatTestDate, type PlansProps } from './plan-list';

/**
 * The plan whose test comes next (today or later) and the unit to study now: the first one
 * open and not yet done. Plans whose date has passed wait on the Estudar page.
 */
export function nextPlanTest(plans: readonly Plan[], now: Date) {
  const upcoming = plans
    .filter((p) => daysLeft(p.dataTeste, now) >= 0)
    .sort((a, b) => a.dataTeste.localeCompare(b.dataTeste));
  const plan = upcoming[0];
  if (!plan) return undefined;
  const unit = plan.units.find((u) => u.status === 'available');
  return { plan, unit, days: daysLeft(plan.dataTeste, now) };
}

/** On the dashboard: the next plan test, one tap from its unit test; or how to make a plan. */
export function NextPlanTest({ plans, subjectName, now }: PlansProps) {
  const next = nextPlanTest(plans, now);
  return (
    <section
      aria-labelledby="proximo-teste"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <BookOpen aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
      <div className="min-w-0 flex-[1_1_14rem]">
        <h2 id="proximo-teste" className="font-bold text-slate-900">
          {next ? `Próximo teste: ${subjectName(next.plan.disciplina)}` : 'Planos de estudo'}
        </h2>
        <p className="text-sm text-slate-700">
          {next
            ? `${formatTestDate(next.plan.dataTeste)} · ${daysLeftText(next.days)} · domínio ${next.plan.mastery}%${
                next.unit ? ` · a seguir: unidade ${next.unit.unidade} (${next.unit.name})` : ''
              }`
            : 'Marca a data de um teste e o Nota20 leva-te unidade a unidade até lá.'}
        </p>
      </div>
      {next?.unit ? (
        <ButtonLink to={paths.unitTest(next.plan.id, next.unit.id)} className="shrink-0">
          Fazer o teste da unidade {next.unit.unidade}
        </ButtonLink>
      ) : (
        <ButtonLink
          to={next ? paths.planProgress(next.plan.id) : paths.study}
          variant="secondary"
          className="shrink-0"
        >
          {next ? 'Ver o plano' : 'Criar um plano'}
        </ButtonLink>
      )}
    </section>
  );
}
