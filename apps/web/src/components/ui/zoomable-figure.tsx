import { Maximize2 } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog (and its library) loads when a student first points at or opens a figure, so a
// worksheet's first visit does without it.
const loadFigureDialog = () => import('./figure-dialog');
const FigureDialog = lazy(() => loadFigureDialog().then((m) => ({ default: m.FigureDialog })));

/**
 * A question's figure with its text alternative. Clicking (or Enter/Space on) the figure opens
 * it magnified in a dialog that Escape, the × button or a click outside closes.
 */
export function ZoomableFigure({ src, alt }: { src: string; alt: string }) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that closing it runs its focus return.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <figure className="mt-4">
      <button
        ref={trigger}
        type="button"
        className="group block w-full cursor-zoom-in rounded-xl border border-slate-200 bg-white p-2"
        aria-label={`Ampliar figura: ${alt}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadFigureDialog()}
        onFocus={() => void loadFigureDialog()}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <img src={src} alt="" className="mx-auto max-h-80 w-full object-contain" loading="lazy" />
        {/* Below the figure, never over it: a legend or an axis title stays readable. */}
        <span
          aria-hidden="true"
          className="mt-2 flex items-center justify-end gap-1 border-t border-slate-100 pt-2 text-xs font-semibold text-brand-800 group-hover:underline"
        >
          <Maximize2 className="size-3.5" /> Ampliar
        </span>
      </button>
      <figcaption className="sr-only">{alt}</figcaption>
      {opened ? (
        <Suspense fallback={null}>
          <FigureDialog
            src={src}
            alt={alt}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={trigger}
          />
        </Suspense>
      ) : null}
    </figure>
  );
}
