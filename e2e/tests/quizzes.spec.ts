import type { Page } from '@playwright/test';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { APP_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';

/** Presses Tab until the focused element is the named button or link (keyboard-only journeys). */
async function tabTo(page: Page, name: string | RegExp, limit = 25) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return '';
      const label = el instanceof HTMLInputElement ? el.labels?.[0] : el;
      return label?.textContent?.trim() ?? '';
    });
    if (typeof name === 'string' ? focused === name : name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const timer = (page: Page) => page.getByRole('timer');

/** Seconds shown by the countdown, e.g. "9:58" → 598. */
async function secondsLeft(page: Page): Promise<number> {
  const [m, s] = ((await timer(page).textContent()) ?? '').trim().split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

async function answerAndWait(page: Page, key: string) {
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/answers/'),
  );
  await page.keyboard.press(key);
  expect((await saved).status()).toBe(204);
}

test('a student takes the default exam with the keyboard only and sees the results', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent('Tiago'));
  await page.goto('/app/novo-teste');
  await expect(page.getByRole('heading', { level: 1, name: 'Praticar' })).toBeFocused();
  await checkA11y('praticar');

  await tabTo(page, 'Fazer exame');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'O teu teste vai ter um total de 5 perguntas. Vais ter 10 minutos',
  );
  await checkA11y('exam dialog');
  await tabTo(page, 'COMEÇAR TESTE');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/app\/teste\?quiz=/);
  await expect(page.getByText('Questão 1 de 5')).toBeVisible();
  await expect(timer(page)).toHaveText(/^(10:00|9:5\d)$/);
  await checkA11y('test screen');

  // Going on without an answer is refused with the spec's message.
  await tabTo(page, 'Próxima Questão');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Por favor, selecione uma resposta para a pergunta atual antes de continuar.',
  );

  const keys = ['1', 'b', '3', 'D', '2'];
  for (const [i, key] of keys.entries()) {
    await expect(page.getByText(`Questão ${i + 1} de 5`)).toBeVisible();
    await answerAndWait(page, key);
    const letter = 'ABCD'['1234'.indexOf(key)] ?? key.toUpperCase();
    await expect(page.getByRole('radio', { name: new RegExp(`^Opção ${letter}:`) })).toBeChecked();
    if (i < keys.length - 1) {
      // Enter on the chosen option goes on, as the button does.
      await tabTo(page, /Opção [A-D]:/);
      await page.keyboard.press('Enter');
    }
  }
  await tabTo(page, 'Finalizar Teste');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/app/teste/resultados');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados' })).toBeVisible();
  const grade = page.getByText(/^\d{1,2}\/20$/);
  await expect(grade).toBeVisible();
  const correct = await page.getByText(/^\d\. Certa$/).count();
  await expect(grade).toHaveText(`${Math.round((correct / 5) * 20)}/20`);
  await expect(page.getByText(`Acertaste ${correct} de 5`)).toBeVisible();
  await expect(page.getByText('Tempo estimado para dominar: 39 minutos')).toBeVisible();
  await expect(page.getByText('Explicação:')).toHaveCount(5);
  await expect(page.getByRole('textbox', { name: 'Mensagem para o tutor' })).toBeEditable();
  await checkA11y('results');

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Economia A' })).toContainText(
    `${correct}/5`,
  );
  // The results screen has nothing to show without a test just taken.
  await page.goto('/app/teste/resultados');
  await expect(page).toHaveURL('/app/novo-teste');
});

test('a reload mid-test resumes the same questions, answers and time', async ({ page }) => {
  await signUpThroughForm(page, newStudent('Sara'));
  await page.goto('/app/teste?type=random&count=5&time=10&subject=Economia');
  await expect(page.getByText('Questão 1 de 5')).toBeVisible();
  const firstQuestion = await page.getByRole('heading', { level: 2 }).first().textContent();
  await answerAndWait(page, 'B');
  await page.getByRole('button', { name: 'Próxima Questão' }).click();
  await answerAndWait(page, 'C');
  const before = await secondsLeft(page);
  const url = page.url();

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByText('Questão 3 de 5')).toBeVisible();
  await expect(page.getByText('(2 respondidas)')).toBeVisible();
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeGreaterThan(before - 15);

  await page.getByRole('button', { name: 'Questão anterior' }).click();
  await expect(page.getByRole('radio', { name: /^Opção C:/ })).toBeChecked();
  await page.getByRole('button', { name: 'Questão anterior' }).click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText(firstQuestion ?? '');
  await expect(page.getByRole('radio', { name: /^Opção B:/ })).toBeChecked();

  // SAIR asks first; confirming discards the test and goes back to Praticar.
  await page.getByRole('button', { name: 'SAIR' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja sair?');
  await expect(confirm).toContainText('Seu progresso será perdido.');
  await confirm.getByRole('button', { name: 'SAIR' }).click();
  await expect(page).toHaveURL('/app/novo-teste');
});

test('a 1-minute test runs out: it hands itself in and the results say so', async ({ page }) => {
  await page.clock.install();
  await signUpThroughForm(page, newStudent('Joana'));
  await page.goto('/app/teste?type=random&count=5&time=1&subject=Economia');
  await expect(page.getByText('Questão 1 de 5')).toBeVisible();
  await expect(timer(page)).toHaveText(/^(1:00|0:5\d)$/);
  await answerAndWait(page, 'A');

  // Both clocks jump past the deadline: the server's (test hook) and the page's.
  const moved = await page.evaluate(async () => {
    const response = await fetch('/api/test/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: 61_000 }),
    });
    return response.status;
  });
  expect(moved).toBe(200);
  const submitted = page.waitForResponse((r) => r.url().endsWith('/submit'));
  await page.clock.fastForward(61_000);
  expect((await submitted).status()).toBe(200);

  await expect(page).toHaveURL('/app/teste/resultados');
  await expect(
    page.getByText('O tempo acabou: o teste foi entregue automaticamente.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem').first()).not.toContainText('Ficou sem resposta.');
  await expect(page.getByText('Ficou sem resposta.')).toHaveCount(4);
});

test('a history entry opens in a new tab; another student gets Unauthorized access', async ({
  page,
  browser,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent('Rui'));
  const started = await page.request.post('/api/quizzes', {
    headers: { origin: APP_URL },
    data: { type: 'unit', subject: 'Economia', units: [4], count: 5 },
  });
  const quiz = (await started.json()) as { id: string };
  await page.request.post(`/api/quizzes/${quiz.id}/submit`, {
    headers: { origin: APP_URL },
    data: { answers: { 1: 'A', 2: 'B' } },
  });
  await page.goto('/app');
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page
      .getByRole('row')
      .filter({ hasText: 'Temático' })
      .getByRole('link', { name: /ABRIR/ })
      .click(),
  ]);
  await expect(tab).toHaveURL(`/app/teste/resultados/${quiz.id}`);
  await expect(tab.getByRole('heading', { name: 'Revisão das perguntas' })).toBeVisible();
  await expect(tab.getByText(/^\d{1,2}\/20$/)).toBeVisible();
  await expect(tab.getByText('Explicação:')).toHaveCount(5);
  await expect(tab.getByText('Tempo estimado para dominar')).toHaveCount(0);

  const other = await browser.newContext({ baseURL: APP_URL });
  const otherPage = await other.newPage();
  await signUpThroughForm(otherPage, newStudent('Marta'));
  await otherPage.goto(`/app/teste/resultados/${quiz.id}`);
  const error = otherPage.getByRole('alert');
  await expect(error.getByRole('heading', { name: 'Erro' })).toBeVisible();
  await expect(error).toContainText('Unauthorized access');
  await expect(error.getByRole('link', { name: 'Voltar ao Dashboard' })).toBeVisible();
  await other.close();
  await checkA11y('history');
});
