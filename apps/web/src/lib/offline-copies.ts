import { useSyncExternalStore } from 'react';
import { COPY_HEADER, PERSONAL_CACHE } from './offline-caches';

// Which API answers came from the service worker's copy (offline), and since when: the page
// that shows one says so (src/sw.ts marks them).
const copies = new Map<string, number>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Every API answer passes here (lib/api-client.ts): a copy is noted, a fresh one clears it. */
export function noteAnswer(path: string, response: Response): void {
  const copy = response.headers.get(COPY_HEADER);
  const at = copy ? Date.parse(copy) : NaN;
  if (!Number.isNaN(at)) {
    if (copies.get(path) === at) return;
    copies.set(path, at);
    notify();
  } else if (copies.delete(path)) notify();
}

/** When `path`'s answer on screen was stored, if it is an offline copy; else undefined. */
export function useOfflineCopy(path: string): Date | undefined {
  const at = useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => copies.get(path),
    () => undefined,
  );
  return at === undefined ? undefined : new Date(at);
}

/** Nobody is signed in any more: the copies of their data leave this browser. */
export async function forgetPersonalCopies(): Promise<void> {
  if (copies.size > 0) {
    copies.clear();
    notify();
  }
  if (typeof caches !== 'undefined') await caches.delete(PERSONAL_CACHE).catch(() => false);
}
