import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { pageMeta, SITE_NAME, sitemapPaths, type PageMeta } from '@nota20/core/site-pages';
import type { Subject } from '@nota20/core/contracts/subjects';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';
import type { Logger } from '../logger';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app from `distDir`: hashed files under /assets are cached for a year,
 * everything else is revalidated, and any other GET that is not an API call gets index.html so
 * that the browser's router can handle it.
 */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

/**
 * index.html with this page's title, description, Open Graph tags, the CSP nonce and the contact
 * address (the footer shows it without an API request).
 */
function renderPage(
  html: string,
  meta: PageMeta,
  url: string,
  nonce: string,
  contactEmail: string,
): string {
  const title = escapeHtml(
    meta.title === PAGE_HOME_TITLE
      ? `${SITE_NAME} — ${meta.title}`
      : `${meta.title} — ${SITE_NAME}`,
  );
  const description = escapeHtml(meta.description);
  const head = [
    `<meta name="csp-nonce" content="${nonce}" />`,
    `<meta name="contact-email" content="${escapeHtml(contactEmail)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="pt_PT" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...(meta.index ? [] : ['<meta name="robots" content="noindex" />']),
  ].join('');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('<head>', `<head>${head}`);
}

const PAGE_HOME_TITLE = 'Prepara-te para os exames nacionais';

export type SiteOptions = {
  /** The subjects with their units (for subject page titles, 404s and the sitemap), cached. */
  subjects: () => Promise<readonly Subject[]>;
  /** The site's public origin, for absolute URLs. */
  publicUrl: string;
  /** CONTACT_EMAIL, written into every page. */
  contactEmail: string;
};

export function mountWebApp(
  app: Hono<AppEnv>,
  distDir: string,
  logger: Logger,
  site: SiteOptions,
): void {
  // Search engines: the sitemap lists every public page, worksheets included.
  app.get('/robots.txt', (c) =>
    c.text(
      `User-agent: *\nAllow: /\nDisallow: /app/\nDisallow: /api/\n\nSitemap: ${site.publicUrl}/sitemap.xml\n`,
    ),
  );
  app.get('/sitemap.xml', async (c) => {
    const urls = sitemapPaths(await site.subjects())
      .map((p) => `  <url><loc>${escapeHtml(site.publicUrl + p)}</loc></url>`)
      .join('\n');
    c.header('Content-Type', 'application/xml; charset=utf-8');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  });

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
  // Each page carries its own meta and its response's CSP nonce (for styles widgets inject).
  // An address no page answers still gets the app (it shows its not-found screen), with 404.
  const page = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', REVALIDATE);
    const meta = pageMeta(c.req.path, await site.subjects());
    const html = renderPage(
      indexHtml,
      meta ?? {
        title: 'Página não encontrada',
        description: 'Este endereço não existe no Nota20.',
        index: false,
      },
      site.publicUrl + c.req.path,
      c.get('secureHeadersNonce') ?? '',
      site.contactEmail,
    );
    return c.html(html, meta ? 200 : 404);
  };
  app.get('/', page);
  app.get('/index.html', page);
  // The build wrote .br and .gz copies of the app's files (scripts/precompress-web.mjs).
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', page);
}
