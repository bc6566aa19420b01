import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(cleanup);
// jsdom has no layout: scrolling is a no-op here.
vi.spyOn(window, 'scrollTo').mockImplementation(() => {});

/** A page whose title (and a search field) appear only when `show` is called, as a late chunk. */
function LatePage({ onReady }: { onReady: (show: () => void) => void }) {
  const [shown, setShown] = useState(false);
  onReady(() => setShown(true));
  return shown ? (
    <h1 tabIndex={-1} data-page-title>
      Praticar
    </h1>
  ) : (
    <p>A carregar…</p>
  );
}

function renderLatePage() {
  let show = () => {};
  render(
    <MemoryRouter initialEntries={['/app/novo-teste']}>
      <ScrollToTop />
      <input aria-label="Pesquisar" />
      <LatePage onReady={(s) => (show = s)} />
    </MemoryRouter>,
  );
  return { show: () => act(() => show()) };
}

test('a page title that appears after the route changed takes the focus when it appears', async () => {
  const { show } = renderLatePage();
  expect(document.activeElement).toBe(document.body);
  await show();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Praticar' }));
});

test('a late title leaves the focus where the student already put it', async () => {
  const { show } = renderLatePage();
  const search = screen.getByRole('textbox', { name: 'Pesquisar' });
  search.focus();
  await show();
  expect(document.activeElement).toBe(search);
});
