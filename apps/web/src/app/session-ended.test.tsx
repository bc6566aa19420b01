import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { sessionQueryOptions, type Session } from '../features/auth/api/get-session';
import { LoginForm } from '../features/auth/components/login-form';
import { useMe } from '../features/profile/api/get-me';
import { createQueryClient } from '../lib/query-client';
import { GuestRoute, ProtectedRoute, type ReturnState } from './guards';
import { queryClient, WithQueries } from './query-provider';
import { Component as Login } from './routes/login';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const unauthorized = () =>
  json({ error: { code: 'UNAUTHORIZED', message: 'Inicia sessão para continuar.' } }, 401);

const ines: Session = { user: { id: 'u1', name: 'Inês Costa', email: 'ines@example.pt' } };

/**
 * The API after the session ended on the server: every student read is a 401 until the student
 * signs in again (`signIn` answers that).
 */
function mockApi(signIn: () => Response = () => json({ redirect: false })) {
  let signedIn = false;
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      requests.push(input);
      if (input === '/api/auth/providers') return json({ items: [] });
      if (input === '/api/auth/get-session') return json(signedIn ? ines : null);
      if (input === '/api/auth/sign-in/email') {
        const answer = signIn();
        signedIn = answer.ok;
        return answer;
      }
      if (input === '/api/me') return signedIn ? json({ name: 'Inês Costa' }) : unauthorized();
      return json({ error: { code: 'NOT_FOUND', message: 'O recurso pedido não existe.' } }, 404);
    }),
  );
  return requests;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
});

function Where() {
  const location = useLocation();
  const from = (location.state as ReturnState)?.from;
  return (
    <p data-testid="where">
      {location.pathname}
      {location.search}
      {from ? ` (from ${from})` : ''}
    </p>
  );
}

/** A signed-in page that reads the profile. */
function Runner() {
  const me = useMe();
  return <p>{me.data ? `Olá, ${me.data.name}` : 'A carregar…'}</p>;
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ines@example.pt');
  await user.type(screen.getByLabelText('Palavra-passe'), 'segredo-1a2b');
  await user.click(screen.getByRole('button', { name: 'ENTRAR' }));
}

test('a read answering 401 sends the student to /login with where they were, and back after signing in', async () => {
  const user = userEvent.setup();
  mockApi();
  // The page still thinks the student is signed in; the server no longer does.
  queryClient.setQueryData(sessionQueryOptions().queryKey, ines);
  render(
    <MemoryRouter initialEntries={['/app/teste?quiz=q1']}>
      <Routes>
        <Route element={<WithQueries />}>
          <Route element={<GuestRoute />}>
            <Route path="/login" element={<Login />} />
          </Route>
          <Route path="/app" element={<ProtectedRoute />}>
            <Route path="teste" element={<Runner />} />
          </Route>
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );

  expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeDefined();
  expect(screen.getByTestId('where').textContent).toBe('/login (from /app/teste?quiz=q1)');
  expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();

  await signIn(user);
  expect(await screen.findByText('Olá, Inês Costa')).toBeDefined();
  expect(screen.getByTestId('where').textContent).toBe('/app/teste?quiz=q1');
});

test('a failed sign-in (401) is the form’s answer: no session ends, nobody is sent anywhere', async () => {
  const user = userEvent.setup();
  mockApi(unauthorized);
  const onSessionEnded = vi.fn();
  const client = createQueryClient({ onSessionEnded });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/login']}>
        <LoginForm returnTo="/app" />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await signIn(user);
  expect((await screen.findByRole('alert')).textContent).toBe('Email ou palavra-passe incorretos.');
  expect(onSessionEnded).not.toHaveBeenCalled();
  expect(client.getQueryData(sessionQueryOptions().queryKey)).toBeUndefined();
  expect(screen.getByTestId('where').textContent).toBe('/login');
});

test('a 401 on a public page changes nothing on screen: the session is simply none', async () => {
  mockApi();
  queryClient.setQueryData(sessionQueryOptions().queryKey, ines);
  render(
    <MemoryRouter initialEntries={['/escolherDisciplina']}>
      <Routes>
        <Route element={<WithQueries />}>
          <Route path="/escolherDisciplina" element={<Runner />} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  await vi.waitFor(() =>
    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull(),
  );
  expect(screen.getByTestId('where').textContent).toBe('/escolherDisciplina');
});
