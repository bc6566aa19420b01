import { useSyncExternalStore } from 'react';

// Public pages load no session (ADR 004: no TanStack Query before it is needed); this remembers,
// in this browser, whether someone was signed in when the app last knew, so the public header
// can offer «Ir para a app». A hint only: the app's own guard still asks the server.
const KEY = 'nota20.sessao';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** What the app learnt about the session (lib/query-client.ts calls it on every change). */
export function rememberSignedIn(signedIn: boolean): void {
  if (read() === signedIn) return;
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the header just shows ENTRAR.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Signing in or out in another tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether this browser seems signed in (see above). */
export function useSeemsSignedIn(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
