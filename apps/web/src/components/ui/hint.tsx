import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { lazyModule, useStandIn } from '../../lib/lazy-module';

// The tooltip's library loads when a student first points at or focuses the (i); until then a
// look-alike button stands in (lib/lazy-module.ts).
const tooltip = lazyModule(() => import('./hint-tooltip'));

const className = 'grid size-8 place-items-center rounded-full text-slate-600 hover:bg-slate-100';

/** An explanation a keyboard or a tap can reach, not only a mouse (a tooltip on a button). */
export function Hint({ label, children }: { label: string; children: ReactNode }) {
  const { loaded, intent, triggerProps } = useStandIn(tooltip);
  if (loaded) {
    return (
      <loaded.HintTooltip label={label} className={className} intent={intent}>
        {children}
      </loaded.HintTooltip>
    );
  }
  return (
    <button type="button" className={className} aria-label={label} {...triggerProps}>
      <Info aria-hidden="true" className="size-4" />
    </button>
  );
}
