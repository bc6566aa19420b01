import { Suspense, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';
import type { ConfirmDialogContent, ConfirmDialogText } from './confirm-dialog-content';

// The dialog (and its library) loads when a student first points at, focuses or presses the
// trigger, so the pages that offer it (every signed-in page: SAIR) load without it.
const content = lazyModule(() => import('./confirm-dialog-content'));

function Content(props: ComponentProps<typeof ConfirmDialogContent>) {
  const loaded = useLazyModule(content);
  return <loaded.ConfirmDialogContent {...props} />;
}

/**
 * A question before something that cannot be undone (sign out, leave a test, delete a plan):
 * the trigger opens it, Cancel and Escape close it, the red button confirms.
 */
export function ConfirmDialog({
  trigger,
  triggerClassName,
  triggerDisabled,
  onConfirm,
  ...text
}: ConfirmDialogText & {
  trigger: ReactNode;
  triggerClassName: string;
  triggerDisabled?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so that closing it runs its focus return.
  const [opened, setOpened] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const preload = () => void content.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName}
        disabled={triggerDisabled}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {trigger}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <Content
            {...text}
            open={open}
            onOpenChange={setOpen}
            returnFocusTo={triggerRef}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
