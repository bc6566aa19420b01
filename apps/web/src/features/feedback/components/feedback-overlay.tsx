import { MESSAGES } from '@nota20/core/messages';
import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ComponentProps } from 'react';
import type { FeedbackDialog as Dialog, ReportedQuestion } from './feedback-dialog';

// The overlay (a dialog library and a form) loads when a student first points at, focuses or
// opens something that opens it.
export const preloadFeedbackDialog = () => import('./feedback-dialog');
const FeedbackDialog = lazy(() =>
  preloadFeedbackDialog().then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * The feedback overlay, mounted the first time it opens and kept from then on (so that closing it
 * returns the focus). `question` makes it a report about that question.
 */
export function FeedbackOverlay(props: ComponentProps<typeof Dialog>) {
  const { open } = props;
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackDialog {...props} />
    </Suspense>
  );
}

/** «Reportar esta pergunta»: opens the overlay about `question`, then says it was sent. */
export function ReportQuestionButton({ question }: { question: ReportedQuestion }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void preloadFeedbackDialog()}
        onFocus={() => void preloadFeedbackDialog()}
        onClick={() => {
          setSent(false);
          setOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-2 rounded-xl px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Flag aria-hidden="true" className="size-4" />
        Reportar esta pergunta
        <span className="sr-only"> ({question.label})</span>
      </button>
      {sent ? (
        <p role="status" className="text-sm font-medium text-emerald-800">
          {MESSAGES.feedbackSent}
        </p>
      ) : null}
      <FeedbackOverlay
        open={open}
        onOpenChange={setOpen}
        onSent={() => setSent(true)}
        returnFocusTo={button}
        question={question}
      />
    </div>
  );
}
