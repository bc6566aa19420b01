import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { LoginForm } from './login-form';

type Call = { method: string; url: string; body: unknown };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the form sees it: no federated providers, and `signIn` answers the sign-in. */
function mockApi(signIn: () => Response = () => json({ redirect: false })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method: init?.method ?? 'GET', url: input, body });
      if (input === '/api/auth/providers') return json({ items: [] });
      if (input === '/api/auth/get-session') return json(null);
      if (input === '/api/auth/sign-in/email') return signIn();
      return json({ error: { code: 'NOT_FOUND', message: 'O recurso pedido não existe.' } }, 404);
    }),
  );
  return () => calls.filter((c) => c.url === '/api/auth/sign-in/email');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderLogin() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginForm returnTo="/app" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ines@example.pt');
  await user.type(screen.getByLabelText('Palavra-passe'), 'segredo-1a2b');
  await user.click(screen.getByRole('button', { name: 'ENTRAR' }));
}

test('«Manter sessão iniciada» is ticked from the start, explained, and sent as rememberMe: true', async () => {
  const user = userEvent.setup();
  const signIns = mockApi();
  renderLogin();
  const remember = screen.getByRole('checkbox', { name: 'Manter sessão iniciada' });
  expect((remember as HTMLInputElement).checked).toBe(true);
  expect(remember.getAttribute('aria-describedby')).toBeTruthy();
  expect(
    document.getElementById(remember.getAttribute('aria-describedby') ?? '')?.textContent,
  ).toBe('Desliga num computador partilhado: a sessão acaba quando fechares o navegador.');

  await signIn(user);
  await vi.waitFor(() => expect(signIns()).toHaveLength(1));
  expect(signIns()[0]).toMatchObject({
    method: 'POST',
    body: { email: 'ines@example.pt', password: 'segredo-1a2b', rememberMe: true },
  });
});

test('unticked, the sign-in asks for a session that ends with the browser (rememberMe: false)', async () => {
  const user = userEvent.setup();
  const signIns = mockApi();
  renderLogin();
  await user.click(screen.getByRole('checkbox', { name: 'Manter sessão iniciada' }));
  expect(
    (screen.getByRole('checkbox', { name: 'Manter sessão iniciada' }) as HTMLInputElement).checked,
  ).toBe(false);

  await signIn(user);
  await vi.waitFor(() => expect(signIns()).toHaveLength(1));
  expect(signIns()[0]?.body).toEqual({
    email: 'ines@example.pt',
    password: 'segredo-1a2b',
    rememberMe: false,
  });
});

test('a refusal shows the fixed text whatever the server said; a rate limit, its own words', async () => {
  const user = userEvent.setup();
  mockApi(() =>
    json(
      { error: { code: 'UNAUTHORIZED', message: 'Palavra-passe errada para esta conta.' } },
      401,
    ),
  );
  renderLogin();
  await signIn(user);
  expect((await screen.findByRole('alert')).textContent).toBe('Email ou palavra-passe incorretos.');

  cleanup();
  mockApi(() =>
    json(
      {
        error: {
          code: 'RATE_LIMITED',
          message: 'Demasiadas tentativas. Tenta novamente daqui a 5 minutos.',
        },
      },
      429,
    ),
  );
  renderLogin();
  await signIn(user);
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Demasiadas tentativas. Tenta novamente daqui a 5 minutos.',
  );
});
