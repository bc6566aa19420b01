import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { AppRoutes } from './router';

/** /sobre throws while rendering until `broken` is false again. */
const about = vi.hoisted(() => ({ broken: true }));
vi.mock('./routes/info-about', () => ({
  Component: () => {
    if (about.broken) throw new Error('Sobre partiu-se');
    return <h1>Sobre nós</h1>;
  },
}));
// /termos: its chunk never arrives (offline, or gone after a new version was deployed).
vi.mock('./routes/info-terms', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

// jsdom has no layout: scrolling is a no-op here.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

beforeEach(() => {
  about.broken = true;
});

afterEach(cleanup);

/** React reports each error a boundary caught; here they are expected, and only these. */
function expectCaught(message: RegExp) {
  const calls = vi.mocked(console.error).mock.calls;
  expect(calls.length).toBeGreaterThan(0);
  for (const call of calls) expect(call.map(String).join(' ')).toMatch(message);
  vi.mocked(console.error).mockClear();
}

/** The whole route table at `path`, its lazy chunks loaded as in the browser. */
async function renderAt(path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
  });
}

test('a page that throws says so in pt-PT inside the layout, with a way back and a way to try again', async () => {
  const user = userEvent.setup();
  await renderAt('/sobre');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Algo correu mal nesta página.' }),
  ).toBeDefined();
  expect(alert.textContent).toContain('Tenta de novo.');
  expect(within(alert).getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe(
    '/',
  );
  // The public layout stays around it: the rest of the site is still reachable.
  expect(screen.getByRole('navigation', { name: 'Principal' })).toBeDefined();
  expectCaught(/Sobre partiu-se/);

  about.broken = false;
  await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Sobre nós' })).toBeDefined();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a page whose chunk does not arrive lands there too, and says to check the connection', async () => {
  await renderAt('/termos');
  const alert = await screen.findByRole('alert');
  expect(
    within(alert).getByRole('heading', { name: 'Algo correu mal nesta página.' }),
  ).toBeDefined();
  expect(alert.textContent).toContain('Verifica a ligação à internet');
  expect(within(alert).getByRole('button', { name: 'Tentar de novo' })).toBeDefined();
  expect(within(alert).getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe(
    '/',
  );
  // In development React also says that LazyRoute asked for the chunk again (an uncached
  // promise) when it retried the render once: lazy-module.ts starts over after a failure.
  expectCaught(/chunk failed to load|suspended by an uncached promise/);
});

test('going to another page leaves the failure behind', async () => {
  await renderAt('/sobre');
  await screen.findByRole('alert');
  expectCaught(/Sobre partiu-se/);
  // The next page's chunk loads inside this act, as the first page's did.
  const contacts = screen.getAllByRole('link', { name: 'Contactos' })[0] as HTMLElement;
  await act(async () => {
    fireEvent.click(contacts);
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Contactos' })).toBeDefined();
  expect(screen.queryByRole('alert')).toBeNull();
});
