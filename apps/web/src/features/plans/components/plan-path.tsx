import type { Plan, PlanUnit } from '@nota20/core/contracts/plans';
import { MESSAGES } from '@nota20/core/messages';
import { Check, Lock, Play } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';

const STATUS = {
  locked: { label: 'Bloqueada', Icon: Lock, node: 'border-slate-300 bg-slate-100 text-slate-600' },
  available: { label: 'Disponível', Icon: Play, node: 'border-brand-700 bg-white text-brand-800' },
  completed: {
    label: 'Concluída',
    Icon: Check,
    node: 'border-emerald-700 bg-emerald-700 text-white',
  },
} as const;

/**
 * Spec §2 progress path: one node per unit, in order. Status shows as an icon and a word, not
 * only a colour. A locked unit explains itself; an open one starts its unit test.
 */
export function PlanPath({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const [lockedAlert, setLockedAlert] = useState(false);
  const open = (unit: PlanUnit) => {
    if (unit.status === 'locked') {
      setLockedAlert(true);
      return;
    }
    setLockedAlert(false);
    void navigate(paths.unitTest(plan.id, unit.id), { state: { discipline: plan.disciplina } });
  };
  return (
    <section aria-labelledby="percurso">
      <h2 id="percurso" className="text-xl font-bold text-slate-900">
        Percurso
      </h2>
      <div aria-live="assertive">
        {lockedAlert ? (
          <p
            role="alert"
            className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-900"
          >
            {MESSAGES.unitLocked}
          </p>
        ) : null}
      </div>
      <ol className="relative mt-4 grid gap-3 before:absolute before:top-6 before:bottom-6 before:left-6 before:w-0.5 before:bg-slate-200">
        {plan.units.map((unit) => {
          const { label, Icon, node } = STATUS[unit.status];
          return (
            <li key={unit.id} className="relative">
              <button
                type="button"
                onClick={() => open(unit)}
                className={`flex w-full items-center gap-4 rounded-2xl p-1 pr-4 text-left hover:bg-white ${unit.status === 'locked' ? 'cursor-not-allowed' : ''}`}
              >
                <span
                  aria-hidden="true"
                  className={`relative grid size-12 shrink-0 place-items-center rounded-full border-2 ${node}`}
                >
                  <Icon className="size-5" />
                </span>
                <span className="min-w-0 flex-1 py-2">
                  <span className="block text-sm font-semibold text-slate-600">
                    Passo {unit.number} · Unidade {unit.unidade}
                  </span>
                  <span className="block font-bold text-slate-900">{unit.name}</span>
                  <span className="block text-sm text-slate-700">
                    {label} · domínio {unit.mastery}%
                  </span>
                </span>
                {unit.status === 'locked' ? null : (
                  <span className="hidden text-sm font-bold text-brand-800 sm:inline">
                    {unit.status === 'completed' ? 'Rever' : 'Fazer teste'}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** RESUMOS: the key concepts of each unit in the plan, one disclosure per unit. */
export function PlanSummaries({ units }: { units: readonly PlanUnit[] }) {
  return (
    <section aria-labelledby="resumos">
      <h2 id="resumos" className="text-xl font-bold text-slate-900">
        RESUMOS
      </h2>
      <div className="mt-4 grid gap-3">
        {units.map((unit) => (
          <details
            key={unit.id}
            className="group rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <summary className="min-h-11 cursor-pointer list-inside font-semibold text-slate-900">
              Unidade {unit.unidade} — {unit.name}
            </summary>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-700">
              {(unit.keyPoints ?? []).map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
