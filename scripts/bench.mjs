// `npm run bench`: measures a production build on this machine and prints the figures.
//   1. initial JS and CSS (gzip) that a browser downloads for `/` and for a worksheet page;
//   2. requests/s and p99 latency of public API endpoints under autocannon.
// Run after `npm run build` (the npm script does it). Nothing here asserts: tests check
// correctness, this prints what to quote.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nota20-bench-'));
  fs.chmodSync(dataDir, 0o755);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  };
  delete env.DATABASE_URL;
  // Production logging stays on (one JSON line per request); the lines go nowhere.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS and CSS a first visit downloads, gzip-compressed as the server would send them. */
async function initialAssets(browser, url) {
  const page = await browser.newPage();
  const assets = [];
  page.on('response', async (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const body = await response.body().catch(() => undefined);
    if (body) assets.push({ type, gzip: zlib.gzipSync(body).length, raw: body.length });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.close();
  const sum = (type, key) => assets.filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
  return {
    js: sum('script', 'gzip'),
    css: sum('stylesheet', 'gzip'),
    jsRaw: sum('script', 'raw'),
    files: assets.length,
  };
}

/** Lighthouse's performance and accessibility scores for one page, in Debian's Chromium. */
async function lighthouseScores(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const audit = (id) => lhr.audits[id]?.displayValue ?? '?';
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    total: result.requests.total,
  };
}

const server = await startServer();
try {
  console.log(
    `Nota20 bench — ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}`,
  );
  console.log('\nInitial load (gzip)');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const [label, url] of [
    ['/', '/'],
    ['worksheet', '/economia/fichas/Unidade/4'],
  ]) {
    const a = await initialAssets(browser, server.base + url);
    console.log(
      `  ${label.padEnd(10)} JS ${kb(a.js).padStart(9)}  CSS ${kb(a.css).padStart(8)}  (${a.files} files, JS ${kb(a.jsRaw)} uncompressed)`,
    );
  }
  await browser.close();

  console.log('\nLighthouse (mobile preset: simulated slow 4G and 4x CPU slowdown)');
  for (const [label, url] of [
    ['/', '/'],
    ['worksheet', '/economia/fichas/Unidade/4'],
  ]) {
    const r = await lighthouseScores(server.base + url);
    console.log(
      `  ${label.padEnd(10)} performance ${String(r.performance).padStart(3)}  accessibility ${String(r.accessibility).padStart(3)}  (LCP ${r.lcp}, TBT ${r.tbt}, CLS ${r.cls})`,
    );
  }

  console.log(`\nAPI under load (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`);
  for (const [label, url] of [
    ['GET /api/subjects', '/api/subjects'],
    ['GET /api/subjects/Economia/units/4/questions', '/api/subjects/Economia/units/4/questions'],
  ]) {
    const r = await load(server.base + url);
    console.log(
      `  ${label.padEnd(46)} ${String(r.rps).padStart(6)} req/s   p99 ${String(r.p99).padStart(4)} ms   (${r.total} requests)`,
    );
  }
} finally {
  await server.stop();
}
