import type { PaperSummary, Subject } from '@nota20/core/contracts/subjects';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { PracticeChoice } from './practice-choice';

const subject = (id: string, name: string, units: number): Subject => ({
  id,
  name,
  practice: true,
  catalogue: true,
  units: Array.from({ length: units }, (_, i) => ({
    id: i + 1,
    number: i + 1,
    year: i < 6 ? 10 : 11,
    name: `Tema ${i + 1}`,
  })),
});
const subjects = [
  subject('Economia', 'Economia A', 12),
  subject('Biologia', 'Biologia e Geologia', 8),
  subject('Historia', 'História', 3),
];

const paper: PaperSummary = {
  id: 'economia-modelo-1',
  title: 'Prova-modelo 1 de Economia A',
  items: 24,
  optional: 10,
  bestOptional: 6,
  maxPoints: 200,
  minutes: 120,
  toleranceMinutes: 30,
};

const bgPapers: PaperSummary[] = [1, 2].map((n) => ({
  id: `biologia-modelo-${n}`,
  title: `Prova-modelo ${n} de Biologia e Geologia`,
  items: 30,
  optional: 10,
  bestOptional: 5,
  maxPoints: 200,
  minutes: 120,
  toleranceMinutes: 30,
}));

/** The papers API: Economia has one prova-modelo, Biologia two, História none. */
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const found = /^\/api\/subjects\/(\w+)\/papers$/.exec(input);
      if (!found) throw new Error(`unexpected ${input}`);
      const items = found[1] === 'Economia' ? [paper] : found[1] === 'Biologia' ? bgPapers : [];
      return new Response(JSON.stringify({ items }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The practice page in a router, so a start shows where it went. */
function renderPractice() {
  const router = createMemoryRouter(
    [
      {
        path: '/app/novo-teste',
        element: <PracticeChoice subjects={subjects} initialSubject="Economia" />,
      },
      { path: '/app/teste', element: <p>runner</p> },
    ],
    { initialEntries: ['/app/novo-teste'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const search = (router: ReturnType<typeof renderPractice>) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

test('the exam dialog starts the default test: 5 questions, 10 minutes', async () => {
  const user = userEvent.setup();
  const router = renderPractice();
  await user.click(screen.getByRole('button', { name: 'Fazer exame' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog.textContent).toContain(
    'O teu teste vai ter um total de 5 perguntas. Vais ter 10 minutos',
  );
  await user.click(within(dialog).getByRole('button', { name: 'COMEÇAR TESTE' }));
  expect(router.state.location.pathname).toBe('/app/teste');
  expect(search(router)).toEqual({ type: 'random', count: '5', time: '10', subject: 'Economia' });
  expect(router.state.location.state).toEqual({ discipline: 'Economia' });
});

test('a custom exam takes the sliders: count 5–30 step 5, time 5–60 step 5', async () => {
  const user = userEvent.setup();
  const router = renderPractice();
  await user.click(screen.getByRole('button', { name: 'Fazer exame' }));
  await user.click(await screen.findByRole('button', { name: 'PERSONALIZAR TESTE' }));
  const count = screen.getByRole('slider', { name: 'Número de perguntas' });
  const time = screen.getByRole('slider', { name: 'Tempo' });
  expect(count.getAttribute('min')).toBe('5');
  expect(count.getAttribute('max')).toBe('30');
  expect(count.getAttribute('step')).toBe('5');
  expect((count as HTMLInputElement).value).toBe('5');
  expect(time.getAttribute('min')).toBe('5');
  expect(time.getAttribute('max')).toBe('60');
  expect((time as HTMLInputElement).value).toBe('10');
  // jsdom does not move sliders with keys; the browser journey does that.
  fireEvent.change(count, { target: { value: '15' } });
  fireEvent.change(time, { target: { value: '60' } });
  screen.getByText('15 perguntas');
  await user.click(screen.getByRole('button', { name: 'COMEÇAR TESTE' }));
  expect(search(router)).toMatchObject({ type: 'random', count: '15', time: '60' });
});

// A long journey of clicks: on a loaded machine it takes more than the default 5 s.
test(
  'thematic: a main unit is required, extras are at most 2, never the main one, cleared when off',
  { timeout: 20_000 },
  async () => {
    const user = userEvent.setup();
    const router = renderPractice();
    await user.click(screen.getByRole('button', { name: 'Escolher unidades' }));
    await user.click(await screen.findByRole('button', { name: 'Iniciar Teste' }));
    expect(screen.getByRole('alert').textContent).toContain(
      'Por favor, selecione uma unidade principal.',
    );
    expect(router.state.location.pathname).toBe('/app/novo-teste');

    await user.selectOptions(screen.getByLabelText('Unidade principal'), '4');
    expect(screen.queryByRole('alert')).toBeNull();
    const toggle = screen.getByRole('switch', { name: 'Juntar unidades extra' });
    await user.click(toggle);
    expect(screen.queryByRole('button', { name: /Unidade 4 —/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Unidade 1 —/ }));
    await user.click(screen.getByRole('button', { name: /Unidade 7 —/ }));
    expect(
      (screen.getByRole('button', { name: /Unidade 9 —/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    // Off and on again: the extras are gone.
    await user.click(toggle);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: /Unidade 1 —/ }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    await user.click(screen.getByRole('button', { name: /Unidade 12 —/ }));
    await user.click(screen.getByRole('button', { name: 'Iniciar Teste' }));
    expect(search(router)).toEqual({
      type: 'unit',
      count: '5',
      time: '10',
      subject: 'Economia',
      units: '4,12',
    });
  },
);

test('thematic: changing the subject clears the units and offers its own', async () => {
  const user = userEvent.setup();
  renderPractice();
  await user.click(screen.getByRole('button', { name: 'Escolher unidades' }));
  await user.selectOptions(await screen.findByLabelText('Unidade principal'), '10');
  await user.selectOptions(screen.getByLabelText('Disciplina'), 'Biologia');
  const main = screen.getByLabelText('Unidade principal');
  expect((main as HTMLInputElement).value).toBe('');
  expect(main.querySelectorAll('option')).toHaveLength(9);
});

test('the prova-modelo card states the paper’s rules and starts that paper', async () => {
  const user = userEvent.setup();
  const router = renderPractice();
  const start = await screen.findByRole('button', { name: 'Fazer a prova' });
  expect(start.closest('li')?.textContent).toContain(
    '24 itens (14 obrigatórios e os 6 melhores de 10 opcionais), 120 minutos mais 30 de tolerância, cotada para 200 pontos.',
  );
  await user.click(start);
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: 'COMEÇAR PROVA' }));
  expect(router.state.location.pathname).toBe('/app/teste');
  expect(search(router)).toEqual({
    type: 'paper',
    subject: 'Economia',
    paper: 'economia-modelo-1',
  });
});

test('several provas-modelo: each is offered by its own button and starts that paper', async () => {
  const user = userEvent.setup();
  const router = renderPractice();
  await user.selectOptions(screen.getByLabelText('Disciplina do exame'), 'Biologia');
  const second = await screen.findByRole('button', {
    name: 'Fazer a Prova-modelo 2 de Biologia e Geologia',
  });
  expect(second.textContent).toBe('Prova 2');
  const card = second.closest('li');
  expect(card?.querySelector('h2')?.textContent).toBe('Provas-modelo');
  expect(card?.textContent).toContain(
    '2 exames completos, como no dia: 30 itens (20 obrigatórios e os 5 melhores de 10 opcionais)',
  );
  expect(
    screen.getByRole('button', { name: 'Fazer a Prova-modelo 1 de Biologia e Geologia' }),
  ).toBeTruthy();
  await user.click(second);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByRole('heading').textContent).toBe(
    'Prova-modelo 2 de Biologia e Geologia',
  );
  await user.click(within(dialog).getByRole('button', { name: 'COMEÇAR PROVA' }));
  expect(search(router)).toEqual({
    type: 'paper',
    subject: 'Biologia',
    paper: 'biologia-modelo-2',
  });
});

test('a subject without a prova-modelo says so and offers nothing to start', async () => {
  const user = userEvent.setup();
  renderPractice();
  await user.selectOptions(screen.getByLabelText('Disciplina do exame'), 'Historia');
  expect(
    await screen.findByText(
      'Ainda não há uma prova-modelo de História. Entretanto, treina com o Exame e o Temático.',
    ),
  ).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Fazer a prova' })).toBeNull();
});
