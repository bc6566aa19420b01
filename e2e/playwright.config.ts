import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { APP_PORT as PORT, APP_URL, DATA_DIR, OIDC_ISSUER, OIDC_PORT } from './fixtures/env';

// A fresh embedded database for every run; only the main process clears it, before the server starts.
if (!process.env.TEST_WORKER_INDEX) {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(DATA_DIR, { recursive: true, mode: 0o755 });
}

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium; Playwright's own browser download is not available here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};
const NEXT_DAY = /learning\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // A worksheet page now holds 30–38 items: axe and a phone-width pass over it take longer.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: APP_URL,
    trace: 'retain-on-failure',
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: NEXT_DAY },
    // Journeys that move the server's clock by days (POST /api/test/clock) run after all the
    // others, so no other journey sees a date it did not expect.
    { name: 'chromium-next-day', use: chromium, testMatch: NEXT_DAY, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      // A school's identity provider, started first: the app reads its discovery document.
      command: 'node oidc-server.mjs',
      url: `${OIDC_ISSUER}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(OIDC_PORT), APP_URL },
    },
    {
      // The production bundle, as `npm start` runs it (`npm run test:e2e` builds it with the app).
      command: 'node ../apps/server/dist/index.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        DATABASE_URL: '',
        WEB_DIST_DIR: path.resolve(import.meta.dirname, '../apps/web/dist'),
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: APP_URL,
        OIDC_ISSUER,
        OIDC_CLIENT_ID: 'nota20',
        OIDC_CLIENT_SECRET: 'nota20-e2e-secret',
        OIDC_NAME: 'Escola',
        // Lets a test run a quiz's clock out without waiting (POST /api/test/clock).
        TEST_CLOCK_HOOKS: 'true',
      },
    },
  ],
});
