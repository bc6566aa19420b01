import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';
import type { Logger } from './logger';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `distDir`: hashed files under /assets are cached for a year,
 * everything else is revalidated, and any other GET that is not an API call gets index.html so
 * that the browser's router can handle it.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string, logger: Logger): void {
  const indexFile = path.join(distDir, 'index.html');
  // Read once: the fallback is the hottest static response and never changes while running.
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (!indexHtml) {
    logger.warn({ distDir }, 'A aplicação web não está compilada: corre `npm run build`');
    app.get('*', (c) => c.text('A aplicação web não está compilada: corre `npm run build`.', 503));
    return;
  }

  // serveStatic builds its response before any callback could add headers, so the cache
  // policy is set on the way out.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set('Cache-Control', IMMUTABLE);
  });
  app.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', REVALIDATE);
  });
  // The page carries its response's CSP nonce, for the style elements widgets inject.
  const page = (c: Context<AppEnv>) => {
    c.header('Cache-Control', REVALIDATE);
    const nonce = c.var.secureHeadersNonce ?? '';
    return c.html(
      indexHtml.replace('<head>', `<head><meta name="csp-nonce" content="${nonce}" />`),
    );
  };
  app.get('/', page);
  app.get('/index.html', page);
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', page);
}
