import * as Tooltip from '@radix-ui/react-tooltip';
import { Info } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import type { Intent } from '../../lib/lazy-module';

/**
 * The explanation behind an (i) button, as a tooltip that hover and focus open. Loaded when the
 * student first points at or focuses its stand-in (hint.tsx); `intent` says which, so it shows
 * at once, and keeps the focus, as if it had been there from the start.
 */
export function HintTooltip({
  label,
  className,
  intent,
  children,
}: {
  label: string;
  className: string;
  intent: Intent;
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const focusOnMount = useRef(intent.focus);
  useEffect(() => {
    if (focusOnMount.current) trigger.current?.focus();
  }, []);
  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root defaultOpen={intent.pointer || intent.focus}>
        <Tooltip.Trigger ref={trigger} className={className} aria-label={label}>
          <Info aria-hidden="true" className="size-4" />
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            sideOffset={4}
            // Never against the screen's edge on a phone.
            collisionPadding={12}
            className="z-50 max-w-[min(16rem,calc(100vw-24px))] rounded-lg bg-slate-900 px-3 py-2 text-sm text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
          >
            {children}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
