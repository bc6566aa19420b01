import type { NationalExam } from '@nota20/core/contracts/subjects';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { ExamSearch } from './exam-search';

const exam = (ano: number, fase: 1 | 2 | 3): NationalExam => ({
  ano,
  fase,
  link_pdf: `https://exames.example/${ano}-${fase}.pdf`,
  criterios: `https://exames.example/${ano}-${fase}-cc.pdf`,
  checkedAt: null,
  source: 'Teste',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

test('years come from the data, newest first', () => {
  render(<ExamSearch exams={[exam(2023, 1), exam(2025, 2), exam(2024, 1)]} />);
  const options = screen.getByLabelText('Ano').querySelectorAll('option');
  expect([...options].map((o) => o.textContent)).toEqual([
    'Seleciona o ano',
    '2025',
    '2024',
    '2023',
  ]);
});

test('searching without year and phase shows the spec alert and opens nothing', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(<ExamSearch exams={[exam(2024, 2)]} />);
  await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Por favor, selecione o ano e a fase do exame.',
  );
  expect(open).not.toHaveBeenCalled();
});

test('a year and phase with no exam shows the not-found alert', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(<ExamSearch exams={[exam(2024, 1)]} />);
  await userEvent.selectOptions(screen.getByLabelText('Ano'), '2024');
  await userEvent.selectOptions(screen.getByLabelText('Fase'), 'Época Especial');
  await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
  expect(screen.getByRole('alert').textContent).toBe(
    'Exame não encontrado para o ano e fase selecionados.',
  );
  expect(open).not.toHaveBeenCalled();
});

test('a found exam opens its PDF in a new tab and stays linked on the page', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  render(<ExamSearch exams={[exam(2024, 1), exam(2024, 2)]} />);
  await userEvent.selectOptions(screen.getByLabelText('Ano'), '2024');
  await userEvent.selectOptions(screen.getByLabelText('Fase'), 'Segunda Fase');
  await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
  expect(open).toHaveBeenCalledWith(
    'https://exames.example/2024-2.pdf',
    '_blank',
    'noopener,noreferrer',
  );
  expect(screen.queryByRole('alert')).toBeNull();
  expect(
    screen.getByRole('link', { name: /Critérios de classificação/ }).getAttribute('href'),
  ).toBe('https://exames.example/2024-2-cc.pdf');
});

test('a year known only by its archive page opens that page and says where the paper is', async () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null);
  const page =
    'https://iave.pt/provas-e-exames/arquivo/arquivo-provas-e-exames-finais-nacionais-es/?ano=2010';
  render(<ExamSearch exams={[{ ...exam(2010, 1), link_pdf: page, criterios: page }]} />);
  await userEvent.selectOptions(screen.getByLabelText('Ano'), '2010');
  await userEvent.selectOptions(screen.getByLabelText('Fase'), 'Primeira Fase');
  await userEvent.click(screen.getByRole('button', { name: 'Procurar' }));
  expect(open).toHaveBeenCalledWith(page, '_blank', 'noopener,noreferrer');
  expect(
    screen.getByText(/A página do arquivo oficial de 2010 abriu num novo separador/),
  ).toBeTruthy();
  const links = screen.getAllByRole('link');
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Arquivo oficial de 2010 (abre num novo separador)', page],
  ]);
});
