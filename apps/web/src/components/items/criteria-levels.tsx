import type { CriteriaParameter } from '@nota20/core/items';
import { pointsText } from './numbers';

/**
 * A written item's marking criteria: each parameter's performance levels, top first, each with
 * its points and descriptor. A list, not a table: a descriptor needs the phone's whole width.
 */
export function CriteriaLevels({ criteria }: { criteria: readonly CriteriaParameter[] }) {
  return (
    <div className="grid gap-3">
      {criteria.map((p) => (
        <section
          key={p.id}
          aria-label={`Critérios: ${p.name}`}
          className="rounded-xl border border-slate-200"
        >
          <p className="rounded-t-xl bg-slate-50 px-3 py-2 font-semibold text-slate-900">
            {p.name}
          </p>
          <ol className="divide-y divide-slate-200">
            {[...p.levels].reverse().map((l) => (
              <li key={l.level} className="px-3 py-2 text-sm text-slate-700">
                <strong className="block text-slate-900">
                  Nível {l.level} · {pointsText(l.points)}
                </strong>
                {l.descriptor}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
