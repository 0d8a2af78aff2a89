/**
 * Paying an agreement off (money/ledger/payoff-quote.ts defines the figure). The quote on a GET is
 * computed on what settling would make of the agreement today (money/ledger/project.ts) without
 * writing; the payoff settles for real, quotes again and refuses an amount that is no longer the
 * quote. It closes the rent still open, charges the price as the early purchase (with its tax),
 * and takes the payment, all naming the payment, so that reversing it undoes the payoff.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { AGREEMENT_STATUS, UNIT_STATUS, type Tender } from '@rentline/sync-protocol/rules';
import { CHOOSE_TENDER, LIFECYCLE_TEXTS, TENDER_LABELS } from '@rentline/sync-protocol/texts';
import type { AgreementLifecycleAnswer, PayoffQuote } from '@rentline/sync-protocol/wire';
import { badRequest, conflict, notFound } from '../../../../http/errors';
import { isOpen } from '../../../money/ledger/agreement-head';
import { appendCharge, appendEntry } from '../../../money/ledger/ledger.repository';
import { payoffQuote, type PayoffFigures } from '../../../money/ledger/payoff-quote';
import { project } from '../../../money/ledger/project';
import { AgreementNotFound, readMoney, settle, writeDerived } from '../../../money/ledger/settle';
import { taxOf } from '../../../money/settings/money-settings';
import { creditPayment } from '../../../money/payments/credit';
import { recordEvent } from './agreement-events';
import { lifecycleAnswer, requireStatus } from './lifecycle.service';
import { lockUnitOf, moveUnit } from './unit-status';
import { typed } from '../../../../db/kysely';

const present = (
  id: number,
  today: string,
  q: PayoffFigures,
  head: { sacExpiration: string | null; earlyPurchaseOption: number | null },
): PayoffQuote => ({
  agreement_id: id,
  as_of: today,
  amount: toDollars(q.amountCents),
  basis: q.basis,
  price: toDollars(q.priceCents),
  tax: toDollars(q.taxCents),
  other: toDollars(q.otherCents),
  remaining: toDollars(q.remainingRentCents),
  total_paid: toDollars(q.rentPaidCents),
  sac_expiration: head.sacExpiration,
  early_purchase_option: head.earlyPurchaseOption,
});

/** What paying off costs today, or null when the agreement is not open. Writes nothing. */
export async function payoffToday(
  em: EntityManager,
  id: number,
  today: string,
): Promise<PayoffQuote | null> {
  const m = await readMoney(em, id).catch((err: unknown) => {
    if (err instanceof AgreementNotFound) throw notFound(LIFECYCLE_TEXTS.notFound);
    throw err;
  });
  if (!isOpen(m.head.status)) return null;
  const p = project(m, today);
  return present(
    id,
    today,
    payoffQuote(m.head, p.entries, p.allocation, m.settingsOn, today),
    m.head,
  );
}

/** GET /api/agreements/:id/payoff-quote: a 409 on an agreement that is not open. */
export async function quotePayoff(
  em: EntityManager,
  id: number,
  today: string,
): Promise<PayoffQuote> {
  const quote = await payoffToday(em, id, today);
  if (!quote) {
    const row = await typed(em)
      .selectFrom('agreements')
      .select('agreement_status')
      .where('id', '=', id)
      .executeTakeFirst();
    throw conflict(LIFECYCLE_TEXTS.cannot('paid off', row?.agreement_status ?? ''));
  }
  return quote;
}

/** The customer buys the unit for the quote: Paid Out (Early Purchase), unit Sold. */
export async function payOff(
  em: EntityManager,
  id: number,
  input: { amount: number; tender?: Tender | undefined; cash_tendered?: number | undefined },
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const m = await settle(em, id, today).catch((err: unknown) => {
    if (err instanceof AgreementNotFound) throw notFound(LIFECYCLE_TEXTS.notFound);
    throw err;
  });
  requireStatus(m.head, 'paid off', isOpen(m.head.status));
  const q = payoffQuote(m.head, m.entries, m.allocation, m.settingsOn, today);
  if (toCents(input.amount) !== q.amountCents)
    throw conflict(LIFECYCLE_TEXTS.payoffChanged(toDollars(q.amountCents)));
  const tender = input.tender;
  if (q.amountCents > 0 && !tender) throw badRequest(CHOOSE_TENDER, { tender: CHOOSE_TENDER });
  const changeDueCents =
    input.tender === 'cash' && input.cash_tendered !== undefined
      ? Math.max(toCents(input.cash_tendered) - q.amountCents, 0)
      : 0;
  // Closed by this payment: nothing further falls due (its receipt says so).
  m.head.status = AGREEMENT_STATUS.paidOutEarly;
  /** The closeouts and the price, naming the payment that bought the unit (none at $0). */
  const closeOut = async (payment: number | null) => {
    for (const c of q.closeouts)
      m.entries.push(
        await appendEntry(em, id, {
          kind: 'closeout',
          amountCents: -c.cents,
          effectiveDate: today,
          chargeId: c.chargeId,
          paymentId: payment,
          reason: 'Early purchase',
          employeeId: by,
        }),
      );
    if (q.priceCents > 0) {
      const s = m.settingsOn(today);
      const tax = taxOf('early_purchase', q.priceCents, s);
      m.entries.push(
        ...(await appendCharge(em, id, {
          kind: 'early_purchase',
          amountCents: q.priceCents,
          effectiveDate: today,
          paymentId: payment,
          employeeId: by,
          tax: tax > 0 ? { cents: tax, rateMp: s.taxRateMp } : null,
        })),
      );
    }
  };
  // A quote of $0 (the same-as-cash price already paid, nothing owed): the unit is the
  // customer's without a payment.
  let paymentId: number | null = null;
  if (q.amountCents === 0 || !tender) await closeOut(null);
  else
    ({ paymentId } = await creditPayment(
      em,
      m,
      {
        amountCents: q.amountCents,
        tender,
        method: TENDER_LABELS[tender],
        takenBy: by,
        changeDueCents,
      },
      today,
      closeOut,
    ));
  await typed(em)
    .updateTable('agreements')
    .set({ agreement_status: AGREEMENT_STATUS.paidOutEarly, closed_on: today })
    .where('id', '=', id)
    .execute();
  await writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, today);
  const unit = await lockUnitOf(em, id);
  const unitStatus = unit ? await moveUnit(em, unit, UNIT_STATUS.sold, 0) : null;
  await recordEvent(
    em,
    id,
    'Paid Out (Early Purchase)',
    by,
    `${q.basis === 'same-as-cash' ? 'Same-as-cash' : 'Early purchase'} payoff` +
      (tender && paymentId !== null ? ` (${TENDER_LABELS[tender]})` : ', nothing left to pay'),
    toDollars(q.amountCents),
  );
  return lifecycleAnswer(AGREEMENT_STATUS.paidOutEarly, unitStatus, paymentId, {
    amountCents: q.amountCents,
    changeDueCents,
  });
}
