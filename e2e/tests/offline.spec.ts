import type { Page } from '@playwright/test';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, test } from '../fixtures/test';

// Issue 23: Nota20 opens without signal. Nothing is installed: the service worker registers on
// the first visit, and the page is controlled by it from the next load.

test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  // Offline, Chromium logs each request it could not send.
  expectedConsoleErrors: ['Failed to load resource: net::ERR_INTERNET_DISCONNECTED'],
});

/** Waits until the page is controlled by Nota20's service worker (a reload after the first visit). */
async function underServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
  }
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('the app can be installed: a manifest in pt-PT with icons, standalone', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href ?? '')).json()) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'pt-PT', display: 'standalone', start_url: '/app' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) {
    const response = await request.get(icon.src);
    expect(response.headers()['content-type']).toBe('image/png');
  }
});

test('a worksheet visited once opens offline, with its questions', async ({
  page,
  context,
  checkA11y,
}) => {
  await page.goto('/economia/fichas/Unidade/4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IV - Preços e mercados');
  await underServiceWorker(page);
  await expect(page.getByRole('article').first()).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IV - Preços e mercados');
  const first = page.getByRole('article').first();
  await expect(first).toBeInViewport();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('Questão 1');
  await checkA11y('worksheet offline');
  // A public page never visited still opens (its text is in the app itself).
  await page.goto('/sobre');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('offline, signed in', () => {
  // Praticar asks for the subject's provas-modelo, never read online in this journey: that
  // request fails (the card says it needs a connection), and Chromium logs each try, through the
  // service worker (ERR_FAILED) or past it (ERR_INTERNET_DISCONNECTED).
  test.use({
    expectedConsoleErrors: [
      'Failed to load resource: net::ERR_FAILED',
      'Failed to load resource: net::ERR_INTERNET_DISCONNECTED',
    ],
  });

  test('offline, the dashboard is the one last loaded, marked as such; a test says it needs a connection', async ({
    page,
    context,
  }) => {
    await signUpThroughForm(page, newStudent('Ivo'));
    await underServiceWorker(page);
    await expect(page.getByText('Dias seguidos')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'Sem ligação à internet' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(
      /estás a ver o painel tal como estava a \d+ de \w+ de \d{4}/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Olá, Ivo /);

    await page.goto('/app/novo-teste');
    await expect(page.getByText('Sem ligação: a prova-modelo precisa de internet.')).toBeVisible();
    await page.getByRole('button', { name: 'Fazer exame' }).click();
    await page.getByRole('button', { name: 'COMEÇAR TESTE' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Precisas de ligação à internet para começar um teste.',
    );

    // Back online, the dashboard is live again and the mark goes.
    await context.setOffline(false);
    await page.goto('/app');
    await expect(page.getByText('Dias seguidos')).toBeVisible();
    await expect(page.getByText('Sem ligação à internet')).toHaveCount(0);
  });
});

test('signing out deletes the offline copy of the student’s own data', async ({ page }) => {
  await signUpThroughForm(page, newStudent('Joana'));
  await underServiceWorker(page);
  await expect(page.getByText('Dias seguidos')).toBeVisible();
  const kept = () =>
    page.evaluate(async () => {
      if (!(await caches.has('nota20-pessoal'))) return 0;
      return (await (await caches.open('nota20-pessoal')).keys()).length;
    });
  await expect.poll(kept).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'SAIR' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL('/login');
  await expect.poll(kept).toBe(0);
});
