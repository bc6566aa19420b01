import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

test('after a test, the tutor explains a wrong question and names the correct option', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent('Leonor'));
  await page.goto('/app/teste?type=unit&count=5&time=10&subject=Economia&units=4');
  await expect(page.getByText('Questão 1 de 5')).toBeVisible();
  for (let i = 1; i <= 5; i++) {
    await page.keyboard.press('A');
    await page.getByRole('button', { name: i < 5 ? 'Próxima Questão' : 'Finalizar Teste' }).click();
  }
  await expect(page).toHaveURL('/app/teste/resultados');

  // A question answered wrongly, and its correct letter as the review shows it.
  const wrong = page
    .getByRole('article')
    .filter({ hasText: /^\s*\d\. Errada/ })
    .first();
  const n = Number((await wrong.getByRole('heading').textContent())?.match(/(\d)\. Errada/)?.[1]);
  const correctItem = wrong.getByRole('listitem').filter({ hasText: '(resposta correta)' });
  const letter = ((await correctItem.textContent()) ?? '').trim().charAt(0);
  expect('ABCD').toContain(letter);

  const box = page.getByRole('textbox', { name: 'Mensagem para o tutor' });
  await box.fill(`porque é que a ${n} está errada?`);
  await box.press('Enter');
  const conversation = page.getByRole('list', { name: 'Conversa com o tutor' });
  await expect(conversation.getByRole('listitem').first()).toHaveText(
    `Tu: porque é que a ${n} está errada?`,
  );
  await expect(conversation).toContainText(`A resposta correta é a (${letter})`);
  await expect(conversation).toContainText('Porquê:');
  // Empty messages are ignored: the send button stays off.
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await checkA11y('results with the tutor');

  // The suggestions and the phone layout.
  await page.setViewportSize({ width: 390, height: 844 });
  await box.fill('O que devo estudar?');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(conversation).toContainText('Unidade 4 — IV - Preços e mercados: falhaste');
  await expectNoHorizontalScroll(page);
});

test.describe('the tutor without a test, at 390 px (issue 28)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tutor page defines a concept from the glossary, with its unit and what not to confuse it with', async ({
    page,
    checkA11y,
  }) => {
    await signUpThroughForm(page, newStudent('Tomás'));
    await page.goto('/app/tutor?disciplina=Economia');
    await expect(page.getByRole('heading', { name: 'Tutor', level: 1 })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Mensagem para o tutor' });
    await box.fill('oq é o custo de oportunidade');
    await box.press('Enter');
    const answer = page
      .getByRole('list', { name: 'Conversa com o tutor' })
      .getByRole('listitem')
      .nth(1);
    await expect(answer).toContainText(
      '«Custo de oportunidade» (Unidade 1 — I - A atividade económica',
    );
    await expect(answer).toContainText('Não confundir com');
    await expect(answer.getByText(/Custo de oportunidade/).first()).toBeInViewport();
    await expectNoHorizontalScroll(page);
    await checkA11y('the tutor page with an answer');
  });

  test('on a worksheet, «Pergunta ao tutor» explains that item', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Beatriz'));
    await page.goto('/economia/fichas/Unidade/4');
    const first = page.getByRole('button', { name: /^Pergunta ao tutor \(questão 1 da unidade 4/ });
    await first.click();
    const dialog = page.getByRole('dialog', { name: 'Pergunta ao tutor' });
    await dialog.getByRole('button', { name: 'Explica-me esta pergunta' }).click();
    const answer = dialog
      .getByRole('list', { name: 'Conversa com o tutor' })
      .getByRole('listitem')
      .nth(1);
    await expect(answer).toContainText('Pergunta 1 da Unidade 4 — IV - Preços e mercados');
    await expect(answer).toContainText(/A resposta correta é a \([A-D]\)/);
    await expect(answer).toContainText('Porquê:');
    await expect(answer).toBeInViewport({ ratio: 0.2 });
  });

  test('«exercício parecido» starts a short test on the concept with one tap', async ({ page }) => {
    await signUpThroughForm(page, newStudent('Rui'));
    await page.goto('/app/tutor?disciplina=Economia');
    await page.getByRole('button', { name: 'Quero treinar a inflação' }).click();
    const start = page.getByRole('button', { name: /^Começar: perguntas sobre «Inflação»/ });
    await expect(start).toBeInViewport();
    // The runner's address with the test's kind lasts only until the test is made (then it
    // names the quiz): the start request says which test was asked for.
    const started = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/quizzes',
    );
    await start.click();
    expect((await started).postDataJSON()).toMatchObject({
      type: 'similar',
      subject: 'Economia',
      term: expect.any(Number),
    });
    await expect(page).toHaveURL(/\/app\/teste\?/);
    await expect(page.getByText(/Questão 1 de [1-5]/)).toBeVisible();
  });
});
