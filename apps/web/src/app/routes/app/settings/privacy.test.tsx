import type { Me } from '@nota20/core/contracts/me';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionQueryOptions, type Session } from '../../../../features/auth/api/get-session';
import { meQueryOptions } from '../../../../features/profile/api/get-me';
import { createQueryClient } from '../../../../lib/query-client';
import { Component as Privacy } from './privacy';

const me = (linkedProviders: string[]): Me => ({
  id: 'u1',
  name: 'Inês Costa',
  username: '',
  email: 'ines@example.pt',
  emailVerified: true,
  confirmEmail: false,
  currentPlan: 'free',
  streakDays: 0,
  lives: 10,
  nextLifeAt: null,
  currentSubject: 'Economia',
  createdAt: '2026-01-10T10:00:00.000Z',
  stats: { examsCompleted: 0 },
  userSchoolId: null,
  school: null,
  preferences: { theme: 'system', language: 'pt-PT' },
  linkedProviders,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Call = { method: string; url: string; body: unknown };

/** GET /api/me answers `profile`; DELETE /api/me answers `deleted()`. */
function mockApi(profile: Me, deleted: () => Response = () => new Response(null, { status: 204 })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, url: input, body });
      if (input === '/api/me' && method === 'GET') return json(profile);
      if (input === '/api/me' && method === 'DELETE') return deleted();
      return json({ error: { code: 'NOT_FOUND', message: 'O recurso pedido não existe.' } }, 404);
    }),
  );
  return () => calls.filter((c) => c.method === 'DELETE');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Landing() {
  const state = useLocation().state as { accountDeleted?: boolean } | null;
  return <p>Página inicial{state?.accountDeleted ? ': conta apagada' : ''}</p>;
}

function renderPrivacy(queryClient: QueryClient = createQueryClient()) {
  const session: Session = { user: { id: 'u1', name: 'Inês Costa', email: 'ines@example.pt' } };
  queryClient.setQueryData(sessionQueryOptions().queryKey, session);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/app/settings/privacy']}>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/app/settings/privacy" element={<Privacy />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return queryClient;
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Apagar conta' }));
  return screen.getByRole('alertdialog', { name: 'Apagar a tua conta?' });
}

test('the data download is a plain link to /api/me/export', async () => {
  mockApi(me(['credential']));
  renderPrivacy();
  const link = screen.getByRole('link', { name: 'Descarregar os meus dados' });
  expect(link.getAttribute('href')).toBe('/api/me/export');
  expect(link.hasAttribute('download')).toBe(true);
  expect(screen.getByRole('heading', { level: 2, name: 'T&C e Privacidade' })).toBeDefined();
});

test('with a password: the dialog says what is lost, asks for the password and sends it; then off to the landing page, the cache forgotten', async () => {
  const user = userEvent.setup();
  const deletes = mockApi(me(['credential', 'google']));
  const queryClient = renderPrivacy();
  const dialog = await openDialog(user);
  for (const lost of ['testes', 'planos de estudo', 'mensagens que nos enviaste', 'sessões']) {
    expect(dialog.textContent).toContain(lost);
  }
  expect(dialog.textContent).toContain('Não dá para desfazer');
  expect(dialog.textContent).toContain('mesmo email para criar uma conta nova');
  const password = within(dialog).getByLabelText('Palavra-passe');
  expect(password.getAttribute('type')).toBe('password');
  expect(password.getAttribute('autocomplete')).toBe('current-password');
  expect(document.activeElement).toBe(password);

  // Nothing is sent without the password.
  await user.click(within(dialog).getByRole('button', { name: 'Apagar conta' }));
  expect(within(dialog).getByText('Indica a palavra-passe.')).toBeDefined();
  expect(deletes()).toHaveLength(0);

  await user.type(password, 'segredo-1a2b');
  await user.click(within(dialog).getByRole('button', { name: 'Apagar conta' }));
  expect(await screen.findByText('Página inicial: conta apagada')).toBeDefined();
  expect(deletes()).toEqual([
    { method: 'DELETE', url: '/api/me', body: { password: 'segredo-1a2b' } },
  ]);
  expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
  expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
});

test('without a password (Google only): no password field, a recent sign-in is asked for, and {} is sent', async () => {
  const user = userEvent.setup();
  const deletes = mockApi(me(['google']));
  renderPrivacy();
  const dialog = await openDialog(user);
  expect(within(dialog).queryByLabelText('Palavra-passe')).toBeNull();
  expect(dialog.textContent).toContain('5 minutos');
  // Focus starts on the safe choice.
  expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancelar' }));

  await user.click(within(dialog).getByRole('button', { name: 'Apagar conta' }));
  expect(await screen.findByText('Página inicial: conta apagada')).toBeDefined();
  expect(deletes()).toEqual([{ method: 'DELETE', url: '/api/me', body: {} }]);
});

test('a 403 shows the server’s words in the dialog, and the student stays, signed in', async () => {
  const user = userEvent.setup();
  const refusal = 'A palavra-passe não está certa. A conta não foi apagada.';
  mockApi(me(['credential']), () => json({ error: { code: 'FORBIDDEN', message: refusal } }, 403));
  const queryClient = renderPrivacy();
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByLabelText('Palavra-passe'), 'errada');
  await user.click(within(dialog).getByRole('button', { name: 'Apagar conta' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(refusal);
  expect(screen.queryByText(/Página inicial/)).toBeNull();
  expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeDefined();

  // Cancelar closes it, and the next opening starts afresh.
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const again = await openDialog(user);
  expect(within(again).queryByRole('alert')).toBeNull();
  expect((within(again).getByLabelText('Palavra-passe') as HTMLInputElement).value).toBe('');
});

test('any other failure gets a pt-PT text, not a raw one', async () => {
  const user = userEvent.setup();
  mockApi(me(['credential']), () => new Response('Bad Gateway', { status: 502 }));
  renderPrivacy();
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByLabelText('Palavra-passe'), 'segredo-1a2b');
  await user.click(within(dialog).getByRole('button', { name: 'Apagar conta' }));
  expect((await within(dialog).findByRole('alert')).textContent).toBe(
    'Não foi possível apagar a conta. Tenta novamente daqui a pouco.',
  );
});
