import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** How long after a navigation a late page title may still take the focus. */
const TITLE_WAIT_MS = 10_000;

/**
 * Spec §2: every route change scrolls to the top; focus moves to the new page's title. A page
 * whose chunk or data is still on its way shows its title later than the route changes, so the
 * title takes the focus when it appears, unless the student has already put it elsewhere.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    const focusTitle = () => {
      const title = document.querySelector<HTMLElement>('[data-page-title]');
      title?.focus({ preventScroll: true });
      return title !== null;
    };
    if (focusTitle()) return;
    const focusedElsewhere = () =>
      document.activeElement !== null && document.activeElement !== document.body;
    const observer = new MutationObserver(() => {
      if (focusedElsewhere() || focusTitle()) stop();
    });
    const timer = window.setTimeout(() => stop(), TITLE_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [pathname]);
  return null;
}
