import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';

afterEach(cleanup);
// Each test starts with the dialog's chunk not yet loaded.
beforeEach(() => {
  vi.resetModules();
});

async function renderDialog(onConfirm = vi.fn()) {
  const { ConfirmDialog } = await import('./confirm-dialog');
  render(
    <ConfirmDialog
      trigger="SAIR"
      triggerClassName=""
      title="Tens a certeza que queres sair?"
      description="Podes voltar a entrar quando quiseres."
      cancel="VOLTAR"
      confirm="SAIR"
      onConfirm={onConfirm}
    />,
  );
  return { onConfirm, trigger: screen.getByRole('button', { name: 'SAIR' }) };
}

/** Pointing at the trigger starts loading the dialog's chunk; this waits until it is in. */
async function pointAt(element: HTMLElement) {
  await userEvent.setup().hover(element);
  await vi.dynamicImportSettled();
}

test('pointing at the trigger loads the question, a click opens it; VOLTAR closes it and focus goes back', async () => {
  const user = userEvent.setup();
  const { trigger } = await renderDialog();
  expect(trigger.getAttribute('aria-haspopup')).toBe('dialog');
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
  expect(screen.queryByRole('alertdialog')).toBeNull();

  await pointAt(trigger);
  await user.click(trigger);
  const dialog = screen.getByRole('alertdialog', { name: 'Tens a certeza que queres sair?' });
  expect(dialog.textContent).toContain('Podes voltar a entrar quando quiseres.');
  expect(trigger.getAttribute('aria-expanded')).toBe('true');

  await user.click(within(dialog).getByRole('button', { name: 'VOLTAR' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(document.activeElement).toBe(trigger);
  expect(trigger.getAttribute('aria-expanded')).toBe('false');
});

test('focusing the trigger loads the question too; Escape only closes, the red button confirms', async () => {
  const user = userEvent.setup();
  const { onConfirm, trigger } = await renderDialog();
  await user.tab();
  expect(document.activeElement).toBe(trigger);
  await vi.dynamicImportSettled();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('alertdialog')).toBeDefined();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(onConfirm).not.toHaveBeenCalled();

  await user.click(trigger);
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'SAIR' }));
  expect(onConfirm).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
