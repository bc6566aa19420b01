import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Renders the app into `container`. The first render is a transition, so React works through
 * the page in small slices instead of one long task that would hold up the main thread.
 */
export function render(container: HTMLElement, app: ReactNode) {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
