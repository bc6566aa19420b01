import fs from 'node:fs';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

// Issue 21: a student downloads their data and deletes their account from Definições →
// Privacidade; «Manter sessão iniciada» off gives a cookie that ends with the browser.

// The wrong password (403) and the sign-in after deletion (401) are refused on purpose.
test.use({ viewport: { width: 390, height: 844 }, expectedHttpErrors: [401, 403] });

test('on a phone, a student downloads their data, then deletes the account; the e-mail no longer signs in', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(60_000);
  const student = await signUpThroughForm(page, newStudent('Beatriz'));
  // A test taken, so the file has one (the API, as the runner calls it).
  const started = await page.request.post('/api/quizzes', {
    data: { type: 'random', subject: 'Economia', count: 5, minutes: 10 },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  expect((await page.request.post(`/api/quizzes/${id}/submit`, { data: {} })).status()).toBe(200);

  await page.goto('/app/settings/privacy');
  const download = page.getByRole('link', { name: 'Descarregar os meus dados' });
  await expect(download).toBeInViewport();
  await checkA11y('privacy settings');
  await expectNoHorizontalScroll(page);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^nota20-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8')) as {
    profile: { email: string; name: string };
    quizzes: { id: string }[];
  };
  expect(data.profile).toMatchObject({ email: student.email, name: student.name });
  expect(data.quizzes.map((q) => q.id)).toEqual([id]);

  await page.getByRole('button', { name: 'Apagar conta' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Não dá para desfazer');
  await expect(dialog).toContainText('todos os testes que fizeste');
  await checkA11y('delete dialog');
  // A wrong password deletes nothing and says so in the dialog.
  await dialog.getByLabel('Palavra-passe').fill('nao-e-esta');
  await dialog.getByRole('button', { name: 'Apagar conta' }).click();
  await expect(
    dialog.getByText('A palavra-passe não está certa. A conta não foi apagada.'),
  ).toBeVisible();
  await dialog.getByLabel('Palavra-passe').fill(student.password);
  await dialog.getByRole('button', { name: 'Apagar conta' }).click();

  await expect(page).toHaveURL('/');
  await expect(page.getByText('A tua conta foi apagada.')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
  await expect(page.getByText('Email ou palavra-passe incorretos.')).toBeVisible();
});

test('«Manter sessão iniciada» is on by default; off, the session cookie ends with the browser', async ({
  page,
  context,
}) => {
  const student = await signUpThroughForm(page, newStudent('Duarte'));
  await page.request.post('/api/auth/sign-out', { data: {} });
  await context.clearCookies();
  await page.goto('/login');
  const keep = page.getByRole('checkbox', { name: 'Manter sessão iniciada' });
  await expect(keep).toBeChecked();
  await keep.uncheck();
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'ENTRAR', exact: true }).click();
  await expect(page).toHaveURL('/app');
  const cookie = (await context.cookies()).find((c) => c.name === 'nota20.session_token');
  expect(cookie?.expires).toBe(-1);
});
