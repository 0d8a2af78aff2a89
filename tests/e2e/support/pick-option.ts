/**
 * Choosing in a searchable picker (client/src/ui/search-picker.tsx) as a person does: tap or
 * click the box, type part of the name, tap the option. Without `option`, the first option whose
 * label holds the typed text (any case) is chosen; with nothing typed, the first option. Returns
 * the chosen option's label as the box shows it, once the list has closed.
 */
import { expect, type Locator, type Page } from '@playwright/test';

interface PickOptions {
  /** The option's whole label (a string) or a pattern it matches, when not the typed text. */
  option?: string | RegExp;
  /** Use touch (a page made with `hasTouch`) rather than the mouse. */
  tap?: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function pickOption(
  scope: Page | Locator,
  label: string | RegExp,
  typed: string,
  { option, tap = false }: PickOptions = {},
): Promise<string> {
  const page = 'keyboard' in scope ? scope : scope.page();
  const box = scope.getByRole('combobox', { name: label });
  await (tap ? box.tap() : box.click());
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await box.fill(typed);
  const list = page.locator(`[id="${await box.getAttribute('aria-controls')}"]`);
  // A search picker's options are replaced when the server's answer comes: an option tapped
  // before that could move from under the tap. The list is busy until then.
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  const wanted =
    option === undefined
      ? new RegExp(escape(typed), 'i')
      : typeof option === 'string'
        ? new RegExp(`^${escape(option)}$`)
        : option;
  const itemText = page.locator('[data-part="item-text"]', { hasText: wanted });
  const choice = list.getByRole('option').filter({ has: itemText }).first();
  const text = (await choice.locator('[data-part="item-text"]').textContent()) ?? '';
  await (tap ? choice.tap() : choice.click());
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  // The label read before the tap, or the same option's label refreshed since (an agreement's
  // amount due changes when fresh data replaces the kept copy): either matches what was wanted.
  await expect(box).toHaveValue(new RegExp(`^${escape(text)}$|${wanted.source}`, wanted.flags));
  return box.inputValue();
}
