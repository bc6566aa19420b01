import { expect, test } from '../fixtures/test';

const FOOTER = [
  ['Criar conta', '/signup', 'Criar conta'],
  ['Sobre nós', '/sobre', 'Sobre nós'],
  ['Termos e condições', '/termos', 'Termos e condições'],
  ['Licenciadores', '/licenciadores', 'Licenciadores'],
  ['Privacidade', '/privacidade', 'Política de privacidade'],
  ['Contactos', '/contactos', 'Contactos'],
] as const;

test('every header and footer link opens its page, each with its own title, and passes axe', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Nota20 — Prepara-te para os exames nacionais');
  await checkA11y('landing');
  const header = page.getByRole('navigation', { name: 'Principal' });
  for (const [name, url] of [
    ['EXAMES', '/escolherDisciplina'],
    ['ENTRAR', '/login'],
    ['INÍCIO', '/'],
  ] as const) {
    await header.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
  await page.getByRole('banner').getByRole('link', { name: 'COMEÇAR' }).click();
  await expect(page).toHaveURL('/signup');

  for (const [name, url, heading] of FOOTER) {
    await page
      .getByRole('navigation', { name: 'Rodapé' })
      .getByRole('link', { name, exact: true })
      .click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} — Nota20`);
    await checkA11y(url);
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('the terms have 14 sections and a review date; the privacy policy its date and the GDPR rights', async ({
  page,
}) => {
  await page.goto('/termos');
  await expect(page.getByText('Última revisão: 16 de novembro de 2024')).toBeVisible();
  await expect(page.locator('article section')).toHaveCount(14);
  await expect(page.locator('article')).toContainText('7 dias');
  await page.goto('/privacidade');
  await expect(page.getByText('Última modificação: 25 de novembro de 2026')).toBeVisible();
  for (const right of [/acesso/i, /retificação/i, /apagamento/i, /portabilidade/i]) {
    await expect(page.locator('article')).toContainText(right);
  }
  await expect(page.locator('article')).not.toContainText('{email}');
});

test('the feedback overlay: required fields, urgency, Escape and × close it, a sent message resets it', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/');
  const open = page.getByRole('button', { name: 'SUBMETER FEEDBACK' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'O teu feedback' });
  await expect(dialog).toBeVisible();
  await checkA11y('feedback overlay');
  const send = dialog.getByRole('button', { name: 'Enviar' });
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();

  await open.click();
  await dialog.getByLabel('Tipo').selectOption('Erro em Questão');
  await expect(send).toBeDisabled();
  await dialog
    .getByLabel('Mensagem')
    .fill('A pergunta 5 da unidade 2 tem uma gralha no enunciado.');
  await dialog.getByRole('radio', { name: 'Alta' }).check();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    'Feedback enviado com sucesso! Obrigado pela sua contribuição.',
  );

  await open.click();
  await expect(dialog.getByLabel('Tipo')).toHaveValue('');
  await expect(dialog.getByLabel('Mensagem')).toHaveValue('');
  await expect(dialog.getByRole('radio', { name: 'Normal' })).toBeChecked();
});

test('the contact form sends and confirms; Voltar goes home', async ({ page }) => {
  await page.goto('/contactos');
  await expect(page.getByLabel('Assunto').locator('option')).toHaveText([
    'Escolhe o assunto',
    'Sugestão',
    'Dúvida sobre o site',
    'Dúvida sobre perguntas',
    'Parceria',
    'Publicidade',
    'Outro assunto',
  ]);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Escolhe o assunto.')).toBeVisible();
  await page.getByLabel('Assunto').selectOption('Dúvida sobre perguntas');
  await page.getByLabel('Nome').fill('Tomás');
  await page.getByLabel('Email').fill('tomas@example.pt');
  await page.getByLabel('Mensagem').fill('As fichas de Biologia vão ter mais perguntas?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('status')).toContainText('Mensagem enviada');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('a missing page', () => {
  test.use({ expectedHttpErrors: [404] });

  test('answers 404 with the not-found screen', async ({ page, checkA11y }) => {
    const response = await page.goto('/uma/pagina/que/nao/existe');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await checkA11y('404');
  });
});

test('robots.txt and the sitemap list the public pages and the worksheets', async ({ request }) => {
  expect(await (await request.get('/robots.txt')).text()).toContain('/sitemap.xml');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/economia/fichas/Unidade/12</loc>');
  expect(sitemap).toContain('/contactos</loc>');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the information pages fit the screen', async ({ page, checkA11y }) => {
    for (const url of ['/', '/sobre', '/termos', '/privacidade', '/licenciadores', '/contactos']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
        url,
      ).toBeLessThanOrEqual(0);
      await checkA11y(`${url} (phone)`);
    }
  });
});
