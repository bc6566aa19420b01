import { COMMON_PASSWORD_RULE } from '@nota20/core/password-policy';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { SignUpForm } from './signup-form';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const POLICY = {
  minLength: 8,
  maxLength: 128,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
};

/** The API as the form sees it; `signUp` answers the sign-up. */
function mockApi(signUp: () => Response = () => json({ token: null })) {
  const signUps: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input === '/api/auth/providers') return json({ items: [] });
      if (input === '/api/auth/password-policy') return json(POLICY);
      if (input === '/api/auth/get-session') return json(null);
      if (input === '/api/auth/sign-up/email') {
        signUps.push(JSON.parse(String(init?.body)));
        return signUp();
      }
      return json({ error: { code: 'NOT_FOUND', message: 'O recurso pedido não existe.' } }, 404);
    }),
  );
  return signUps;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderSignUp() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/signup']}>
        <SignUpForm returnTo="/app" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.type(screen.getByLabelText('Nome'), 'Inês Costa');
  await user.type(screen.getByLabelText('Email'), 'ines@example.pt');
  await user.type(screen.getByLabelText('Palavra-passe'), password);
}

test('the checklist ticks the common-password rule as the student types, once the list is in; a common one is not sent', async () => {
  const user = userEvent.setup();
  const signUps = mockApi();
  renderSignUp();
  const rules = screen.getByRole('list', { name: 'Regras da palavra-passe' });
  const common = await within(rules).findByText(COMMON_PASSWORD_RULE, {}, { timeout: 5000 });
  // Nothing is ticked before anything is typed.
  expect(common.textContent).toContain('(por cumprir)');

  await fill(user, 'Qwerty123');
  expect(common.textContent).toContain('(por cumprir)');
  expect(within(rules).getByText(/Pelo menos 8 caracteres/).textContent).toContain('(cumprida)');
  await user.click(screen.getByRole('button', { name: 'CRIAR CONTA' }));
  expect(screen.getByText(/A palavra-passe não cumpre as regras/).textContent).toContain(
    COMMON_PASSWORD_RULE,
  );
  expect(signUps).toHaveLength(0);

  await user.type(screen.getByLabelText('Palavra-passe'), '-lontra-azul');
  expect(common.textContent).toContain('(cumprida)');
});

test('a 400 shows the server’s words (a rule broken); other refusals, the spec’s text', async () => {
  const user = userEvent.setup();
  const rule = 'O nome tem caracteres que não são permitidos.';
  mockApi(() => json({ error: { code: 'VALIDATION', message: rule } }, 400));
  renderSignUp();
  await fill(user, 'lontra-azul-7');
  await user.click(screen.getByRole('button', { name: 'CRIAR CONTA' }));
  expect((await screen.findByRole('alert')).textContent).toBe(rule);

  cleanup();
  mockApi(() =>
    json({ error: { code: 'CONFLICT', message: 'Já existe uma conta com este email.' } }, 409),
  );
  renderSignUp();
  await fill(user, 'lontra-azul-7');
  await user.click(screen.getByRole('button', { name: 'CRIAR CONTA' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Erro ao criar conta. Verifica os dados inseridos.',
  );
});
