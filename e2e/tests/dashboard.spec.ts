import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { APP_URL } from '../fixtures/env';
import { expect, test } from '../fixtures/test';

test('the dashboard: empty state, then a finished test in the history with its grade', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, { ...newStudent(), name: 'Rui' });
  await expect(page.getByText('Nenhum teste realizado ainda. Comece a praticar!')).toBeVisible();
  await checkA11y('dashboard empty');

  // A test taken through the API with the browser's own session (the runner comes next).
  const headers = { origin: APP_URL };
  const started = await page.request.post('/api/quizzes', {
    headers,
    data: { type: 'random', subject: 'Economia', count: 5 },
  });
  expect(started.status()).toBe(201);
  const quiz = (await started.json()) as { id: string };
  expect(
    (await page.request.post(`/api/quizzes/${quiz.id}/submit`, { headers, data: {} })).status(),
  ).toBe(200);

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: 'Economia A' });
  await expect(row).toContainText('Exame');
  await expect(row).toContainText('0/20');
  await expect(row).toContainText('0/5');
  await expect(row.getByRole('link', { name: /ABRIR/ })).toHaveAttribute('target', '_blank');
  await expect(row.getByRole('link', { name: /ABRIR/ })).toHaveAttribute(
    'href',
    `/app/teste/resultados/${quiz.id}`,
  );
  await expect(page.getByText('9/10')).toBeVisible();
  await page.getByRole('button', { name: 'Sobre as vidas' }).focus();
  await expect(page.getByRole('tooltip')).toContainText(
    'Cada vida regenera em 30 minutos. A próxima volta às',
  );
  await checkA11y('dashboard with history');

  // From the second test on, the grades over time appear as a chart, described in words.
  const second = await page.request.post('/api/quizzes', {
    headers,
    data: { type: 'random', subject: 'Economia', count: 5 },
  });
  const secondQuiz = (await second.json()) as { id: string };
  await page.request.post(`/api/quizzes/${secondQuiz.id}/submit`, { headers, data: {} });
  await page.reload();
  await expect(
    page.getByRole('img', {
      name: /^Notas dos últimos 2 testes, do mais antigo ao mais recente: 0, 0\. Estável/,
    }),
  ).toBeVisible();
  await checkA11y('dashboard with the chart');

  // On a phone the history table scrolls inside its box; the page itself does not.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
});
