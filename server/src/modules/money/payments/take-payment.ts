/**
 * Taking a payment (issue 48 point 7): tenders and agreements of one customer, in one
 * transaction, each agreement locked in id order (so two payments on the same agreements never
 * wait on each other in opposite orders) and settled first.
 *
 * 1. Each agreement takes at most what it owes now plus the installments not yet charged (a
 *    closed one only what it still owes); beyond what it owes now, the next installments are
 *    charged ahead (ledger/post.ts).
 * 2. The tenders fill the agreements in order: one payment row per agreement and tender, sharing
 *    a group (one receipt). Cash handed over beyond the cash paid is change due, on the first
 *    cash row: shown on the receipt, never paid.
 * 3. Each agreement's figures are written again, and one left owing nothing is Paid Out.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { audit } from '../../audit/audit';
import { v7 as uuidv7 } from 'uuid';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import { changeDueCents, type Tender } from '@rentline/sync-protocol/rules';
import {
  LIFECYCLE_TEXTS,
  PAYMENT_TEXTS,
  TAKE_TEXTS,
  TENDER_LABELS,
} from '@rentline/sync-protocol/texts';
import type { PaymentTake } from '@rentline/sync-protocol/wire';
import { badRequest } from '../../../http/errors';
import { closeWhenPaidUp } from '../../pulse/agreements/lifecycle/close-when-paid-up';
import { isClosed, isOpen } from '../ledger/agreement-head';
import { appendCharge, markCharged } from '../ledger/ledger.repository';
import { chargesAhead } from '../ledger/post';
import { AgreementNotFound, settle, writeDerived, type Settled } from '../ledger/settle';
import { creditPayment } from './credit';

export interface TakeContext {
  today: string;
  takenBy: number | null;
  /** A card processor's transaction (a card session's return). */
  card?: { transactionId: string; processorCode: string; processorMessage: string; method: string };
}

export interface Taken {
  groupId: string | null;
  payments: { paymentId: number; agreementId: number; tender: Tender; amountCents: number }[];
  changeDueCents: number;
}

/** "Payment exceeds the balance due ($1,275.00)". */
export const exceedsBalance = (maxCents: number) =>
  PAYMENT_TEXTS.exceedsBalance(toDollars(Math.max(maxCents, 0)));

/**
 * The most agreement `m` can take now: what it owes plus, while open, what is not yet charged.
 * Of a settled agreement, or of one projected to today without writing (ledger/project.ts).
 */
export const payableCents = (
  m: Pick<Settled, 'amountDueCents' | 'projectedCents'> & { head: Pick<Settled['head'], 'status'> },
) => m.amountDueCents + (isOpen(m.head.status) ? m.projectedCents : 0);

export async function takePayment(
  em: EntityManager,
  take: PaymentTake,
  ctx: TakeContext,
): Promise<Taken> {
  const ids = [...take.splits.map((s) => s.agreement_id)].sort((a, b) => a - b);
  const money = new Map<number, Settled>();
  for (const id of ids) money.set(id, await settleOrRefuse(em, id, ctx.today));
  const customers = new Set([...money.values()].map((m) => m.head.customerId));
  if (customers.size > 1)
    throw badRequest(TAKE_TEXTS.oneCustomer, { splits: TAKE_TEXTS.oneCustomer });

  take.splits.forEach((split, i) =>
    refuseBeyondPayable(money.get(split.agreement_id)!, toCents(split.amount), i),
  );
  for (const split of take.splits)
    await chargeAhead(em, money.get(split.agreement_id)!, toCents(split.amount));

  const groupId = take.splits.length > 1 || take.tenders.length > 1 ? uuidv7() : null;
  let changeLeft = changeDueCents(take);
  const tenders = take.tenders.map((t) => ({ tender: t.tender, left: toCents(t.amount) }));
  const payments: Taken['payments'] = [];
  for (const split of take.splits) {
    const m = money.get(split.agreement_id)!;
    let need = toCents(split.amount);
    for (const t of tenders) {
      if (need === 0) break;
      const amountCents = Math.min(t.left, need);
      if (amountCents === 0) continue;
      t.left -= amountCents;
      need -= amountCents;
      const change = t.tender === 'cash' ? changeLeft : 0;
      changeLeft -= change;
      const { paymentId } = await creditPayment(
        em,
        m,
        {
          amountCents,
          tender: t.tender,
          method: ctx.card?.method ?? TENDER_LABELS[t.tender],
          takenBy: ctx.takenBy,
          groupId,
          changeDueCents: change,
          transactionId: ctx.card?.transactionId ?? null,
          processorCode: ctx.card?.processorCode ?? null,
          processorMessage: ctx.card?.processorMessage ?? null,
        },
        ctx.today,
      );
      payments.push({ paymentId, agreementId: m.head.id, tender: t.tender, amountCents });
    }
  }
  for (const m of money.values()) {
    const figures = await writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, ctx.today);
    await closeWhenPaidUp(
      em,
      { head: m.head, schedule: m.schedule, amountDueCents: figures.amountDueCents },
      ctx.today,
      ctx.takenBy,
    );
  }
  for (const p of payments)
    await audit(em, {
      action: 'payment.take',
      recordType: 'payment',
      recordId: p.paymentId,
      employeeId: ctx.takenBy,
      detail: { agreement_id: p.agreementId, tender: p.tender, amount_cents: p.amountCents },
    });
  return { groupId, payments, changeDueCents: changeDueCents(take) };
}

/** Settles the agreement; refuses one that does not exist or owes nothing more, in words. */
export async function settleOrRefuse(em: EntityManager, id: number, today: string) {
  try {
    const m = await settle(em, id, today);
    if (isClosed(m.head.status) && m.amountDueCents <= 0) {
      const message = LIFECYCLE_TEXTS.takesNoPayments(m.head.number, m.head.status);
      // Under `amount` too: a card payment approved meanwhile is then kept as an overpayment
      // to refund (sessions/record-outcome.ts), never lost.
      throw badRequest(message, { agreement_id: message, amount: message });
    }
    return m;
  } catch (err) {
    if (err instanceof AgreementNotFound)
      throw badRequest(PAYMENT_TEXTS.agreementNotFound, {
        agreement_id: PAYMENT_TEXTS.agreementNotFound,
      });
    throw err;
  }
}

function refuseBeyondPayable(m: Settled, amountCents: number, index: number) {
  const max = payableCents(m);
  if (amountCents <= max) return;
  const message = exceedsBalance(max);
  throw badRequest(message, { amount: message, [`splits.${index}.amount`]: message });
}

/** Charges the next installments when `amountCents` is more than the agreement owes now. */
export async function chargeAhead(em: EntityManager, m: Settled, amountCents: number) {
  const need = amountCents - m.amountDueCents;
  if (need <= 0 || !isOpen(m.head.status)) return;
  const { installments } = chargesAhead(m.schedule, need, m.settingsOn);
  for (const { installment, charges } of installments) {
    for (const plan of charges) m.entries.push(...(await appendCharge(em, m.head.id, plan)));
    installment.charged = true;
  }
  await markCharged(
    em,
    installments.map((i) => i.installment.id),
  );
  m.amountDueCents = m.entries.reduce((sum, e) => sum + e.amountCents, 0);
}
