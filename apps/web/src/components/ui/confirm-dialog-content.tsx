import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { RefObject } from 'react';

export type ConfirmDialogText = {
  title: string;
  description: string;
  cancel: string;
  confirm: string;
};

/**
 * The question itself, as an alert dialog: Cancel and Escape close it, the red button confirms,
 * and focus goes back to `returnFocusTo`. Loaded when its trigger is first pointed at, focused
 * or pressed (confirm-dialog.tsx).
 */
export function ConfirmDialogContent({
  open,
  onOpenChange,
  returnFocusTo,
  title,
  description,
  cancel,
  confirm,
  onConfirm,
}: ConfirmDialogText & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60" />
        <AlertDialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-bold text-slate-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-600">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="min-h-11 rounded-xl border border-slate-300 px-5 text-sm font-bold text-slate-800 hover:bg-slate-50">
              {cancel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className="min-h-11 rounded-xl bg-red-700 px-5 text-sm font-bold text-white hover:bg-red-800"
              onClick={onConfirm}
            >
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
