import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { FeedbackDialog as Dialog } from './feedback-dialog';

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
