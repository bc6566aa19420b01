import type { NationalExam } from '@nota20/core/contracts/subjects';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test } from 'vitest';
import { ExamTable } from './exam-table';

const exam = (
  ano: number,
  fase: 1 | 2 | 3,
  overrides: Partial<NationalExam> = {},
): NationalExam => ({
  ano,
  fase,
  link_pdf: `https://exames.example/${ano}-${fase}.pdf`,
  criterios: `https://exames.example/${ano}-${fase}-cc.pdf`,
  checkedAt: null,
  source: 'Teste',
  ...overrides,
});

afterEach(cleanup);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const rowText = () => bodyRows().map((row) => row.querySelector('th')?.textContent);

const search = async (year: string, phase: string) => {
  if (year) await userEvent.selectOptions(screen.getByLabelText('Ano'), year);
  if (phase) await userEvent.selectOptions(screen.getByLabelText('Fase'), phase);
  await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
};

test('lists only exams with a paper link, newest first, with links that open in a new tab', () => {
  render(
    <ExamTable
      exams={[exam(2023, 1), exam(2025, 2), exam(2024, 1, { link_pdf: '' }), exam(2025, 1)]}
    />,
  );
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['Ano', 'Fase', 'Exame', 'Critérios']);
  expect(rowText()).toEqual(['2025', '2025', '2023']);
  expect(within(bodyRows()[0]!).getByText('Primeira Fase')).toBeTruthy();

  const paper = screen.getByRole('link', {
    name: 'Enunciado do exame de 2025, Segunda Fase (abre num novo separador)',
  });
  expect(paper.getAttribute('href')).toBe('https://exames.example/2025-2.pdf');
  expect(paper.getAttribute('target')).toBe('_blank');
  expect(paper.getAttribute('rel')).toBe('noopener noreferrer');
  expect(
    screen
      .getByRole('link', {
        name: 'Critérios do exame de 2023, Primeira Fase (abre num novo separador)',
      })
      .getAttribute('href'),
  ).toBe('https://exames.example/2023-1-cc.pdf');
});

test('years come from the data, newest first', () => {
  render(<ExamTable exams={[exam(2023, 1), exam(2025, 2), exam(2024, 1)]} />);
  const options = screen.getByLabelText('Ano').querySelectorAll('option');
  expect([...options].map((o) => o.textContent)).toEqual([
    'Seleciona o ano',
    '2025',
    '2024',
    '2023',
  ]);
});

test('searching without year and phase shows the spec alert and keeps every exam listed', async () => {
  render(<ExamTable exams={[exam(2024, 1), exam(2024, 2)]} />);
  await search('2024', '');
  expect(screen.getByRole('alert').textContent).toBe(
    'Por favor, selecione o ano e a fase do exame.',
  );
  expect(bodyRows()).toHaveLength(2);
});

test('a year and phase with no exam shows the not-found alert', async () => {
  render(<ExamTable exams={[exam(2024, 1)]} />);
  await search('2024', 'Época Especial');
  expect(screen.getByRole('alert').textContent).toBe('Exame não encontrado.');
});

test('an exam without a paper link is reported, not listed', async () => {
  render(<ExamTable exams={[exam(2024, 1), exam(2023, 2, { link_pdf: '' })]} />);
  await search('2023', 'Segunda Fase');
  expect(screen.getByRole('alert').textContent).toBe('Exame não encontrado ou link indisponível.');
  expect(rowText()).toEqual(['2024']);
});

test('a found exam narrows the table until the student asks for all of them again', async () => {
  render(<ExamTable exams={[exam(2024, 1), exam(2024, 2), exam(2023, 1)]} />);
  await search('2024', 'Segunda Fase');
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByText('Exame de 2024, Segunda Fase')).toBeTruthy();
  expect(bodyRows()).toHaveLength(1);
  expect(
    screen
      .getByRole('link', { name: /^Enunciado do exame de 2024, Segunda Fase/ })
      .getAttribute('href'),
  ).toBe('https://exames.example/2024-2.pdf');

  await userEvent.click(screen.getByRole('button', { name: 'Ver todos os exames' }));
  expect(bodyRows()).toHaveLength(3);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Procurar' }));
});

test('missing criteria are reported while the criteria toggle is on, and the column hides with it', async () => {
  render(<ExamTable exams={[exam(2024, 1, { criterios: null })]} />);
  await search('2024', 'Primeira Fase');
  expect(screen.getByRole('alert').textContent).toBe(
    'Critérios não encontrados ou link indisponível.',
  );
  expect(within(bodyRows()[0]!).getByText('Indisponível')).toBeTruthy();
  expect(screen.getByRole('link', { name: /^Enunciado do exame de 2024/ })).toBeTruthy();

  const toggle = screen.getByRole('switch', { name: 'Mostrar critérios' });
  await userEvent.click(toggle);
  expect((toggle as HTMLInputElement).checked).toBe(false);
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('columnheader', { name: 'Critérios' })).toBeNull();
  expect(screen.queryByText('Indisponível')).toBeNull();
});

test('with no listable exam the student is told so', () => {
  render(<ExamTable exams={[exam(2024, 1, { link_pdf: '' })]} />);
  expect(screen.getByText('Nenhum exame válido encontrado')).toBeTruthy();
  expect(screen.queryByRole('table')).toBeNull();
});

test('a year known only by its archive page says so: both links open the official page of that year', () => {
  const page =
    'https://iave.pt/provas-e-exames/arquivo/arquivo-provas-e-exames-finais-nacionais-es/?ano=2009';
  render(<ExamTable exams={[exam(2009, 1, { link_pdf: page, criterios: page }), exam(2025, 1)]} />);
  const links = within(bodyRows()[1]!).getAllByRole('link', {
    name: 'Arquivo oficial de 2009, com o enunciado e os critérios (abre num novo separador)',
  });
  expect(links.map((l) => l.getAttribute('href'))).toEqual([page, page]);
  expect(
    within(bodyRows()[0]!).getByRole('link', { name: /^Enunciado do exame de 2025/ }),
  ).toBeTruthy();
});
