/**
 * What paying an agreement off costs today: the one payoff figure (issue 48 point 8), on the
 * agreement page, in its quote and taken by the payoff.
 *
 * - The price of the rent still to pay: within the same-as-cash period (when the agreement has
 *   the option) the same-as-cash price less the rent paid; after it, the early purchase option's
 *   share (75 % for option 25, 60 % for option 40) of the agreed cost less the rent paid.
 * - Its sales tax, at today's rate, when rent is taxed.
 * - Everything else still open: fees, damage waiver already charged, and their tax.
 *
 * At the payoff, the rent charges still open (with their tax) are closed and the price is
 * charged as the early purchase: the payment then settles the ledger exactly.
 */
import { EARLY_PURCHASE_SHARE, type PayoffBasis } from '@rentline/sync-protocol/rules';
import { openWithTax, type Allocation } from './allocate';
import type { AgreementHead } from './agreement-head';
import type { Entry } from './ledger-types';
import type { SettingsOn } from './post';
import { taxOf } from '../settings/money-settings';

export interface PayoffFigures {
  amountCents: number;
  basis: PayoffBasis;
  /** The price of the rent still to pay, before tax. */
  priceCents: number;
  taxCents: number;
  /** Fees, damage waiver and their tax still open. */
  otherCents: number;
  rentPaidCents: number;
  remainingRentCents: number;
  /** The rent charges to close at the payoff, each with what is open of it and its tax. */
  closeouts: { chargeId: number; cents: number }[];
}

export function payoffQuote(
  head: AgreementHead,
  entries: readonly Entry[],
  allocation: Allocation,
  settingsOn: SettingsOn,
  today: string,
): PayoffFigures {
  let rentPaidCents = 0;
  for (const [id, split] of allocation.credits) {
    const credit = entries.find((e) => e.id === id);
    if (credit?.kind === 'payment') rentPaidCents += split.rent;
  }
  const remainingRentCents = Math.max(head.agreedCostCents - rentPaidCents, 0);
  const withinSac =
    head.sameAsCashOption &&
    head.sacPriceCents !== null &&
    head.sacExpiration !== null &&
    head.sacExpiration.slice(0, 10) >= today;
  const priceCents = withinSac
    ? Math.max(head.sacPriceCents! - rentPaidCents, 0)
    : Math.round(
        remainingRentCents * EARLY_PURCHASE_SHARE[head.earlyPurchaseOption === 40 ? '40' : '25'],
      );
  const taxCents = taxOf('early_purchase', priceCents, settingsOn(today));
  const closeouts: PayoffFigures['closeouts'] = [];
  let otherCents = 0;
  const byId = new Map(entries.map((e) => [e.id, e]));
  for (const charge of allocation.order) {
    if (charge.kind === 'rent') {
      const cents = openWithTax(allocation, charge.id);
      if (cents > 0) closeouts.push({ chargeId: charge.id, cents });
      continue;
    }
    const parent =
      charge.kind === 'tax' && charge.chargeId !== null ? byId.get(charge.chargeId) : null;
    if (parent?.kind === 'rent') continue;
    otherCents += allocation.open.get(charge.id) ?? 0;
  }
  return {
    amountCents: priceCents + taxCents + otherCents,
    basis: withinSac ? 'same-as-cash' : 'early-purchase',
    priceCents,
    taxCents,
    otherCents,
    rentPaidCents,
    remainingRentCents,
    closeouts,
  };
}
