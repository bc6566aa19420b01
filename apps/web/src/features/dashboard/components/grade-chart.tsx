import type { Dashboard } from '@nota20/core/contracts/dashboard';
import { PASS_MARK } from '@nota20/core/grading';
import { useMediaQuery } from '../../../lib/use-media-query';

/** A wider drawing from a tablet up, so the chart spans its card at the same height. */
const WIDTHS = { narrow: 320, wide: 720 } as const;
const HEIGHT = 120;
const PAD = 12;
const LAST = 20;

/**
 * Grades over time: the last 20 tests, oldest on the left, with the pass mark (9,5) dashed.
 * The history table below lists the same grades; this is the picture of the trend.
 */
export function GradeChart({ history }: { history: Dashboard['history'] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const width = wide ? WIDTHS.wide : WIDTHS.narrow;
  const tests = history.slice(0, LAST).reverse();
  if (tests.length < 2) return null;
  const x = (i: number) => PAD + (i * (width - 2 * PAD)) / (tests.length - 1);
  const y = (grade: number) => HEIGHT - PAD - (grade / 20) * (HEIGHT - 2 * PAD);
  const points = tests.map((t, i) => `${x(i).toFixed(1)},${y(t.grade).toFixed(1)}`).join(' ');
  const first = tests[0]?.grade ?? 0;
  const last = tests.at(-1)?.grade ?? 0;
  const label = `Notas dos últimos ${tests.length} testes, do mais antigo ao mais recente: ${tests
    .map((t) => t.grade)
    .join(
      ', ',
    )}. ${last > first ? 'A subir' : last < first ? 'A descer' : 'Estável'} desde o primeiro.`;
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <figcaption className="text-sm text-slate-600">Notas ao longo do tempo</figcaption>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="mt-2 h-auto w-full"
        role="img"
        aria-label={label}
      >
        <line
          x1={PAD}
          x2={width - PAD}
          y1={y(PASS_MARK)}
          y2={y(PASS_MARK)}
          strokeDasharray="4 4"
          className="stroke-slate-400"
          strokeWidth="1"
        />
        <polyline
          points={points}
          fill="none"
          className="stroke-brand-700"
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        {tests.map((t, i) => (
          <circle
            key={t.id}
            cx={x(i)}
            cy={y(t.grade)}
            r="3.5"
            className={t.grade >= PASS_MARK ? 'fill-emerald-600' : 'fill-red-600'}
          />
        ))}
      </svg>
      <p className="mt-1 flex justify-between gap-2 text-xs text-slate-600">
        <span>mais antigo</span>
        <span>linha tracejada: 9,5 (positiva)</span>
        <span>mais recente</span>
      </p>
    </figure>
  );
}
