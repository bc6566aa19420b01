import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { createQueryClient } from '../lib/query-client';

/** The page's one query cache, shared by every provider below (created with this chunk). */
export const queryClient = createQueryClient();

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
      <Outlet />
    </QueryProvider>
  );
}
