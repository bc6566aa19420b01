import type { ReactNode } from 'react';
import type { DocumentInfo } from '@nota20/core/contracts/items';
import { ZoomableFigure } from '../ui/zoomable-figure';

/** A document several items share: its title, text, table or figure, and where it comes from. */
export function DocumentView({ document: d }: { document: DocumentInfo }) {
  return (
    <div className="text-slate-800">
      <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">Documento</p>
      <h3 className="mt-1 text-lg font-bold text-slate-900">{d.title}</h3>
      {d.text
        ? d.text.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph.slice(0, 40)} className="mt-2 leading-relaxed whitespace-pre-line">
              {paragraph}
            </p>
          ))
        : null}
      {d.table ? (
        // A wide table scrolls inside its box on a phone; the page itself never does. The box
        // takes the focus, so the arrow keys scroll it too.
        <div
          className="mt-3 overflow-x-auto rounded-xl border border-slate-200"
          role="region"
          aria-label={`Quadro: ${d.title}`}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="w-full text-left text-sm">
            {d.table.caption ? (
              <caption className="px-3 pt-2 text-left text-xs text-slate-600">
                {d.table.caption}
              </caption>
            ) : null}
            <thead className="bg-slate-50">
              <tr>
                {d.table.head.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold text-slate-800">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {d.table.rows.map((row) => (
                <tr key={row.join('|')} className="border-t border-slate-200">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-3 py-2 font-medium text-slate-800">
                        {cell}
                      </th>
                    ) : (
                      <td key={i} className="px-3 py-2 whitespace-nowrap tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {d.figure ? <ZoomableFigure src={d.figure.url} alt={d.figure.alt} /> : null}
      <p className="mt-3 text-xs text-slate-600">
        Fonte: {d.source}
        {d.year ? ` (${d.year})` : ''}
      </p>
    </div>
  );
}

/**
 * A document beside its items from a tablet up (it stays in view while they scroll), above them
 * on a phone, where it folds away once read.
 */
export function DocumentGroup({
  document: d,
  children,
}: {
  document: DocumentInfo;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={`Documento: ${d.title}`}
      className="grid gap-4 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:items-start"
    >
      <details
        open
        className="group min-w-0 rounded-2xl border border-brand-200 bg-brand-50/60 p-4 sm:p-5 lg:sticky lg:top-20"
      >
        <summary className="min-h-11 cursor-pointer list-none text-sm font-semibold text-brand-800 lg:hidden">
          <span className="group-open:hidden">Mostrar o documento</span>
          <span className="hidden group-open:inline">Esconder o documento</span>
        </summary>
        <DocumentView document={d} />
      </details>
      <div className="grid min-w-0 gap-5">{children}</div>
    </section>
  );
}
