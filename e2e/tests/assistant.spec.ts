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
