/**
 * Crediting a payment that went through to one agreement: its row (the one insert,
 * payments.repository.ts), its ledger credit, and what it paid, replayed at once and fixed on the
 * row (its receipt reads the same on every reprint). The caller holds the agreement's lock and
 * has settled it (ledger/settle.ts); it writes the derived figures once its credits are in.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { allocate, nextDue } from '../ledger/allocate';
import { isOpen, type AgreementHead } from '../ledger/agreement-head';
import { appendEntry } from '../ledger/ledger.repository';
import type { Entry, Installment } from '../ledger/ledger-types';
import {
  fixReceiptFacts,
  insertPayment,
  type PaymentRow,
  type ReceiptFacts,
} from './payments.repository';

export interface AgreementMoney {
  head: AgreementHead;
  schedule: Installment[];
  entries: Entry[];
}

export async function creditPayment(
  em: EntityManager,
  m: AgreementMoney,
  row: Omit<PaymentRow, 'agreementId' | 'success' | 'status'> & { status?: string },
  today: string,
  /** Entries to write between the payment's row and its credit, naming the payment (a payoff's). */
  before?: (paymentId: number) => Promise<void>,
): Promise<{ paymentId: number; credit: Entry }> {
  const paymentId = await insertPayment(em, {
    ...row,
    agreementId: m.head.id,
    success: true,
    status: row.status ?? 'completed',
  });
  if (before) await before(paymentId);
  const credit = await appendEntry(em, m.head.id, {
    kind: 'payment',
    amountCents: -row.amountCents,
    effectiveDate: today,
    paymentId,
    employeeId: row.takenBy,
  });
  m.entries.push(credit);
  await fixReceiptFacts(
    em,
    paymentId,
    receiptFactsOf(m.entries, credit.id, m.schedule, isOpen(m.head.status)),
  );
  return { paymentId, credit };
}

/**
 * What credit `creditId` paid and what was owed right after it, from the entries written up to
 * it (later ones never change a receipt): the installments charged by then, replayed.
 */
export function receiptFactsOf(
  entries: readonly Entry[],
  creditId: number,
  schedule: readonly Installment[],
  stillCharging: boolean,
): ReceiptFacts {
  const through = entries.filter((e) => e.id <= creditId);
  const chargedThen = new Set(through.filter((e) => e.kind === 'rent').map((e) => e.installmentId));
  const then = schedule.map((i) => ({ ...i, charged: chargedThen.has(i.id) }));
  const allocation = allocate(through, then);
  const split = allocation.credits.get(creditId)!;
  return {
    rentCents: split.rent,
    damageWaiverCents: split.damageWaiver,
    feesCents: split.fees,
    taxCents: split.tax,
    heldCents: split.held,
    balanceAfterCents: allocation.balanceCents,
    nextDueDate: nextDue(allocation, then, stillCharging)?.dueDate ?? null,
    scheduledPaymentId: allocation.firstInstallment.get(creditId) ?? null,
  };
}
