import * as Dialog from '@radix-ui/react-dialog';
import { Minus, Plus } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { ModalTitleBar } from './modal-dialog';

/** How far the figure can be enlarged beyond fitting the screen, step by step. */
const ZOOMS = [1, 1.5, 2, 3] as const;
const zoomButton =
  'grid size-11 place-items-center rounded-xl border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-40';

/**
 * A figure magnified, with its description; Escape, the × button or a click outside closes it
 * and focus goes back to `returnFocusTo`. It opens fitted to the screen (a phone sees all of
 * it), then + and − (or a pinch) enlarge it, and the enlarged figure scrolls. Loaded only when a
 * student opens a figure.
 */
export function FigureDialog({
  src,
  alt,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  src: string;
  alt: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const [step, setStep] = useState(0);
  const zoom = ZOOMS[step] ?? 1;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) setStep(0);
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/70" />
        <Dialog.Content
          className="fixed inset-2 z-50 flex flex-col rounded-2xl bg-white p-3 shadow-xl sm:inset-8"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <ModalTitleBar title="Figura" compact />
          <div
            className="min-h-0 flex-1 overflow-auto overscroll-contain"
            // The student's own pinch enlarges the figure too.
            style={{ touchAction: 'pan-x pan-y pinch-zoom' }}
          >
            {zoom === 1 ? (
              <img src={src} alt={alt} className="mx-auto h-full w-full object-contain" />
            ) : (
              <img
                src={src}
                alt={alt}
                className="mx-auto max-w-none"
                style={{ width: `${zoom * 100}%` }}
              />
            )}
          </div>
          <div className="flex items-center gap-2 pt-2">
            <button
              type="button"
              className={zoomButton}
              onClick={() => setStep(Math.max(0, step - 1))}
              disabled={step === 0}
              aria-label="Reduzir"
            >
              <Minus aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              className={zoomButton}
              onClick={() => setStep(Math.min(ZOOMS.length - 1, step + 1))}
              disabled={step === ZOOMS.length - 1}
              aria-label="Aumentar"
            >
              <Plus aria-hidden="true" className="size-5" />
            </button>
            <p className="text-sm text-slate-600" aria-live="polite">
              {zoom === 1 ? 'Ajustada ao ecrã' : `${Math.round(zoom * 100)} %`}
            </p>
          </div>
          <Dialog.Description className="px-1 pt-2 text-sm text-slate-700">
            {alt}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
