import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2: every route change scrolls to the top; focus moves to the new page's title. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    const title = document.querySelector<HTMLElement>('[data-page-title]');
    title?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
