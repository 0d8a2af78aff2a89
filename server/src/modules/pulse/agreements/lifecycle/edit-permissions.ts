import { toCents } from '@rentline/sync-protocol/money';
import type { Action } from '@rentline/sync-protocol/rules';
import type { AgreementEdit } from '@rentline/sync-protocol/wire';

/** Edit Agreement's price terms: changing any needs a manager ('agreement.price'). */
export const PRICE_TERMS = [
  'rentalTerm',
  'totalCost',
  'sacPrice',
  'sacPeriod',
  'earlyPurchaseDiscount',
  'damageWaiver',
] as const satisfies readonly (keyof AgreementEdit)[];

/** What an edit needs: writing agreements, and a manager when it changes a price term. */
export function editActions(edit: AgreementEdit): Action[] {
  const priced = PRICE_TERMS.some((k) => edit[k] !== undefined);
  return priced ? ['agreement.write', 'agreement.price'] : ['agreement.write'];
}

/** The amount an approval of the edit is bound to: the new total cost, when it changes. */
export const editAmountCents = (edit: AgreementEdit): number | null =>
  edit.totalCost === undefined ? null : toCents(edit.totalCost);
