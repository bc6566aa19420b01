import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ModalProps } from './modal';

/**
 * A dialog's title and its × button, the same in every dialog. `compact` for a dialog that
 * gives the room to its content (a magnified figure).
 */
export function ModalTitleBar({ title, compact = false }: { title: string; compact?: boolean }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <Dialog.Title
        className={
          compact
            ? 'px-1 pt-1 text-base font-bold text-slate-900'
            : 'text-xl font-bold text-slate-900'
        }
      >
        {title}
      </Dialog.Title>
      <Dialog.Close
        className={`grid size-11 shrink-0 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 ${compact ? '' : '-mt-2 -mr-2'}`}
        aria-label="Fechar"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </div>
  );
}

/** The dialog of Modal (modal.tsx), with Radix: loaded when a dialog first opens. */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  returnFocusTo,
}: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <Dialog.Content
          {...(returnFocusTo
            ? {
                onCloseAutoFocus: (event: Event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                },
              }
            : {})}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <ModalTitleBar title={title} />
          {description ? (
            <Dialog.Description className="mt-2 text-slate-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-5">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
