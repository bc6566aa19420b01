import { historyBand } from '@nota20/core/grading';

/** Spec §9 history colours (16, 14, 10, 6); the number is always shown, never colour alone. */
const BAND_CLASSES = {
  excelente: 'bg-emerald-100 text-emerald-900',
  'muito-bom': 'bg-emerald-50 text-emerald-800',
  bom: 'bg-brand-50 text-brand-800',
  suficiente: 'bg-amber-50 text-amber-900',
  fraco: 'bg-red-50 text-red-800',
} as const;

/** `text`: the grade as shown when it is not a whole number (a prova-modelo's «15,3»). */
export function GradeBadge({
  grade,
  large = false,
  text,
}: {
  grade: number;
  large?: boolean;
  text?: string;
}) {
  const band = historyBand(grade);
  return (
    <span
      data-band={band}
      className={`inline-block rounded-lg font-bold ${BAND_CLASSES[band]} ${large ? 'px-4 py-2 text-4xl' : 'px-2 py-1'}`}
    >
      {text ?? grade}/20
    </span>
  );
}
