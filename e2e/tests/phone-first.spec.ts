import fs from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

// Issue 23: every screen as a student meets it on a 390 px phone (and at 1280 px where the
// layout differs). Each test names the point of the issue it proves.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A 5-question Economia A test handed in blank through the API (grade 0: it costs a life). */
async function blankTest(request: APIRequestContext) {
  const started = await request.post('/api/quizzes', {
    data: { type: 'random', subject: 'Economia', count: 5, minutes: 10 },
  });
  expect(started.status()).toBe(201);
  const { id } = (await started.json()) as { id: string };
  expect((await request.post(`/api/quizzes/${id}/submit`, { data: {} })).status()).toBe(200);
  return id;
}

/** A plan for Economia A units 1 and 2, three weeks from now, through the API. */
async function planThroughApi(request: APIRequestContext) {
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post('/api/plans', {
    data: { disciplina: 'Economia', dataTeste: date, nota: 16, materiasSelecionadas: [1, 2] },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: string; units: { id: string }[] };
}

/** The element lies inside the page's width: nothing of it is past the right edge. */
async function expectWithinWidth(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, 'on screen').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('1. ESTUDAR is in the bottom bar, and the dashboard offers the next plan test', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Rui'));
    const nav = page.getByRole('navigation', { name: 'Principal' });
    const study = nav.getByRole('link', { name: 'ESTUDAR' });
    await expect(study).toBeInViewport();
    await expectWithinWidth(page, nav);
    // With no plan, the dashboard says how to make one.
    await expect(page.getByRole('link', { name: 'Criar um plano' })).toBeVisible();

    const plan = await planThroughApi(page.request);
    await page.reload();
    const next = page.getByRole('region', { name: /Próximo teste: Economia A/ });
    await expect(next).toContainText('Faltam 21 dias');
    const start = next.getByRole('link', { name: 'Fazer o teste da unidade 1' });
    await expect(start).toBeInViewport();
    await expect(start).toHaveAttribute('href', `/app/teste/${plan.id}/${plan.units[0]?.id}`);
    await checkA11y('dashboard with a plan (phone)');

    await study.click();
    await expect(page).toHaveURL('/app/estudar');
    await expect(study).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: /Continuar o plano de Economia A/ }).click();
    await expect(page).toHaveURL(`/app/progresso/${plan.id}`);
    // A plan's page belongs to ESTUDAR in the bar too.
    await expect(nav.getByRole('link', { name: 'ESTUDAR' })).toHaveClass(/bg-brand-50/);
  });

  test('2 and 13. the dashboard: accuracy and average first, tiles in two columns, each test a card with its time and ABRIR', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Sara'));
    await blankTest(page.request);
    await blankTest(page.request);
    await page.reload();
    await expect(page.getByRole('img', { name: /^Taxa de acerto: 0%/ })).toBeInViewport();
    await expect(page.getByText('Média', { exact: true })).toBeInViewport();
    // Two tiles share a row.
    const streak = await page.getByText('Dias seguidos').boundingBox();
    const done = await page.getByText('Testes feitos').boundingBox();
    expect(Math.abs((streak?.y ?? 0) - (done?.y ?? 99))).toBeLessThan(30);
    expect(done?.x ?? 0).toBeGreaterThan((streak?.x ?? 0) + 100);

    const card = page.getByRole('listitem').filter({ hasText: 'Exame · Economia A' }).first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(card).toContainText('Correção: 0/5 certas');
    const open = card.getByRole('link', { name: /ABRIR/ });
    await expect(open).toBeInViewport();
    await expectWithinWidth(page, open);
    await expectNoHorizontalScroll(page);
    await checkA11y('dashboard (phone)');
  });

  test('3. /app/exames shows the Critérios column within the screen', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Tomás'));
    await page.goto('/app/exames');
    const criteria = page.getByRole('link', { name: /^Critérios do exame de 2025/ }).first();
    await criteria.scrollIntoViewIfNeeded();
    await expect(criteria).toBeInViewport();
    await expectWithinWidth(page, criteria);
    await expect(page.getByRole('columnheader', { name: 'Critérios' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await checkA11y('exams (phone)');
  });

  test('4. a plan card keeps its text readable: the buttons go below, not beside', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Vera'));
    await planThroughApi(page.request);
    await page.goto('/app/estudar');
    const card = page.getByRole('listitem').filter({ hasText: 'Objetivo: 16 valores' });
    const details = card.getByText(/Objetivo: 16 valores/);
    expect((await details.boundingBox())?.width ?? 0).toBeGreaterThan(250);
    await expect(card.getByRole('link', { name: /Continuar/ })).toBeInViewport();
    await checkA11y('study (phone)');
  });

  test('5. the thematic test names its extra units', async ({ page, checkA11y }) => {
    await signUpThroughForm(page, newStudent('Xavier'));
    await page.goto('/app/novo-teste');
    await page.getByRole('button', { name: 'Escolher unidades' }).click();
    const dialog = page.getByRole('dialog', { name: 'Teste temático' });
    await dialog.getByLabel('Unidade principal').selectOption('4');
    await dialog.getByRole('switch', { name: 'Juntar unidades extra' }).click();
    const extra = dialog.getByRole('button', { name: /^Unidade 2 — II - Necessidades e consumo/ });
    await extra.scrollIntoViewIfNeeded();
    await expect(extra).toBeInViewport();
    await expect(extra).toHaveText(/Unidade 2 — II - Necessidades e consumo/);
    await extra.click();
    await expect(extra).toHaveAttribute('aria-pressed', 'true');
    await checkA11y('thematic dialog (phone)');
  });

  test('6 and 16. the help form checks in pt-PT, sends, and the message is stored with the account', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Yara'));
    await page.goto('/app/settings/support');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Escolhe o assunto.')).toBeVisible();
    await expect(page.getByText('Escreve a mensagem.')).toBeVisible();
    await checkA11y('help form with errors (phone)');
    await page.getByLabel('Assunto').selectOption('Problema técnico');
    await page.getByLabel('Mensagem').fill('Não consigo ver as figuras no telemóvel.');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Obrigado! Recebemos a tua mensagem.')).toBeInViewport();
    // The data the student can download holds it: it was sent and stored under their account.
    const exported = (await (await page.request.get('/api/me/export')).json()) as {
      feedback: { type: string; message: string }[];
    };
    expect(exported.feedback).toContainEqual(
      expect.objectContaining({
        type: 'Suporte',
        message: 'Não consigo ver as figuras no telemóvel.',
      }),
    );
  });

  test('7. at 0 lives, Praticar says so before starting, when the next returns, and what stays open', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Zé'));
    await page.goto('/app/novo-teste');
    await expect(page.getByText(/Tens 10 de 10 vidas/)).toBeVisible();
    for (let i = 0; i < 10; i++) await blankTest(page.request);
    await page.reload();
    const notice = page.getByRole('region', { name: 'Ficaste sem vidas' });
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText(/A próxima volta às \d{2}:\d{2}\./);
    await expect(notice).toContainText(
      'os testes dos planos de estudo e as fichas de trabalho continuam abertos',
    );
    await expect(notice.getByRole('link', { name: 'Estudar com um plano' })).toHaveAttribute(
      'href',
      '/app/estudar',
    );
    await expect(notice.getByRole('link', { name: 'Fichas de trabalho' })).toHaveAttribute(
      'href',
      '/economia/fichas',
    );
    await expect(page.getByRole('button', { name: 'Fazer exame' })).toBeDisabled();
    await checkA11y('praticar without lives (phone)');
  });

  test('8 and 9. «Ampliar» sits under the figure; the zoomed figure fits the screen, then enlarges', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/economia/fichas/Unidade/6');
    const open = page.getByRole('button', { name: /^Ampliar figura:/ }).first();
    await open.scrollIntoViewIfNeeded();
    const image = open.locator('img');
    await expect(image).toHaveJSProperty('complete', true);
    const label = open.getByText('Ampliar');
    const imageBox = await image.boundingBox();
    const labelBox = await label.boundingBox();
    expect(labelBox!.y).toBeGreaterThanOrEqual(imageBox!.y + imageBox!.height);

    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Figura' });
    const zoomed = dialog.getByRole('img');
    await expect(zoomed).toBeVisible();
    const fitted = await zoomed.boundingBox();
    expect(fitted!.x).toBeGreaterThanOrEqual(0);
    expect(fitted!.x + fitted!.width).toBeLessThanOrEqual(PHONE.width);
    await expect(dialog.getByText('Ajustada ao ecrã')).toBeVisible();
    await checkA11y('figure fitted (phone)');
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await dialog.getByRole('button', { name: 'Aumentar' }).click();
    await expect(dialog.getByText('200 %')).toBeVisible();
    expect((await zoomed.boundingBox())!.width).toBeGreaterThan(fitted!.width * 1.5);
  });

  test('10. the tutor shows the start of a new answer, not its end', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Ana'));
    await page.goto('/app/teste?type=unit&count=5&time=10&subject=Economia&units=4');
    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Questão ${i} de 5`)).toBeVisible();
      await page.keyboard.press('A');
      await page
        .getByRole('button', { name: i < 5 ? 'Próxima Questão' : 'Finalizar Teste' })
        .click();
    }
    await expect(page).toHaveURL('/app/teste/resultados');
    const box = page.getByRole('textbox', { name: 'Mensagem para o tutor' });
    const conversation = page.getByRole('list', { name: 'Conversa com o tutor' });
    // The last answer explains three questions: longer than the box on a phone.
    for (const question of ['o que devo estudar?', 'explica a 1, a 2 e a 3']) {
      await box.fill(question);
      await box.press('Enter');
      await expect(conversation).toHaveAttribute('aria-busy', 'false');
    }
    const view = await conversation.evaluate((list) => {
      const asked = Array.from(list.querySelectorAll('li'))
        .filter((li) => li.textContent?.startsWith('Tu: '))
        .at(-1);
      return {
        gap: (asked?.getBoundingClientRect().top ?? 0) - list.getBoundingClientRect().top,
        moreBelow: list.scrollHeight - list.scrollTop - list.clientHeight,
      };
    });
    // The question that was just asked sits at the top of the box, the answer's start under it,
    // and the rest of the answer waits below (it did not jump to its end).
    expect(view.gap).toBeGreaterThanOrEqual(0);
    expect(view.gap).toBeLessThan(20);
    expect(view.moreBelow).toBeGreaterThan(40);
  });

  test('11. FEEDBACK in MAIS, and «Reportar esta pergunta» on a result names the question, takes a reason and is sent once', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Beto'));
    await page.getByRole('button', { name: 'MAIS' }).click();
    await page.getByRole('menuitem', { name: 'FEEDBACK' }).click();
    const overlay = page.getByRole('dialog', { name: 'O teu feedback' });
    await expect(overlay).toBeInViewport();
    await overlay.getByLabel('Tipo').selectOption('Melhoria de Interface');
    await overlay.getByLabel('Mensagem').fill('Gostava de um modo de revisão rápida.');
    await overlay.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText(/Feedback enviado com sucesso/)).toBeVisible();

    const id = await blankTest(page.request);
    await page.goto(`/app/teste/resultados/${id}`);
    const first = page.getByRole('article').first();
    const report = first.getByRole('button', { name: /Reportar esta pergunta/ });
    await report.scrollIntoViewIfNeeded();
    await report.click();
    const reporting = page.getByRole('dialog', { name: 'Reportar esta pergunta' });
    await expect(reporting).toContainText('Sobre a questão 1 deste teste de Economia A');
    await checkA11y('report a question (phone)');
    // A reason is required; the comment is optional.
    await reporting.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(reporting.getByText('Escolhe o motivo.')).toBeVisible();
    await reporting.getByLabel('Resposta errada').check();
    await reporting.getByLabel('Comentário (opcional)').fill('A opção C também parece certa.');
    await reporting.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(first.getByRole('status')).toHaveText(/Obrigado! Recebemos o teu reporte/);
    await expect(report).toBeFocused();
    // The same question again: no second report, and the page says so.
    await report.click();
    await reporting.getByLabel('Outro').check();
    await reporting.getByRole('button', { name: 'Enviar reporte' }).click();
    await expect(first.getByRole('status')).toHaveText(/Já tinhas reportado esta pergunta/);
  });

  test('11. a worksheet question has «Reportar esta pergunta» too', async ({ page }) => {
    await page.goto('/economia/fichas/Unidade/4');
    const first = page.getByRole('article').first();
    await first.getByRole('button', { name: /Reportar esta pergunta/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Reportar esta pergunta' });
    await expect(dialog).toContainText('Sobre a questão 1 da unidade 4 de Economia A');
    // Signed out: a report needs a student, so the dialog asks to sign in first.
    await expect(dialog.getByRole('link', { name: 'inicia sessão' })).toBeVisible();
  });

  test('12. every control of the test footer is at least 44 px', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Caio'));
    await page.goto('/app/teste?type=random&count=5&time=10&subject=Economia');
    await expect(page.getByText('Questão 1 de 5')).toBeVisible();
    for (const name of ['Questão anterior', 'Questão seguinte', 'Próxima Questão', 'SAIR']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    // On the last question the hand-in button's long label wraps instead of squeezing the arrows.
    for (let i = 1; i < 5; i++) {
      await expect(page.getByText(`Questão ${i} de 5`)).toBeVisible();
      await page.keyboard.press('A');
      await page.getByRole('button', { name: 'Próxima Questão' }).click();
    }
    const last = page.getByRole('navigation', { name: 'Navegação entre questões' });
    for (const name of ['Questão anterior', 'Questão seguinte']) {
      const box = await last.getByRole('button', { name }).boundingBox();
      expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(44);
    }
    await expectWithinWidth(page, last.getByRole('button').last());
  });

  test('14. the texts speak to the student: no third person, nothing gendered, nothing beyond the numbers', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByText('Olá de novo')).toBeVisible();
    await signUpThroughForm(page, newStudent('Duda'));
    const id = await blankTest(page.request);
    await page.goto(`/app/teste/resultados/${id}`);
    const grade = page.getByRole('region', { name: 'Nota', exact: true });
    await expect(grade).toContainText('0/20');
    await expect(grade).toContainText('Começar é o mais difícil.');
    await expect(grade).not.toContainText(/chegou|pronto|pronta|Dominas/);
  });

  test('15. a signed-in student on a public page goes back to the app, not to ENTRAR', async ({
    page,
  }) => {
    await signUpThroughForm(page, newStudent('Eva'));
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'ENTRAR' })).toHaveCount(0);
    const back = header.getByRole('link', { name: 'Ir para a app' });
    await expect(back).toBeInViewport();
    await back.click();
    await expect(page).toHaveURL('/app');
    // Signed out, ENTRAR and COMEÇAR are back.
    await page.getByRole('button', { name: 'SAIR' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'SAIR' }).click();
    await expect(page).toHaveURL('/login');
    await page.goto('/');
    await expect(header.getByRole('link', { name: 'ENTRAR' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'COMEÇAR' })).toBeVisible();
  });

  test('16. the lives tooltip keeps off the screen edge', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Filipa'));
    await page.getByRole('button', { name: 'Sobre as vidas' }).focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const box = await tooltip.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(8);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width - 8);
  });

  test('16. a unit-test address that is not one says so clearly', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Gil'));
    await page.goto('/app/teste/abc/def');
    await expect(page.getByRole('alert')).toContainText(
      'Este endereço não é o de um teste de unidade.',
    );
    await expect(page.getByRole('link', { name: 'Voltar' })).toBeVisible();
  });
});

test.describe('on a phone, an address that leads nowhere', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true, expectedHttpErrors: [404] });

  test('16. EXAMES is lit on a subject page; an unknown address is a real 404 page', async ({
    page,
    checkA11y,
  }) => {
    await page.goto('/economia/fichas');
    await expect(page.getByRole('banner').getByRole('link', { name: 'EXAMES' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const response = await page.goto('/nao-existe');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(page.getByText('Esta disciplina não existe')).toHaveCount(0);
    // Not a subject's page: EXAMES is not lit there.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'EXAMES' }),
    ).not.toHaveAttribute('aria-current', 'page');
    await checkA11y('not found (phone)');
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('1. ESTUDAR is in the sidebar; 2. the history is a table with the time of day', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Hugo'));
    await blankTest(page.request);
    await page.reload();
    const sidebar = page.getByRole('navigation', { name: 'Principal' });
    await expect(sidebar.getByRole('link', { name: 'ESTUDAR' })).toBeInViewport();
    const row = page.getByRole('row').filter({ hasText: 'Economia A' });
    await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(row.getByRole('link', { name: /ABRIR/ })).toBeVisible();
    await checkA11y('dashboard (desktop)');
  });

  test('16. the grades chart spans its card', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Inês'));
    await blankTest(page.request);
    await blankTest(page.request);
    await page.reload();
    const chart = page.getByRole('figure').filter({ hasText: 'Notas ao longo do tempo' });
    const card = await chart.boundingBox();
    const drawing = await chart.getByRole('img').boundingBox();
    expect(drawing!.width).toBeGreaterThan(card!.width * 0.9);
  });
});

test('6. the help form is stored, not just acknowledged (the export file shows it)', async ({
  page,
}) => {
  // The same journey at desktop size, downloading the file as a student would.
  await page.setViewportSize(DESKTOP);
  await signUpThroughForm(page, newStudent('João'));
  await page.goto('/app/settings/support');
  await page.getByLabel('Assunto').selectOption('Dúvida sobre os testes');
  await page.getByLabel('Mensagem').fill('As vidas voltam mesmo de 30 em 30 minutos?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Obrigado! Recebemos a tua mensagem.')).toBeVisible();
  await page.goto('/app/settings/privacy');
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descarregar os meus dados' }).click(),
  ]);
  const data = JSON.parse(fs.readFileSync((await file.path()) ?? '', 'utf8')) as {
    feedback: { message: string }[];
  };
  expect(data.feedback.map((f) => f.message)).toContain(
    'As vidas voltam mesmo de 30 em 30 minutos?',
  );
});
