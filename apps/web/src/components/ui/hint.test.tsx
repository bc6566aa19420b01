import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

afterEach(cleanup);
// Each test starts with the tooltip's chunk not yet loaded.
beforeEach(() => {
  vi.resetModules();
});

async function renderHint() {
  const { Hint } = await import('./hint');
  render(<Hint label="Sobre as vidas">Cada vida regenera em 30 minutos.</Hint>);
  return screen.getByRole('button', { name: 'Sobre as vidas' });
}

test('focusing the (i) before its tooltip has loaded shows the tooltip once it has, and keeps the focus', async () => {
  const user = userEvent.setup();
  await renderHint();
  expect(screen.queryByRole('tooltip')).toBeNull();

  await user.tab();
  await act(() => vi.dynamicImportSettled());
  const button = screen.getByRole('button', { name: 'Sobre as vidas' });
  expect(document.activeElement).toBe(button);
  expect(screen.getByRole('tooltip').textContent).toContain('Cada vida regenera em 30 minutos.');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(document.activeElement).toBe(button);
});

test('pointing at the (i) loads its tooltip and shows it', async () => {
  const user = userEvent.setup();
  const button = await renderHint();
  await user.hover(button);
  await act(() => vi.dynamicImportSettled());
  expect(screen.getByRole('tooltip').textContent).toContain('Cada vida regenera em 30 minutos.');
  expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Sobre as vidas' }));
});
