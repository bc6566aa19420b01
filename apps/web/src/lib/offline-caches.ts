// Names the service worker (src/sw.ts) and the app share.

/** Content anyone may read, kept for offline use. */
export const CONTENT_CACHE = 'nota20-conteudo';
/** The signed-in student's own data as last loaded; the app deletes it at sign-out. */
export const PERSONAL_CACHE = 'nota20-pessoal';
/** On a response served from the cache offline: when it was stored (an HTTP date). */
export const COPY_HEADER = 'x-nota20-copia';
