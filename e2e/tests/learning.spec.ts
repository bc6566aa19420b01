import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

// Issue 27 on a 390 px phone: a test with mistakes, «Os meus erros», redoing them, a report,
// «Revisão de hoje» the next day (the server's clock moved by its test hook: this file runs in
// its own project, after every other journey), and a worksheet's print preview.

test.use({ viewport: { width: 390, height: 844 } });

type Item = { number: number; type?: string; text: string; correct?: string };
const unit6 = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, '../../content/questions/economia/unit-06.json'),
    'utf8',
  ),
) as { questions: Item[] };
/** The key of a multiple-choice item of unit 6, found by its text (the browser never has it). */
const keyOf = new Map(unit6.questions.map((q) => [q.text, q.correct ?? '']));
const wrongOf = (key: string) => (key === 'A' ? 'B' : 'A');

/** Answers the test on screen: `wrong` says which questions (1-based) get a wrong letter. */
async function answerAll(page: Page, wrong: (n: number) => boolean) {
  const progress = page.getByText(/Questão 1 de \d+/);
  await expect(progress).toBeVisible();
  const total = Number(/Questão 1 de (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Questão ${n} de ${total}`)).toBeVisible();
    const heading = page.locator(`#questao-${n}`);
    const text = ((await heading.textContent()) ?? '').replace(/^Questão \d+/, '').trim();
    const key = keyOf.get(text);
    expect(key, `the key of «${text.slice(0, 60)}…»`).toBeTruthy();
    const letter = wrong(n) ? wrongOf(key ?? 'A') : (key ?? 'A');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/answers/${n}`),
    );
    await page.keyboard.press(letter);
    expect((await saved).status()).toBe(204);
    await page
      .getByRole('button', { name: n < total ? 'Próxima Questão' : 'Finalizar Teste' })
      .click();
  }
  await expect(page).toHaveURL('/app/teste/resultados');
  return total;
}

test('a test’s mistakes go to «Os meus erros» and are reported; the next day «Revisão de hoje» has them; they are redone; a worksheet prints with its key after', async ({
  page,
  checkA11y,
}) => {
  await signUpThroughForm(page, newStudent('Leonor'));
  await page.goto('/app/teste?type=unit&count=5&time=10&subject=Economia&units=6');
  await answerAll(page, (n) => n <= 2);
  await expect(page.getByText(/^Acertaste 3 de 5/)).toBeVisible();

  // Praticar: the notebook has the two, and nothing is due today.
  await page.goto('/app/novo-teste');
  const mistakesCard = page.getByRole('listitem').filter({ hasText: 'Os meus erros' });
  await expect(mistakesCard).toContainText('2 perguntas que erraste ou deixaste em branco');
  const reviewCard = page.getByRole('listitem').filter({ hasText: 'Revisão de hoje' });
  await expect(reviewCard).toContainText('Nada para rever hoje.');
  await expect(reviewCard).toContainText(/Exame a 16 de junho de 2027 \(data prevista\)/);
  await expect(reviewCard.getByRole('button', { name: 'Começar revisão' })).toBeDisabled();
  await mistakesCard.scrollIntoViewIfNeeded();
  await expect(mistakesCard).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/learning-praticar-390.png', fullPage: true });

  // The notebook: each item with the student's answer, the key and the explanation.
  await mistakesCard.getByRole('link', { name: 'Ver os meus erros' }).click();
  await expect(page).toHaveURL(/\/app\/erros\?disciplina=Economia$/);
  const items = page.getByRole('article');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'no caderno' })).toHaveText(
    '2 perguntas no caderno.',
  );
  const first = items.first();
  await expect(first).toContainText(/A tua última resposta: a opção \([A-D]\)/);
  await expect(first).toContainText('(resposta correta)');
  await expect(first).toContainText('Explicação:');
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport({ ratio: 0.2 });
  await checkA11y('os meus erros');
  await expectNoHorizontalScroll(page);
  await page.screenshot({ path: 'test-results/learning-erros-390.png', fullPage: true });

  // «Reportar esta pergunta» from the notebook: a reason, a comment, a thank-you.
  const report = first.getByRole('button', { name: /Reportar esta pergunta/ });
  await report.click();
  const dialog = page.getByRole('dialog', { name: 'Reportar esta pergunta' });
  await dialog.getByLabel('Enunciado confuso').check();
  await dialog.getByLabel('Comentário (opcional)').fill('Não percebi a que ano se refere.');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(first.getByRole('status')).toHaveText(/Obrigado! Recebemos o teu reporte/);

  // The next day (the server's clock moves on): the two missed items are due, one tap starts
  // their review, and they are answered right.
  const moved = await page.request.post('/api/test/clock', { data: { advanceMs: 86_400_000 } });
  expect(moved.status()).toBe(200);
  await page.goto('/app/novo-teste');
  await expect(reviewCard).toContainText('2 perguntas para rever hoje');
  await expect(reviewCard).toContainText(/deves lembrar-te de \d+%/);
  await reviewCard.scrollIntoViewIfNeeded();
  await expect(reviewCard).toBeInViewport();
  await page.screenshot({ path: 'test-results/learning-revisao-390.png', fullPage: true });
  await reviewCard.getByRole('button', { name: 'Começar revisão' }).click();
  await expect(page.getByText('Questão 1 de 2')).toBeVisible();
  await answerAll(page, () => false);
  await expect(page.getByText(/^Acertaste 2 de 2/)).toBeVisible();

  // «Refazer erros»: right again today — one day of the two, so they stay in the notebook.
  await page.goto('/app/erros?disciplina=Economia');
  await page.getByRole('button', { name: 'Refazer erros' }).click();
  await expect(page.getByText('Questão 1 de 2')).toBeVisible();
  await answerAll(page, () => false);
  await page.goto('/app/erros?disciplina=Economia');
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article').first()).toContainText(
    'já acertaste num dia; falta outro dia para sair',
  );

  // Print preview: the questions without keys, then «Soluções» on a page of its own.
  await page.goto('/economia/fichas/Unidade/6');
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  await expect(page.getByText('Soluções')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Soluções')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: 'test-results/learning-print-390.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});
