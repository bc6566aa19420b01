import fs from 'node:fs';
import path from 'node:path';
import { newStudent, signUpThroughForm } from '../fixtures/accounts';
import { expect, expectNoHorizontalScroll, test } from '../fixtures/test';

// Issue 25: Biologia e Geologia for exam 702 — the Geologia units, a thematic test of one and a
// prova-modelo of 702, on a 390 px phone.

test.use({ viewport: { width: 390, height: 844 } });

const content = (file: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../content', file), 'utf8'));

type PaperItem = {
  number: number;
  optional: boolean;
  unidade: number;
  type?: string;
  correct?: string;
  group?: string;
};
const paper = content('papers/biologia-modelo-1.json') as {
  title: string;
  bestOptional: number;
  documents: { id: string; title: string }[];
  items: PaperItem[];
};

test('Biologia e Geologia opens 10.º ano with Geologia, and a Geologia worksheet shows its figures', async ({
  page,
  checkA11y,
}) => {
  await page.goto('/biologia/fichas');
  const first = page.getByRole('listitem').filter({ hasText: 'Unidade 1 · Geologia' });
  await first.scrollIntoViewIfNeeded();
  await expect(first).toBeInViewport();
  await expect(first).toContainText('Rochas, fósseis e tempo geológico');
  await page.getByRole('radio', { name: '11º Ano' }).click();
  await expect(page.getByText('Unidade 16 · Geologia')).toBeVisible();
  await expectNoHorizontalScroll(page);

  await page.goto('/biologia/fichas/Unidade/4');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Sismologia e estrutura interna da Terra',
  );
  const document = page.getByRole('region', { name: /^Documento:/ }).first();
  await document.scrollIntoViewIfNeeded();
  await expect(document).toBeInViewport();
  await expect(document).toContainText('Fonte:');
  // A figure drawn by us, described in words (the button that magnifies it carries the text
  // alternative), no wider than the phone.
  const figure = page.locator('img[src^="/api/figures/geo-u04-"]').first();
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toBeInViewport();
  const zoom = page
    .getByRole('button', { name: /^Ampliar figura: / })
    .filter({ has: page.locator('img[src^="/api/figures/geo-u04-"]') })
    .first();
  expect((await zoom.getAttribute('aria-label'))?.length).toBeGreaterThan(60);
  const box = await figure.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  await expectNoHorizontalScroll(page);
  await checkA11y('geology worksheet');
});

test('a thematic test of a Geologia unit, answered on a phone and graded out of 20', async ({
  page,
}) => {
  await signUpThroughForm(page, newStudent('Inês'));
  await page.goto('/app/novo-teste');
  await page.getByLabel('Disciplina do exame').selectOption('Biologia');
  await page.getByRole('button', { name: 'Escolher unidades' }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByLabel('Unidade principal')
    .selectOption({ label: 'Unidade 3 · Geologia — Vulcanologia' });
  await dialog.getByRole('button', { name: 'Iniciar Teste' }).click();

  await expect(page).toHaveURL(/\/app\/teste\?quiz=/);
  const progress = page.getByText(/Questão 1 de \d+/);
  await expect(progress).toBeVisible();
  const total = Number(/Questão 1 de (\d+)/.exec((await progress.textContent()) ?? '')?.[1]);
  for (let n = 1; n <= total; n++) {
    await expect(page.getByText(`Questão ${n} de ${total}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeInViewport();
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith(`/answers/${n}`),
    );
    // The runner's keys: A to D choose an option.
    await page.keyboard.press('A');
    expect((await saved).status()).toBe(204);
    const option = page.getByRole('radio', { name: /^Opção A:/ });
    await expect(option).toBeChecked();
    if (n < total) await page.getByRole('button', { name: 'Próxima Questão' }).click();
  }
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Finalizar Teste' }).click();

  await expect(page).toHaveURL('/app/teste/resultados');
  const grade = page.getByRole('region', { name: 'Nota', exact: true });
  await expect(grade).toBeInViewport();
  await expect(grade).toContainText(/\d+(,\d)?\/20/);
  await expect(page.getByRole('article')).toHaveCount(total);
  await expectNoHorizontalScroll(page);
});

test('a prova-modelo of 702 on a phone: Grupo I is geology, and it is scored out of 200', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  await signUpThroughForm(page, newStudent('Rui'));
  await page.goto('/app/novo-teste');
  await page.getByLabel('Disciplina do exame').selectOption('Biologia');
  await page.getByRole('button', { name: `Fazer a ${paper.title}` }).click();
  await expect(page.getByRole('dialog')).toContainText('120 minutos mais 30 de tolerância');
  await page.getByRole('button', { name: 'COMEÇAR PROVA' }).click();

  const count = paper.items.length;
  await expect(page.getByText(`Item 1 de ${count}`)).toBeVisible();
  // The paper opens with its first group's document, a geology context.
  const opening = paper.documents.find((d) => d.id === paper.items[0]?.group);
  const document = page.getByRole('region', { name: `Documento: ${opening?.title}` });
  await expect(document).toBeVisible();
  await expect(document).toContainText('Fonte:');
  await expectNoHorizontalScroll(page);
  await checkA11y('702 paper, item 1');

  // Every multiple-choice item answered with its key, the other types left blank: the score is
  // then 8 points per compulsory choice item, plus the best optional ones.
  for (const item of paper.items) {
    await expect(page.getByText(`Item ${item.number} de ${count}`)).toBeVisible();
    if (!item.type && item.correct) {
      const saved = page.waitForResponse(
        (r) => r.request().method() === 'PUT' && r.url().endsWith(`/answers/${item.number}`),
      );
      // A paper's keys: 1 to 4 choose an option.
      await page.keyboard.press(String('ABCD'.indexOf(item.correct) + 1));
      expect((await saved).status()).toBe(204);
      await expect(
        page.getByRole('radio', { name: new RegExp(`^Opção ${item.correct}:`) }),
      ).toBeChecked();
    }
    if (item.number < count) await page.getByRole('button', { name: 'Item seguinte' }).click();
  }
  await page.getByRole('button', { name: 'Entregar prova' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'ENTREGAR' }).click();

  await expect(page).toHaveURL('/app/teste/resultados');
  const choice = paper.items.filter((i) => !i.type);
  const points =
    8 * choice.filter((i) => !i.optional).length +
    8 * Math.min(paper.bestOptional, choice.filter((i) => i.optional).length);
  const grade = page.getByRole('region', { name: 'Nota', exact: true });
  await expect(grade).toBeInViewport();
  await expect(grade).toContainText(`${points} de 200 pontos`);
  await expect(grade).toContainText(`${(points / 10).toFixed(1).replace('.', ',')}/20`);
  await expectNoHorizontalScroll(page);
});
