import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { ModalTitleBar } from './modal';

/**
 * A figure magnified, with its description; Escape, the × button or a click outside closes it
 * and focus goes back to `returnFocusTo`. Loaded only when a student opens a figure.
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
