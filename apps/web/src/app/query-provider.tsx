import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { paths } from '../lib/paths';
import { createQueryClient } from '../lib/query-client';
import type { ReturnState } from './guards';

/** What to do when the API says the session ended: set while a router is on screen. */
let sessionEnded: (() => void) | undefined;

/** The page's one query cache, shared by every provider below (created with this chunk). */
export const queryClient = createQueryClient({ onSessionEnded: () => sessionEnded?.() });

/**
 * A session that ends mid-page (a 401, lib/query-client.ts) on a signed-in page sends the
 * student to /login, and back here after signing in (the guards' ReturnState). Elsewhere the
 * session is simply none now.
 */
function RedirectWhenSessionEnds() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (pathname !== paths.app && !pathname.startsWith(`${paths.app}/`)) return;
    sessionEnded = () => {
      const state: ReturnState = { from: `${pathname}${search}` };
      void navigate(paths.login, { replace: true, state });
    };
    return () => {
      sessionEnded = undefined;
    };
  }, [navigate, pathname, search]);
  return null;
}

/**
 * TanStack Query for the pages that read or send data. The landing page needs none, so this
 * module is loaded lazily (router.tsx, and the landing page's feedback dialog) and the landing
 * page's first visit does without the query library.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** The same, as a layout route around the routes that use data. */
export function WithQueries() {
  return (
    <QueryProvider>
      <RedirectWhenSessionEnds />
      <Outlet />
    </QueryProvider>
  );
}
