import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { OUTBOX_DIR } from '../fixtures/env';
import { expect, test } from '../fixtures/test';

/** The school provider's development login form, in the popup. */
async function signInAtSchool(popup: Page, login: string) {
  await popup.waitForLoadState();
  await popup.locator('input[name="login"]').fill(login);
  await popup.locator('input[name="password"]').fill('qualquer');
  await popup.locator('button[type="submit"]').click();
  await popup.locator('button[type="submit"]').click(); // consent: "Continue"
}

test.describe('a wrong password on the way', () => {
  test.use({ expectedHttpErrors: [401] });

  test('sign up, see the greeting, sign out with the confirm dialog, sign in again', async ({
    page,
    checkA11y,
  }) => {
    const student = newStudent();
    await page.goto('/signup');
    await expect(page.getByRole('list', { name: 'Regras da palavra-passe' })).toContainText(
      'Pelo menos 6 caracteres',
    );
    await checkA11y('signup');
    await signUpThroughForm(page, student);
    await checkA11y('dashboard');

    await page.getByRole('button', { name: 'SAIR' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Tens a certeza que queres sair?' });
    await expect(dialog).toBeVisible();
    await checkA11y('sign-out dialog');
    await dialog.getByRole('button', { name: 'VOLTAR' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/app');

    await page.getByRole('button', { name: 'SAIR' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'SAIR' }).click();
    await expect(page).toHaveURL('/login');

    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill('errada-123');
    await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Email ou palavra-passe incorretos.');
    await checkA11y('login with error');
    await page.getByLabel('Palavra-passe', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
    await expect(page).toHaveURL('/app');
    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, ${student.name}!` }),
    ).toBeVisible();
  });
});

test.describe('guards', () => {
  test.use({ expectedHttpErrors: [401] });

  test('signed out, /app/* goes to /login and back after signing in; signed in, /login goes to /app', async ({
    page,
    context,
  }) => {
    const student = newStudent();
    await signUpThroughForm(page, student);
    await context.clearCookies();
    await page.goto('/app/settings/preferences');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
    await expect(page).toHaveURL('/app/settings/preferences');
    await page.goto('/login');
    await expect(page).toHaveURL('/app');
    await page.goto('/signup');
    await expect(page).toHaveURL('/app');
  });
});

test('the sidebar: PRATICAR, EXAMES, PERFIL and the MAIS menu with the keyboard', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent());
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'PRATICAR' })).toHaveAttribute(
    'href',
    '/app/novo-teste',
  );
  await expect(nav.getByRole('link', { name: 'EXAMES' })).toHaveAttribute('href', '/app/exames');
  await expect(nav.getByRole('link', { name: 'PERFIL' })).toHaveAttribute('href', '/app');
  await nav.getByRole('button', { name: 'MAIS' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'DEFINIÇÕES' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'AJUDA' })).toBeVisible();
  await checkA11y('more menu');
  await page.getByRole('menuitem', { name: 'AJUDA' }).click();
  await expect(page).toHaveURL('/app/help');
  await expect(page.getByRole('heading', { name: 'Vidas' })).toBeVisible();
  await checkA11y('help');
});

test('settings: the root opens the profile; name, username and school are saved; the e-mail is read-only', async ({
  page,
  checkA11y,
}) => {
  const student = newStudent();
  await signUpThroughForm(page, student);
  await page.goto('/app/settings');
  await expect(page).toHaveURL('/app/settings/profile');
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(student.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expect(page.getByText('O email não pode ser alterado.')).toBeVisible();
  await checkA11y('profile');

  await page.getByLabel('Nome', { exact: true }).fill('Inês Costa');
  await page.getByLabel('Nome de utilizador').fill(`ines.${randomUUID().slice(0, 6)}`);
  const school = page.getByRole('combobox', { name: 'Escola' });
  await school.fill('camoes');
  const option = page.getByRole('option', { name: /Escola Secundária de Camões/ });
  await expect(option).toBeVisible();
  await school.press('ArrowDown');
  await school.press('ArrowUp');
  await school.press('Enter');
  await expect(page.getByText('Escola Secundária de Camões')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Perfil atualizado com sucesso!' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Inês Costa');
  await expect(page.getByText('Escola Secundária de Camões')).toBeVisible();
});

test('a password is reset from the e-mail in the outbox', async ({ page }) => {
  const student = newStudent();
  await signUpThroughForm(page, student);
  await page.getByRole('button', { name: 'SAIR' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'SAIR' }).click();

  await page.getByRole('link', { name: 'Esqueceste-te da palavra-passe?' }).click();
  // Wait for the page itself: its chunk may still be loading while the login form shows.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Esqueceste-te da palavra-passe?' }),
  ).toBeVisible();
  const before = new Set(fs.existsSync(OUTBOX_DIR) ? fs.readdirSync(OUTBOX_DIR) : []);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByRole('button', { name: 'Enviar ligação' }).click();
  await expect(page.getByRole('status')).toContainText('enviámos uma ligação');

  const mail = await expect
    .poll(() =>
      fs
        .readdirSync(OUTBOX_DIR)
        .find(
          (f) =>
            !before.has(f) &&
            fs.readFileSync(path.join(OUTBOX_DIR, f), 'utf8').includes(student.email),
        ),
    )
    .toBeTruthy()
    .then(() =>
      fs
        .readdirSync(OUTBOX_DIR)
        .find(
          (f) =>
            !before.has(f) &&
            fs.readFileSync(path.join(OUTBOX_DIR, f), 'utf8').includes(student.email),
        ),
    );
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/\S+/.exec(
    fs.readFileSync(path.join(OUTBOX_DIR, mail ?? ''), 'utf8'),
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(link ?? '');
  await expect(page).toHaveURL(/\/redefinir-palavra-passe\?token=/);
  await page.getByLabel('Nova palavra-passe').fill('uma-nova-senha');
  await page.getByRole('button', { name: 'Guardar palavra-passe' }).click();
  await expect(page.getByRole('status')).toContainText('A tua palavra-passe foi alterada');

  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill('uma-nova-senha');
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
  await expect(page).toHaveURL('/app');
});

test("sign in with the school's identity provider in a 500×600 popup", async ({ page }) => {
  const login = `oidc${randomUUID().slice(0, 6)}`;
  await page.goto('/login');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Entrar com Escola' }).click();
  const popup = await popupPromise;
  await popup.locator('input[name="login"]').waitFor();
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([500, 600]);
  await signInAtSchool(popup, login);
  await popup.waitForEvent('close');
  await expect(page).toHaveURL('/app');
  await expect(page.getByRole('heading', { level: 1, name: `Olá, Aluno ${login}!` })).toBeVisible();
});

test.describe('without a popup', () => {
  // The page itself visits the provider, whose development page fetches a web font (no network
  // here) and has no favicon.
  test.use({
    expectedHttpErrors: [404],
    expectedConsoleErrors: ['Failed to load resource: net::ERR_NAME_NOT_RESOLVED'],
  });

  test('when the popup is blocked, sign-in goes through the provider in the page itself', async ({
    page,
  }) => {
    const login = `redir${randomUUID().slice(0, 6)}`;
    // What a popup blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Escola' }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('qualquer');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL('/app');
    await expect(
      page.getByRole('heading', { level: 1, name: `Olá, Aluno ${login}!` }),
    ).toBeVisible();
  });

  test('a school sign-in never joins an e-mail account whose address was not confirmed', async ({
    page,
  }) => {
    // Someone signs up with the school address first (nothing confirms it: no SMTP here)…
    const login = `alvo${randomUUID().slice(0, 6)}`;
    const squatter = { ...newStudent(), email: `${login}@escola.example` };
    await signUpThroughForm(page, squatter);
    await page.request.post('/api/auth/sign-out', { data: {} });
    await page.context().clearCookies();
    // …then the real student signs in with the school: they must not land in that account.
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar com Escola' }).click();
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('qualquer');
    await page.locator('button[type="submit"]').click();
    await page.locator('button[type="submit"]').click();
    await expect(page).not.toHaveURL('/app');
    await expect(
      page.getByText(/^Já existe uma conta Nota20 com este email, ainda por confirmar\./),
    ).toBeVisible();
    expect((await page.request.get('/api/me')).status()).toBe(401);
  });
});

test('link the school account to an e-mail account in Contas Conectadas', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent());
  await page.goto('/app/settings/connected-accounts');
  await checkA11y('connected accounts');
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByRole('button', { name: 'A conectar…' })).toBeVisible();
  const popup = await popupPromise;
  await signInAtSchool(popup, `link${randomUUID().slice(0, 6)}`);
  await expect(page.getByRole('status')).toHaveText('Conta Escola conectada com sucesso!');
  await expect(page.getByText('Conectada', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar becomes a bottom bar and pages fit the screen', async ({ page, checkA11y }) => {
    await signUpThroughForm(page, newStudent());
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const box = await nav.boundingBox();
    expect(box?.y ?? 0).toBeGreaterThan(700);
    for (const url of ['/app', '/app/settings/profile', '/app/help']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
      await checkA11y(`${url} (phone)`);
    }
  });
});
