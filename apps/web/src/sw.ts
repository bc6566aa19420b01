/// <reference lib="webworker" />
// Nota20's service worker (built by vite-plugin-pwa with Workbox, registered by main.tsx in
// production). ADR 016. What it keeps, so the app opens on the bus without signal:
// - this version's files (JS, CSS, icons) and the app's shell, precached at install: a page
//   offline is always this version's shell with this version's files, never a mix;
// - the content a student has read (subjects, worksheets, exams, figures), for 30 days;
// - the student's own data as last loaded (session, profile, dashboard, plans), for 7 days,
//   marked as a copy, and deleted by the app at sign-out.
// Online, everything comes from the network first: nothing here is ever staler than it must be.
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { COPY_HEADER, CONTENT_CACHE, PERSONAL_CACHE } from './lib/offline-caches';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Pages: the network's (fresh meta, a new version), or offline this version's shell. The shell is
// the home page as the server made it (its CSP header and nonce together).
const shell = createHandlerBoundToURL('/');
const pages = new NetworkOnly({ networkTimeoutSeconds: 5 });
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await pages.handle(options);
      } catch {
        return shell(options);
      }
    },
    // The API and files are not pages.
    { denylist: [/^\/api\//, /\.[a-z0-9]+$/i] },
  ),
);

/** A copy served from the cache says when it was stored, for the app to show. */
const markCopies = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(COPY_HEADER, headers.get('date') ?? new Date().toUTCString());
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

// What anyone may read: the subjects, their worksheets and exams, figures.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (url.pathname === '/api/subjects' ||
      url.pathname === '/api/site' ||
      url.pathname.startsWith('/api/subjects/') ||
      url.pathname.startsWith('/api/figures/')),
  new NetworkFirst({
    cacheName: CONTENT_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 86_400 })],
  }),
);

// The student's own, as last loaded; never a test in progress or a result (a test needs the
// server, and a result is read once, online).
const PERSONAL = ['/api/auth/get-session', '/api/me', '/api/dashboard', '/api/plans'];
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    PERSONAL.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`)),
  new NetworkFirst({
    cacheName: PERSONAL_CACHE,
    networkTimeoutSeconds: 5,
    plugins: [
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 86_400 }),
      markCopies,
      // "Nobody is signed in" is never kept: the app deletes this cache at that moment, and a
      // copy written just after would outlive the sign-out.
      {
        cacheWillUpdate: async ({ response }: { response: Response }) =>
          response.status === 200 && (await response.clone().text()).trim() !== 'null'
            ? response
            : null,
      },
    ],
  }),
);
