import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

test('create a plan, take its first unit test and see the path move; a locked unit explains itself', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent('Beatriz'));
  await page.goto('/app/estudar');
  await expect(page.getByText('Ainda não tens planos de estudo.')).toBeVisible();
  await checkA11y('estudar, empty');

  // The spec's messages: no units; no date.
  const create = page.getByRole('button', { name: 'Criar plano' });
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, seleciona pelo menos uma matéria.');
  await page.getByLabel(/Unidade 2 —/).check();
  await page.getByLabel(/Unidade 1 —/).check();
  const date = page.getByLabel('Data do teste');
  const proposed = await date.inputValue();
  await date.fill('');
  await create.click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, seleciona uma data para o teste.');
  await date.fill(proposed);
  // Changing discipline clears the units.
  await page.getByLabel('Disciplina').selectOption('Biologia');
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await page.getByLabel('Disciplina').selectOption('Economia');
  await page.getByLabel(/Unidade 2 —/).check();
  await page.getByLabel(/Unidade 1 —/).check();
  await create.click();

  await expect(page).toHaveURL(/\/app\/progresso\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Faltam 14 dias')).toBeVisible();
  await expect(page.getByText('0%', { exact: true })).toBeVisible();
  await expect(page.getByText('56 horas')).toBeVisible();
  const step1 = page.getByRole('button', { name: /Passo 1 · Unidade 1/ });
  const step2 = page.getByRole('button', { name: /Passo 2 · Unidade 2/ });
  await expect(step1).toContainText('Disponível · domínio 0%');
  await expect(step2).toContainText('Bloqueada');
  await step2.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Esta unidade está bloqueada. Complete a unidade anterior com pelo menos 70% de aproveitamento para desbloquear.',
  );
  await page.getByText(/Unidade 1 — I - A atividade/).click();
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: /custo de oportunidade/i })
      .first(),
  ).toBeVisible();
  await checkA11y('progresso');

  // The first unit test: 10 questions, answered with the keys.
  await step1.click();
  await expect(page.getByText('Questão 1 de 10')).toBeVisible();
  for (let i = 1; i <= 10; i++) {
    await page.keyboard.press(String(((i - 1) % 4) + 1));
    await page
      .getByRole('button', { name: i < 10 ? 'Próxima Questão' : 'Finalizar Teste' })
      .click();
  }
  await expect(page).toHaveURL('/app/teste/resultados');
  const correct = Number(
    (await page.getByText(/^Acertaste \d+ de 10/).textContent())?.match(/Acertaste (\d+)/)?.[1],
  );
  await page.getByRole('link', { name: 'Voltar ao plano' }).click();

  // Each right answer masters its question once (correct rate 100 %): mastery = right / the
  // unit's questions, as the plan counts them.
  await expect(page).toHaveURL(/\/app\/progresso\/[0-9a-f-]{36}$/);
  const planId = page.url().split('/').at(-1);
  const saved = (await (await page.request.get(`/api/plans/${planId}`)).json()) as {
    units: { totalQuestions: number }[];
  };
  const total = saved.units[0]?.totalQuestions ?? 0;
  expect(total).toBeGreaterThanOrEqual(10);
  const mastery = Math.round((correct / total) * 100);
  await expect(step1).toContainText(`domínio ${mastery}%`);
  await expect(page.getByText(`${Math.round(mastery / 2)}%`, { exact: true })).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page
    .getByRole('link', { name: /Voltar/ })
    .first()
    .click();
  const plan = page.getByRole('listitem').filter({ hasText: 'Economia A' });
  await expect(plan).toContainText('Faltam 14 dias');
  await expect(plan).toContainText(`Domínio: ${Math.round(mastery / 2)}%`);
  await checkA11y('estudar, with a plan');

  // Delete asks first, then the list is empty again.
  await plan.getByRole('button', { name: /Apagar/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Ainda não tens planos de estudo.')).toBeVisible();
});

test("another student's plan: the spec's refusal and a way back", async ({ page, browser }) => {
  await signUpThroughForm(page, newStudent('Carla'));
  await page.goto('/app/estudar');
  await page.getByLabel(/Unidade 4 —/).check();
  await page.getByRole('button', { name: 'Criar plano' }).click();
  await expect(page).toHaveURL(/\/app\/progresso\//);
  const url = page.url();

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpThroughForm(otherPage, newStudent('Duarte'));
  await otherPage.goto(url);
  const error = otherPage.getByRole('alert');
  await expect(error).toContainText('Não tens permissão para ver este plano de estudo.');
  await error.getByRole('link', { name: 'Voltar para Estudar' }).click();
  await expect(otherPage).toHaveURL('/app/estudar');
  await other.close();
});
