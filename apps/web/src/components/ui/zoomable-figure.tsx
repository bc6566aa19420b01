import * as Dialog from '@radix-ui/react-dialog';
import { Maximize2, X } from 'lucide-react';

/**
 * A question's figure with its text alternative. Clicking (or Enter/Space on) the figure opens
 * it magnified in a dialog that Escape, the × button or a click outside closes.
 */
export function ZoomableFigure({ src, alt }: { src: string; alt: string }) {
  return (
    <Dialog.Root>
      <figure className="mt-4">
        <Dialog.Trigger
          className="group relative block w-full cursor-zoom-in rounded-xl border border-slate-200 bg-white p-2"
          aria-label={`Ampliar figura: ${alt}`}
        >
          <img src={src} alt="" className="mx-auto max-h-80 w-full object-contain" loading="lazy" />
          <span
            aria-hidden="true"
            className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-lg bg-black/75 px-2 py-1 text-xs font-semibold text-white"
          >
            <Maximize2 className="size-3.5" /> Ampliar
          </span>
        </Dialog.Trigger>
        <figcaption className="sr-only">{alt}</figcaption>
      </figure>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/70" />
        <Dialog.Content className="fixed inset-2 z-50 flex flex-col rounded-2xl bg-white p-3 shadow-xl sm:inset-8">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="px-1 pt-1 text-base font-bold text-slate-900">
              Figura
            </Dialog.Title>
            <Dialog.Close
              className="grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100"
              aria-label="Fechar"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-auto">
            <img
              src={src}
              alt={alt}
              className="mx-auto h-full min-w-[640px] object-contain sm:min-w-0"
            />
          </div>
          <Dialog.Description className="px-1 pt-2 text-sm text-slate-700">
            {alt}
          </Dialog.Description>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
