import { setNonce } from 'get-nonce';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadRoute } from './app/router';
import './index.css';

// The server's CSP allows <style> elements only with this page's nonce (see web-app.ts).
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce) setNonce(nonce);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// This runs as soon as React and the router have arrived: the page's chunks (and, as each one
// comes in, its data) start loading while React DOM, the largest file, is still on its way
// (index.html preloads it; vite.config.ts).
preloadRoute(window.location.pathname);
void import('./render').then(({ render }) =>
  render(
    root,
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  ),
);

// Installable and offline (src/sw.ts, ADR 016): registered once the page has loaded, so it
// never competes with the first visit's own files.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
