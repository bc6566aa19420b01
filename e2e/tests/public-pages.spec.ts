import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

const EXAM_2024_F2 = 'https://iave.pt/wp-content/uploads/2024/07/EX-EconA712-F2-2024-V1_net.pdf';

test.beforeEach(async ({ context }) => {
  // The exam PDFs live on the exam authority's site; answer for it so no test leaves the machine.
  await context.route('https://iave.pt/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/pdf', body: '%PDF-1.4\n% test\n' }),
  );
});

test('a student picks Economia A and reaches its worksheets', async ({ page, checkA11y }) => {
  await page.goto('/');
  await checkA11y('landing');
  await page
    .getByRole('navigation', { name: 'Principal' })
    .getByRole('link', { name: 'EXAMES' })
    .click();
  await expect(page).toHaveURL('/escolherDisciplina');

  const advance = page.getByRole('button', { name: 'Avançar' });
  const select = page.getByLabel('Disciplina');
  await expect(select.locator('option', { hasText: 'Economia A' })).toBeAttached();
  await expect(advance).toBeDisabled();
  await checkA11y('choose subject');
  await select.selectOption({ label: 'Economia A' });
  await expect(advance).toBeEnabled();
  await advance.click();

  await expect(page).toHaveURL('/economia');
  await expect(page.getByRole('heading', { level: 1, name: 'Economia A' })).toBeVisible();
  await checkA11y('subject');
  await page.getByRole('link', { name: 'FICHAS DE TRABALHO' }).click();
  await expect(page).toHaveURL('/economia/fichas');
});

test('the exam search needs year and phase and opens the 2024 Segunda Fase PDF in a new tab', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/economia/exames');
  const year = page.getByLabel('Ano');
  // Every year from 2026 down to 2006 (issue 26), newest first.
  await expect(year.locator('option')).toHaveText([
    'Seleciona o ano',
    ...Array.from({ length: 21 }, (_, i) => String(2026 - i)),
  ]);
  await expect(page.getByLabel('Fase').locator('option')).toHaveText([
    'Seleciona a fase',
    'Primeira Fase',
    'Segunda Fase',
    'Época Especial',
  ]);
  await checkA11y('exams');

  await page.getByRole('button', { name: 'Procurar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecione o ano e a fase do exame.');
  await year.selectOption('2024');
  await page.getByRole('button', { name: 'Procurar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, selecione o ano e a fase do exame.');

  await page.getByLabel('Fase').selectOption({ label: 'Segunda Fase' });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Procurar' }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toBe(EXAM_2024_F2);
  await expect(page.getByRole('link', { name: /Enunciado \(PDF\)/ })).toHaveAttribute(
    'href',
    EXAM_2024_F2,
  );
  await checkA11y('exams with result');

  // A year no public source lists the PDFs of opens the official archive's page for it, and
  // says so.
  await year.selectOption('2009');
  await page.getByLabel('Fase').selectOption({ label: 'Primeira Fase' });
  const archive = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Procurar' }).click();
  const archiveTab = await archive;
  await expect
    .poll(() => archiveTab.url())
    .toContain('arquivo-provas-e-exames-finais-nacionais-es/?ano=2009');
  await expect(
    page.getByText(/A página do arquivo oficial de 2009 abriu num novo separador/),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Arquivo oficial de 2009/ })).toBeInViewport();
});

test('worksheets: the 10º/11º toggle lists each year’s units and ABRIR opens one', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/economia/fichas');
  await page.getByRole('button', { name: /ESCOLHA MULTIPLA/ }).click();
  const section = page.locator('#escolha-multipla');
  await expect(section).toBeInViewport();
  await expect(section).toBeFocused();

  const year10 = page.getByRole('radio', { name: '10º Ano' });
  await expect(year10).toHaveAttribute('aria-checked', 'true');
  const units = section.getByRole('listitem');
  await expect(units).toHaveCount(7);
  await expect(units.first()).toContainText('I - A atividade económica e a ciência económica');
  await checkA11y('worksheets');

  await page.getByRole('radio', { name: '11º Ano' }).click();
  await expect(units).toHaveCount(5);
  await expect(units.first()).toContainText('VIII - Os agentes económicos e o circuito económico');
  await page.getByRole('radio', { name: '10º Ano' }).click();
  await page.getByRole('link', { name: /ABRIR a ficha da unidade 4:/ }).click();
  await expect(page).toHaveURL('/economia/fichas/Unidade/4');
});

test('the unit 4 worksheet is in order and reveals exactly the correct option of each multiple-choice question', async ({
  page,
  request,
  checkA11y,
}) => {
  const api = await (await request.get('/api/subjects/Economia/units/4/questions')).json();
  const items: { questionNumber: number; type: string; correct_option?: string }[] = api.items;
  const expected = items.filter((q) => q.type === 'choice');

  await page.goto('/economia/fichas/Unidade/4');
  await expect(
    page.getByRole('heading', { level: 1, name: 'IV - Preços e mercados' }),
  ).toBeVisible();
  const questions = page.getByRole('article');
  await expect(questions).toHaveCount(items.length);
  await expect(questions.getByRole('heading', { level: 2 })).toHaveText(
    items.map((q) => `Questão ${q.questionNumber}`),
  );
  await expect(page.locator('[data-correct]')).toHaveCount(0);
  await checkA11y('worksheet hidden');

  await page.getByRole('button', { name: 'Mostrar Respostas' }).click();
  await expect(page.locator('[data-correct]')).toHaveCount(expected.length);
  for (const q of expected) {
    const marked = questions.nth(items.indexOf(q)).locator('[data-correct]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toContainText(`Opção ${q.correct_option ?? ''}:`);
  }
  await checkA11y('worksheet shown');

  await page.getByRole('button', { name: 'Esconder Respostas' }).click();
  await expect(page.locator('[data-correct]')).toHaveCount(0);

  // Going back from the bottom of the page lands at the top of the next one.
  await page.getByRole('link', { name: 'Voltar às Fichas' }).last().click();
  await expect(page).toHaveURL('/economia/fichas');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('errors', () => {
  test.use({ expectedHttpErrors: [404] });

  test('an unknown address shows a page-not-found screen', async ({ page, checkA11y }) => {
    await page.goto('/isto/nao/existe');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await checkA11y('not found');
  });

  test('a unit that does not exist shows the spec error with a way back', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/economia/fichas/Unidade/99');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Erro' })).toBeVisible();
    await expect(alert).toContainText('Nenhuma questão encontrada para a Unidade 99');
    await checkA11y('worksheet error');
    await alert.getByRole('link', { name: 'Voltar às Fichas' }).click();
    await expect(page).toHaveURL('/economia/fichas');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('public pages fit the screen', async ({ page, checkA11y }) => {
    for (const url of [
      '/',
      '/escolherDisciplina',
      '/economia',
      '/economia/exames',
      '/economia/fichas',
      '/economia/fichas/Unidade/9',
    ]) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await checkA11y(`${url} (phone)`);
    }
  });
});

test('a worksheet figure opens magnified with its description and closes with Escape', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/economia/fichas/Unidade/6');
  const open = page.getByRole('button', { name: /^Ampliar figura:/ }).first();
  await open.scrollIntoViewIfNeeded();
  await expect(open.locator('img')).toHaveJSProperty('complete', true);
  // The magnified figure carries the description its button announced.
  const alt = (await open.getAttribute('aria-label'))?.replace(/^Ampliar figura: /, '') ?? '';
  expect(alt.length).toBeGreaterThan(20);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Figura' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', alt);
  await checkA11y('figure dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
