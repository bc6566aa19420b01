import { linkSocial } from './api/link-social';
import { signInSocial } from './api/sign-in-social';

/** The popup and the page that opened it talk over this channel (same origin, any window). */
export const AUTH_CHANNEL = 'nota20-auth';
export const AUTH_COMPLETE_PATH = '/auth/concluido';
/** Marks the return trip as the popup's (window.name does not survive the provider's pages). */
export const IN_POPUP_PARAM = 'janela';
const RETURN_KEY = 'nota20-return-to';

export type FederatedMessage = { ok: true } | { ok: false; error: string };

/**
 * Spec §9: a 500×600 popup; when the browser blocks it, the whole page goes to the provider
 * instead and comes back to AUTH_COMPLETE_PATH. `link` adds the provider to the signed-in
 * account. Resolves with the popup's outcome; `cancel()` stops waiting (the student closed it).
 */
export function startFederated(kind: 'sign-in' | 'link', provider: string, returnTo: string) {
  // Opened now, inside the click, so that popup blockers let it through; pointed at the
  // provider once the server has made the authorisation URL.
  const popup = window.open('about:blank', 'nota20-auth', 'popup,width=500,height=600');
  const channel = new BroadcastChannel(AUTH_CHANNEL);
  let cancel: () => void = () => {};
  const outcome = new Promise<FederatedMessage | 'cancelled'>((resolve, reject) => {
    cancel = () => {
      channel.close();
      popup?.close();
      resolve('cancelled');
    };
    channel.onmessage = (event: MessageEvent<FederatedMessage>) => {
      channel.close();
      resolve(event.data);
    };
    const back = popup ? `${AUTH_COMPLETE_PATH}?${IN_POPUP_PARAM}=1` : AUTH_COMPLETE_PATH;
    (kind === 'link' ? linkSocial : signInSocial)(provider, back).then(
      ({ url }) => {
        if (popup && !popup.closed) {
          popup.location.href = url;
        } else {
          sessionStorage.setItem(RETURN_KEY, returnTo);
          window.location.assign(url);
        }
      },
      (error: unknown) => {
        channel.close();
        popup?.close();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
  return { outcome, cancel: () => cancel() };
}

/** Where a full-page federated sign-in returns to, read once. */
export function takeReturnPath(): string | null {
  const path = sessionStorage.getItem(RETURN_KEY);
  sessionStorage.removeItem(RETURN_KEY);
  return path;
}
