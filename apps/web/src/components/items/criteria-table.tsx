import type { CriteriaParameter } from '@nota20/core/items';

/** A written item's marking criteria: each parameter's performance levels, points and descriptor. */
export function CriteriaTable({ criteria }: { criteria: readonly CriteriaParameter[] }) {
  return (
    <div className="grid gap-3">
      {criteria.map((p) => (
        <div key={p.id} className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-left text-sm">
            <caption className="bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
              {p.name}
            </caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Nível</th>
                <th scope="col">Descritor</th>
                <th scope="col">Pontos</th>
              </tr>
            </thead>
            <tbody>
              {[...p.levels].reverse().map((l) => (
                <tr key={l.level} className="border-t border-slate-200 align-top">
                  <th scope="row" className="px-3 py-2 font-semibold whitespace-nowrap">
                    Nível {l.level}
                  </th>
                  <td className="px-3 py-2 text-slate-700">{l.descriptor}</td>
                  <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                    {l.points} {l.points === 1 ? 'ponto' : 'pontos'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
