import type { ReactNode } from 'react';

/** A ring filled to `percent`, with the number beside it (never colour alone). */
export function ProgressCircle({
  percent,
  label,
  compact = false,
  children,
}: {
  percent: number;
  label: string;
  /** Half a phone's width: a smaller ring, the number beside it from `sm` up. */
  compact?: boolean;
  children: ReactNode;
}) {
  const r = 42;
  const length = 2 * Math.PI * r;
  return (
    <figure
      className={`flex rounded-2xl border border-slate-200 bg-white shadow-sm ${
        compact ? 'items-center gap-3 p-4 sm:gap-4 sm:p-5' : 'items-center gap-4 p-5'
      }`}
    >
      <svg
        viewBox="0 0 100 100"
        className={`${compact ? 'size-14 sm:size-24' : 'size-24'} shrink-0 -rotate-90`}
        role="img"
        aria-label={`${label}: ${percent}%`}
      >
        <circle cx="50" cy="50" r={r} fill="none" strokeWidth="12" className="stroke-slate-200" />
        <circle
          cx="50"
          cy="50"
          r={r}
          fill="none"
          strokeWidth="12"
          strokeLinecap="round"
          className="stroke-brand-700"
          strokeDasharray={`${(Math.min(100, Math.max(0, percent)) / 100) * length} ${length}`}
        />
      </svg>
      <figcaption>
        <p className="text-2xl font-extrabold text-slate-900">{percent}%</p>
        <p className="text-sm text-slate-600">{children}</p>
      </figcaption>
    </figure>
  );
}
