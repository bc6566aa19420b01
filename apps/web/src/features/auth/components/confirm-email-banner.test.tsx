import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { ConfirmEmailBanner } from './confirm-email-banner';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function mockApi(answer: () => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (input !== '/api/auth/send-verification-email') throw new Error(`unexpected ${input}`);
      sent.push(JSON.parse(String(init?.body)));
      return answer();
    }),
  );
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderBanner() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <h1 tabIndex={-1} data-page-title>
        Olá, Inês!
      </h1>
      <ConfirmEmailBanner email="ines@example.pt" />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Confirmar o email' });
}

test('says where the link went; «Reenviar ligação» sends it again to /app and says so', async () => {
  const user = userEvent.setup();
  const sent = mockApi(() => json({ status: true }));
  const banner = renderBanner();
  expect(banner.textContent).toContain(
    'Confirma o teu email: enviámos uma ligação para ines@example.pt.',
  );
  await user.click(screen.getByRole('button', { name: 'Reenviar ligação' }));
  expect((await screen.findByText(/Enviámos outra ligação/)).textContent).toBe(
    'Enviámos outra ligação. Vê também a pasta de spam.',
  );
  expect(sent).toEqual([{ email: 'ines@example.pt', callbackURL: '/app' }]);
  expect(screen.queryByRole('button', { name: 'Reenviar ligação' })).toBeNull();
});

test('a rate limit gives the server’s words; another failure, a short pt-PT text', async () => {
  const user = userEvent.setup();
  mockApi(() =>
    json(
      {
        error: {
          code: 'RATE_LIMITED',
          message: 'Demasiadas tentativas. Tenta novamente daqui a 15 minutos.',
        },
      },
      429,
    ),
  );
  renderBanner();
  await user.click(screen.getByRole('button', { name: 'Reenviar ligação' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Demasiadas tentativas. Tenta novamente daqui a 15 minutos.',
  );

  cleanup();
  mockApi(() => json({ code: 'ERROR', message: 'Internal Server Error' }, 500));
  renderBanner();
  await user.click(screen.getByRole('button', { name: 'Reenviar ligação' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Não foi possível reenviar a ligação. Tenta novamente daqui a pouco.',
  );
});

test('«Agora não» hides it for the rest of the visit, and the focus goes to the page title', async () => {
  const user = userEvent.setup();
  mockApi(() => json({ status: true }));
  renderBanner();
  await user.click(screen.getByRole('button', { name: 'Agora não' }));
  expect(screen.queryByRole('region', { name: 'Confirmar o email' })).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Olá, Inês!' }));

  cleanup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ConfirmEmailBanner email="ines@example.pt" />
    </QueryClientProvider>,
  );
  expect(screen.queryByRole('region', { name: 'Confirmar o email' })).toBeNull();
});
