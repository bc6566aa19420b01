import { lazy, Suspense, useState, type ReactNode, type RefObject } from 'react';

// The dialog's library (Radix) loads when a dialog first opens: a worksheet, with a report and
// a tutor dialog behind every item, does without it on its first visit.
const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** The button that opened it, when it is not a Radix trigger: focus goes back there. */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * A dialog over the page: focus stays inside, Escape, the × button or a click outside close it,
 * and focus returns to what opened it (Radix).
 */
export function Modal(props: ModalProps) {
  // Once opened, the dialog stays mounted, so that closing it runs its focus return.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
