import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, expect, test } from 'vitest';
import { createTestApp, testConfig } from '../../../test/app';
import { createApp } from '../../app';
import { useTestDatabase } from '../../../test/database';
import { connectDatabase } from '../../db/client';

const database = useTestDatabase();

// A tiny built web app, so the static serving can be checked without running Vite.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="x" /><title>Nota20</title></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("hi")');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = () => createTestApp(database().db, { WEB_DIST_DIR: dist });

test('health reports the database; ready checks it, live does not', async () => {
  for (const path of ['/api/health', '/api/health/ready']) {
    const response = await app().request(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', db: 'ok' });
  }
  expect(await (await app().request('/api/health/live')).json()).toEqual({ status: 'ok' });
});

test('health answers 503 when the database cannot be reached', async () => {
  // Port 1 on loopback: nothing listens there, so every connection is refused.
  const unreachable = connectDatabase('postgres://nobody:x@127.0.0.1:1/none');
  try {
    const response = await createTestApp(unreachable.db).request('/api/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'unavailable', db: 'unavailable' });
    expect((await createTestApp(unreachable.db).request('/api/health/ready')).status).toBe(503);
    // Alive all the same: restarting the process would not bring the database back.
    expect((await createTestApp(unreachable.db).request('/api/health/live')).status).toBe(200);
  } finally {
    await unreachable.pool.end();
  }
});

test('a data route answers 503 with the error model, not a stack trace, when the database is gone', async () => {
  const unreachable = connectDatabase('postgres://nobody:x@127.0.0.1:1/none');
  try {
    const response = await createTestApp(unreachable.db).request('/api/subjects');
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('UNAVAILABLE');
    expect(JSON.stringify(body)).not.toMatch(/at |ECONNREFUSED/);
  } finally {
    await unreachable.pool.end();
  }
});

test('every response carries the security headers, errors included', async () => {
  for (const url of ['/api/health', '/api/does-not-exist', '/economia/fichas']) {
    const response = await app().request(url);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp, url).toContain("default-src 'self'");
    expect(csp, url).toContain("script-src 'self'");
    expect(csp, url).toContain("frame-ancestors 'none'");
    expect(csp, url).not.toContain('unsafe-inline');
    expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id'), url).toBeTruthy();
  }
});

test('unknown API paths answer 404 in the error model', async () => {
  const response = await app().request('/api/nothing/here');
  expect(response.status).toBe(404);
  expect(await response.json()).toEqual({
    error: { code: 'NOT_FOUND', message: 'O recurso pedido não existe.' },
  });
});

test('a JSON body over 64 KiB is refused with 413', async () => {
  const body = JSON.stringify({ message: 'x'.repeat(65 * 1024) });
  const response = await app().request('/api/health', {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
  });
  expect(response.status).toBe(413);
  expect(await response.json()).toEqual({
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'O pedido é demasiado grande.' },
  });
});

test('the OpenAPI document lists the public routes', async () => {
  const response = await app().request('/api/openapi.json');
  expect(response.status).toBe(200);
  const doc = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe('3.1.0');
  expect(Object.keys(doc.paths)).toEqual(
    expect.arrayContaining([
      '/api/health',
      '/api/subjects',
      '/api/subjects/{subjectId}/exams',
      '/api/subjects/{subjectId}/units/{unidade}/questions',
    ]),
  );
});

test('hashed assets are cached for a year; pages fall back to index.html and are revalidated', async () => {
  const asset = await app().request('/assets/index-abc123.js');
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

  for (const url of ['/', '/economia/fichas/Unidade/4', '/escolherDisciplina']) {
    const page = await app().request(url);
    expect(page.status, url).toBe(200);
    expect(page.headers.get('content-type'), url).toContain('text/html');
    expect(page.headers.get('cache-control'), url).toBe('no-cache');
    expect(await page.text(), url).toContain('<div id="root">');
  }
});

test('request logs carry the request id', async () => {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
  const response = await createApp({ db: database().db, config: testConfig(), logger }).request(
    '/api/health',
  );
  const reqId = response.headers.get('x-request-id');
  const entry = lines
    .map((l) => JSON.parse(l) as Record<string, unknown>)
    .find((l) => l.msg === 'request');
  expect(entry).toMatchObject({ reqId, method: 'GET', path: '/api/health', status: 200 });
});

test('while shutting down every request gets a 503 with the security headers and Connection: close', async () => {
  const draining = createApp({
    db: database().db,
    config: testConfig(),
    logger: pino({ level: 'silent' }),
    draining: () => true,
  });
  for (const url of ['/api/health', '/api/subjects', '/']) {
    const response = await draining.request(url);
    expect(response.status, url).toBe(503);
    expect(response.headers.get('connection'), url).toBe('close');
    expect(response.headers.get('retry-after'), url).toBe('5');
    expect(response.headers.get('content-security-policy'), url).toContain(
      "frame-ancestors 'none'",
    );
    expect(await response.json()).toMatchObject({ error: { code: 'UNAVAILABLE' } });
  }
});

test('every page carries the configured contact address for the footer', async () => {
  const configured = createTestApp(database().db, {
    WEB_DIST_DIR: dist,
    CONTACT_EMAIL: 'ajuda@escola.example',
  });
  for (const url of ['/', '/sobre', '/nao-existe']) {
    const html = await (await configured.request(url)).text();
    expect(html, url).toContain('<meta name="contact-email" content="ajuda@escola.example" />');
  }
});

test('each page carries a fresh CSP nonce for styles, the same in the header and the page', async () => {
  const nonces = [];
  for (const url of ['/', '/economia/fichas/Unidade/4']) {
    const response = await app().request(url);
    const csp = response.headers.get('content-security-policy') ?? '';
    const inHeader = /style-src 'self' 'nonce-([^']+)'/.exec(csp)?.[1];
    const inPage = /<meta name="csp-nonce" content="([^"]+)"/.exec(await response.text())?.[1];
    expect(inHeader, url).toBeTruthy();
    expect(inPage, url).toBe(inHeader);
    nonces.push(inHeader);
  }
  expect(nonces[0]).not.toBe(nonces[1]);
});

test('each public page gets its own title, description and Open Graph tags; unknown addresses get 404', async () => {
  const unit = await app().request('/economia/fichas/Unidade/4');
  expect(unit.status).toBe(200);
  const html = await unit.text();
  expect(html).toContain('<title>IV - Preços e mercados — ficha de Economia A — Nota20</title>');
  expect(html).toMatch(
    /<meta name="description" content="Ficha de trabalho de Economia A, unidade 4[^"]*" \/>/,
  );
  expect(html).toContain(
    '<meta property="og:title" content="IV - Preços e mercados — ficha de Economia A — Nota20" />',
  );
  expect(html).toContain(
    '<meta property="og:url" content="http://localhost:3000/economia/fichas/Unidade/4" />',
  );
  expect(html).not.toContain('noindex');

  const home = await (await app().request('/')).text();
  expect(home).toContain('<title>Nota20 — Prepara-te para os exames nacionais</title>');
  const signedIn = await (await app().request('/app/settings')).text();
  expect(signedIn).toContain('<meta name="robots" content="noindex" />');

  for (const url of ['/nao-existe', '/economia/fichas/Unidade/99', '/historia']) {
    const missing = await app().request(url);
    expect(missing.status, url).toBe(404);
    expect(await missing.text(), url).toContain('<div id="root">');
  }
});

test('robots.txt points at a sitemap that lists the public pages and every worksheet', async () => {
  const robots = await (await app().request('/robots.txt')).text();
  expect(robots).toContain('Disallow: /app/');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  const sitemap = await app().request('/sitemap.xml');
  expect(sitemap.headers.get('content-type')).toContain('application/xml');
  const xml = await sitemap.text();
  for (const path of [
    '/',
    '/sobre',
    '/termos',
    '/privacidade',
    '/licenciadores',
    '/contactos',
    '/economia/exames',
  ]) {
    expect(xml, path).toContain(`<loc>http://localhost:3000${path}</loc>`);
  }
  for (let unit = 1; unit <= 12; unit++) {
    expect(xml).toContain(`<loc>http://localhost:3000/economia/fichas/Unidade/${unit}</loc>`);
  }
  expect(xml).toContain('<loc>http://localhost:3000/biologia/fichas/Unidade/8</loc>');
});

test('state-changing requests must come from our origin and be JSON (no cross-site forms)', async () => {
  const body = JSON.stringify({ email: 'a@example.pt', password: 'segredo123' });
  const evil = await app().request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    body,
  });
  expect(evil.status).toBe(403);
  expect(await evil.json()).toEqual({
    error: { code: 'FORBIDDEN', message: 'Pedido recusado: vem de outro site.' },
  });
  expect(evil.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

  // What an HTML form on another site can send: no preflight, but not JSON either.
  const form = await app().request('/api/feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'type=Problema+T%C3%A9cnico&message=oi',
  });
  expect(form.status).toBe(415);
  expect(form.headers.get('x-content-type-options')).toBe('nosniff');
});

test('logs carry the user id at most: no e-mail, name or password of the student', async () => {
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(line) });
  const logged = createApp({ db: database().db, config: testConfig(), logger });
  const email = `registo-${Date.now()}@example.pt`;
  const signUp = await logged.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7' },
    body: JSON.stringify({ name: 'Nome Secreto', email, password: 'palavra-secreta' }),
  });
  expect(signUp.status).toBe(200);
  await logged.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.8.7' },
    body: JSON.stringify({ email, password: 'errada-de-todo' }),
  });
  expect(lines.length).toBeGreaterThan(1);
  const all = lines.join('\n');
  for (const secret of [email, 'Nome Secreto', 'palavra-secreta', 'errada-de-todo'])
    expect(all).not.toContain(secret);
});
