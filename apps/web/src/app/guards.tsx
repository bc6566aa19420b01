import type { QueryClient } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { sessionQueryOptions, useSession } from '../features/auth/api/get-session';
import { paths } from '../lib/paths';

/** Spec §2: until the session is known, both guards show exactly this. */
function Loading() {
  return (
    <p role="status" className="p-6 text-slate-700">
      Loading...
    </p>
  );
}

/** Both guards wait for the session: it is asked for as soon as this chunk is in. */
export const prefetch = (queryClient: QueryClient) =>
  queryClient.prefetchQuery(sessionQueryOptions());

export type ReturnState = { from?: string } | null;

/** /app and the test routes: signed-in students only; others go to /login and come back. */
export function ProtectedRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (!session.data) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login} replace state={{ from } satisfies ReturnState} />;
  }
  return <Outlet />;
}

/** /login and /signup: a signed-in student goes on to /app (or where they were going). */
export function GuestRoute() {
  const session = useSession();
  const location = useLocation();
  if (session.isPending) return <Loading />;
  if (session.data) {
    const from = (location.state as ReturnState)?.from;
    return <Navigate to={from?.startsWith('/app') ? from : paths.app} replace />;
  }
  return <Outlet />;
}
