import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { queryKeys } from './query-keys';
import { forgetPersonalCopies } from './offline-copies';
import { rememberSignedIn } from './signed-in-hint';

/** What a query or mutation tells the cache about itself (`meta`). */
export type ApiMeta = {
  /**
   * An auth endpoint (the session itself, signing in or up…): a 401 there is its answer (a wrong
   * password, say), not a session that ended.
   */
  authEndpoint?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: ApiMeta;
    mutationMeta: ApiMeta;
  }
}

/** `meta` of every query and mutation of an auth endpoint. */
export const AUTH_ENDPOINT = { authEndpoint: true } as const satisfies ApiMeta;

/**
 * Whether asking again may get another answer: no answer at all (the network; also anything
 * that is not the API's answer, such as a chunk that failed to load), a timeout (408) or a
 * server error (5xx). Any other 4xx is the API's answer and will not change; a rate limit (429)
 * says when to try again, which is later than any retry here.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status === 408 || error.status >= 500;
}

/**
 * The one retry rule: transient failures only, at most `times` more tries, 1 s, 2 s, 4 s, 8 s…
 * apart (30 s at most). Spread it into a query's or mutation's options.
 */
function retryTransient(times: number) {
  return {
    retry: (failures: number, error: unknown) => failures < times && isTransient(error),
    retryDelay: (failures: number) => Math.min(1000 * 2 ** failures, 30_000),
  };
}

/** Every query, by default: two more tries (1 s, then 2 s later). */
export const standardRetry = retryTransient(2);

/**
 * What must survive a flaky connection, such as the test runner's answers and its hand-in: four
 * more tries over 15 s (1 s, 2 s, 4 s, 8 s), and only for requests that are safe to repeat.
 */
export const persistentRetry = retryTransient(4);

/**
 * A 401 from anything but an auth endpoint: the session ended (signed out elsewhere, expired).
 * The session becomes none at once (the signed-in guard then has nothing to wait for), and
 * `onSessionEnded` takes the student to sign in again. Once is enough when several requests
 * are refused together, or when the session was already known to be none.
 */
function sessionEndedHandler(client: () => QueryClient, onSessionEnded?: () => void) {
  return (error: unknown, meta: ApiMeta | undefined) => {
    if (!(error instanceof ApiError) || error.status !== 401 || meta?.authEndpoint) return;
    if (client().getQueryData(queryKeys.session()) === null) return;
    client().setQueryData(queryKeys.session(), null);
    onSessionEnded?.();
  };
}

export function createQueryClient({ onSessionEnded }: { onSessionEnded?: () => void } = {}) {
  const unauthorized = sessionEndedHandler(() => queryClient, onSessionEnded);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => unauthorized(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => unauthorized(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        ...standardRetry,
      },
      // A send is not repeated unless it is safe to (persistentRetry, where it is needed).
      mutations: { retry: false },
    },
  });
  // Whoever the session turns out to be, the public pages' header follows (signed-in-hint.ts).
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== SESSION_HASH) return;
    const { data, status } = event.query.state;
    if (status !== 'success' || data === undefined) return;
    rememberSignedIn(data !== null);
    // Signed out, or the session ended: this browser keeps no copy of their data (src/sw.ts).
    if (data === null) void forgetPersonalCopies();
  });
  return queryClient;
}

const SESSION_HASH = JSON.stringify(queryKeys.session());
