import { Flag } from 'lucide-react';
import { useCallback, useState } from 'react';

/**
 * The items a student marked to revisit in a prova-modelo: kept on this device only (they are
 * a note to self, not an answer), so a reload keeps them.
 */
export function useMarks(quizId: string) {
  const storageKey = `nota20:marks:${quizId}`;
  const [marks, setMarks] = useState<ReadonlySet<number>>(() => {
    try {
      const kept: unknown = JSON.parse(localStorage.getItem(storageKey) ?? '[]');
      return new Set(Array.isArray(kept) ? kept.filter((n) => Number.isInteger(n)) : []);
    } catch {
      return new Set();
    }
  });
  const toggle = useCallback(
    (n: number) =>
      setMarks((current) => {
        const next = new Set(current);
        if (next.has(n)) next.delete(n);
        else next.add(n);
        try {
          localStorage.setItem(storageKey, JSON.stringify([...next]));
        } catch {
          // A full or blocked storage only loses the marks, never an answer.
        }
        return next;
      }),
    [storageKey],
  );
  return { marks, toggle };
}

/** Every item of the paper: answered, unanswered or marked to revisit; one press goes there. */
export function PaperNavigator({
  numbers,
  current,
  answered,
  marks,
  onGo,
}: {
  numbers: readonly number[];
  current: number;
  answered: (n: number) => boolean;
  marks: ReadonlySet<number>;
  onGo: (n: number) => void;
}) {
  const done = numbers.filter(answered).length;
  return (
    <nav
      aria-label="Itens da prova"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 className="text-sm font-bold text-slate-900">
        Itens da prova{' '}
        <span className="font-normal text-slate-600">
          ({done} de {numbers.length} respondidos)
        </span>
      </h2>
      <ol className="mt-3 grid grid-cols-6 gap-2 sm:grid-cols-8 lg:grid-cols-12">
        {numbers.map((n) => {
          const isAnswered = answered(n);
          const marked = marks.has(n);
          const state = [
            isAnswered ? 'respondido' : 'por responder',
            ...(marked ? ['marcado para rever'] : []),
          ].join(', ');
          return (
            <li key={n}>
              <button
                type="button"
                onClick={() => onGo(n)}
                aria-current={n === current ? 'step' : undefined}
                aria-label={`Item ${n}, ${state}`}
                className={`relative grid h-11 w-full place-items-center rounded-lg border-2 text-sm font-bold tabular-nums ${
                  isAnswered
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:border-brand-400'
                } ${n === current ? 'outline-3 outline-offset-2 outline-slate-900' : ''}`}
              >
                {n}
                {marked ? (
                  <Flag
                    aria-hidden="true"
                    className="absolute -top-1.5 -right-1.5 size-4 rounded-full bg-amber-400 p-0.5 text-amber-950"
                  />
                ) : null}
              </button>
            </li>
          );
        })}
      </ol>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded bg-brand-700" /> respondido
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded border-2 border-slate-300" /> por
          responder
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Flag aria-hidden="true" className="size-3 text-amber-600" /> marcado para rever
        </span>
      </p>
    </nav>
  );
}
