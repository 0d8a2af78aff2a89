/**
 * Chooses in a searchable picker (ui/search-picker) as a person does: tap the box, type part of
 * the option's text, tap the first option whose name holds `option` (the typed text by default).
 * `scope` is a dialog (`within(...)`) or `screen`.
 *
 * In a dialog, it first waits until the dialog has taken the focus, which is when a person sees it
 * open. Before then the dialog has not joined the stack of dismissable layers (Zag defers it to
 * after the commit); a picker opened earlier joins below it, and closing that picker dismisses
 * every layer above it, the dialog too. A person cannot tap that fast; a test on a busy machine can.
 */
import { expect } from 'vitest';
import {
  fireEvent,
  waitFor,
  within,
  type BoundFunctions,
  type queries,
} from '@testing-library/react';

type Scope = Pick<BoundFunctions<typeof queries>, 'getByRole'>;

export async function pickOption(
  scope: Scope,
  label: RegExp | string,
  typed: string,
  option: string = typed,
) {
  const box = scope.getByRole('combobox', { name: label });
  const dialog = box.closest('[role="dialog"], [role="alertdialog"]');
  if (dialog) await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  fireEvent.click(box);
  fireEvent.change(box, { target: { value: typed } });
  const wanted = option.toLowerCase();
  const choice = await waitFor(() => {
    const list = within(document.getElementById(box.getAttribute('aria-controls') ?? '')!);
    const found = list
      .getAllByRole('option')
      .find((o) => (o.textContent ?? '').toLowerCase().includes(wanted));
    expect(found).toBeTruthy();
    return found!;
  });
  fireEvent.click(choice);
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('false'));
}
