/**
 * Reversing a payment (issue 48 point 4): a returned check, a payment entered in error, a card
 * chargeback. Nothing is edited: a reversal entry names the payment's credit and carries its
 * amount back onto the balance, and the allocation is replayed without the payment (every later
 * payment moves to the oldest charges again, ledger/allocate.ts).
 *
 * - A payoff's payment takes the payoff with it: its closeouts and its early purchase charge
 *   (which name the payment) are corrected too.
 * - A Paid Out agreement that owes again is open again (Active, its unit back On Rent).
 * - Money held for refund because the agreement was overpaid is released once nothing pays it.
 * - A returned check charges the store's returned-check fee (settings), with its tax.
 * - An open exception on the payment (the returned check, the chargeback) is resolved and linked
 *   to the reversal.
 * - A second reversal of one payment is a 409 (and the unique `corrects_id` holds it under races).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { formatCents, toDollars } from '@rentline/sync-protocol/money';
import { AGREEMENT_STATUS, UNIT_STATUS } from '@rentline/sync-protocol/rules';
import { MONEY_TEXTS } from '@rentline/sync-protocol/texts';
import type { PaymentReverse } from '@rentline/sync-protocol/wire';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { recordEvent } from '../../pulse/agreements/lifecycle/agreement-events';
import { lockUnitOf, moveUnit } from '../../pulse/agreements/lifecycle/unit-status';
import { allocate, nextDue } from '../ledger/allocate';
import { appendCharge, appendEntry } from '../ledger/ledger.repository';
import { settle, writeDerived } from '../ledger/settle';
import { taxOf } from '../settings/money-settings';

export interface Reversed {
  paymentId: number;
  entryId: number;
  agreementStatus: string;
  amountDueCents: number;
  feeCents: number;
}

export async function reversePayment(
  em: EntityManager,
  paymentId: number,
  input: PaymentReverse,
  today: string,
  by: number,
): Promise<Reversed> {
  const k = typed(em);
  const payment = await k
    .selectFrom('payments')
    .select(['id', 'agreement_id', 'success'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
  if (!payment) throw notFound(MONEY_TEXTS.paymentNotFound);
  if (!payment.success)
    throw badRequest(MONEY_TEXTS.notReversible, { payment_id: MONEY_TEXTS.notReversible });
  const m = await settle(em, payment.agreement_id, today);
  const credit = m.entries.find((e) => e.kind === 'payment' && e.paymentId === paymentId);
  if (!credit)
    throw badRequest(MONEY_TEXTS.notReversible, { payment_id: MONEY_TEXTS.notReversible });
  if (m.allocation.voided.has(credit.id))
    throw conflict(MONEY_TEXTS.alreadyReversed, 'already_reversed');

  const reversal = await appendEntry(em, m.head.id, {
    kind: 'reversal',
    amountCents: -credit.amountCents,
    effectiveDate: today,
    correctsId: credit.id,
    paymentId,
    reason: input.reason,
    note: input.note ?? null,
    employeeId: by,
  });
  m.entries.push(reversal);
  for (const e of m.entries.filter(
    (x) =>
      x.paymentId === paymentId &&
      x.id !== credit.id &&
      x.id !== reversal.id &&
      !m.allocation.voided.has(x.id),
  ))
    m.entries.push(
      await appendEntry(em, m.head.id, {
        kind: 'correction',
        amountCents: -e.amountCents,
        effectiveDate: today,
        correctsId: e.id,
        paymentId,
        reason: 'Payment reversed',
        employeeId: by,
      }),
    );

  // Money held because this payment's agreement was overpaid is no longer over anything once
  // the payment it exceeded is gone: a hold nothing pays any more is released.
  const after = allocate(m.entries, m.schedule);
  for (const held of m.entries.filter(
    (e) =>
      e.kind === 'overpayment' && !after.voided.has(e.id) && after.open.get(e.id) === e.amountCents,
  ))
    m.entries.push(
      await appendEntry(em, m.head.id, {
        kind: 'correction',
        amountCents: -held.amountCents,
        effectiveDate: today,
        correctsId: held.id,
        paymentId: held.paymentId,
        reason: 'Hold released: payment reversed',
        employeeId: by,
      }),
    );

  let feeCents = 0;
  const s = m.settingsOn(today);
  if (input.reason === 'Returned check' && s.returnedCheckFeeCents > 0) {
    feeCents = s.returnedCheckFeeCents;
    const tax = taxOf('returned_check_fee', feeCents, s);
    const owed = nextDue(allocate(m.entries, m.schedule), m.schedule, true);
    m.entries.push(
      ...(await appendCharge(em, m.head.id, {
        kind: 'returned_check_fee',
        amountCents: feeCents,
        effectiveDate: today,
        installmentId: owed?.charged ? owed.id : null,
        paymentId,
        employeeId: by,
        tax: tax > 0 ? { cents: tax, rateMp: s.taxRateMp } : null,
      })),
    );
  }

  const paidOut =
    m.head.status === AGREEMENT_STATUS.paidOut || m.head.status === AGREEMENT_STATUS.paidOutEarly;
  if (paidOut) {
    await k
      .updateTable('agreements')
      .set({ agreement_status: AGREEMENT_STATUS.active, closed_on: null })
      .where('id', '=', m.head.id)
      .execute();
    m.head.status = AGREEMENT_STATUS.active;
    const unit = await lockUnitOf(em, m.head.id);
    if (unit) await moveUnit(em, unit, UNIT_STATUS.onRent, 0);
    await recordEvent(em, m.head.id, 'Reopened', by, `Its payment was reversed (${input.reason})`);
  }
  const figures = await writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, today);

  await k
    .updateTable('exceptions')
    .set({
      reversal_entry_id: reversal.id,
      resolved_at: new Date(),
      resolved_by: by,
      resolution: `Payment reversed: ${input.reason}`,
    })
    .where('payment_id', '=', paymentId)
    .where('resolved_at', 'is', null)
    .execute();
  await recordEvent(
    em,
    m.head.id,
    'Payment reversed',
    by,
    `${formatCents(-credit.amountCents)} reversed: ${input.reason}` +
      (feeCents > 0 ? `; returned check fee ${formatCents(feeCents)}` : '') +
      (input.note ? ` (${input.note})` : ''),
    toDollars(-credit.amountCents),
  );
  return {
    paymentId,
    entryId: reversal.id,
    agreementStatus: m.head.status,
    amountDueCents: figures.amountDueCents,
    feeCents,
  };
}
