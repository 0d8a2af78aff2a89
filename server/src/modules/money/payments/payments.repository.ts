/**
 * The payments table's statements. `insertPayment` is the one insert of a payment in the server
 * (CONVENTIONS.md point 9): manual payments, split tender, card returns, activation and payoff
 * all take money through it, and a declined card attempt is recorded through it too.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import type { Tender } from '@rentline/sync-protocol/rules';
import { typed } from '../../../db/kysely';

export interface PaymentRow {
  agreementId: number;
  amountCents: number;
  tender: Tender;
  /** The tender as shown ('Cash', 'Credit Card'). */
  method: string;
  success: boolean;
  status: string;
  takenBy: number | null;
  groupId?: string | null;
  changeDueCents?: number;
  scheduledPaymentId?: string | null;
  transactionId?: string | null;
  processorCode?: string | null;
  processorMessage?: string | null;
}

/** The status of a payment that went through (cash, check, card…). */
export const COMPLETED = 'completed';

export async function insertPayment(em: EntityManager, p: PaymentRow): Promise<number> {
  const row = await typed(em)
    .insertInto('payments')
    .values({
      agreement_id: p.agreementId,
      amount_paid: toDollars(p.amountCents),
      tender: p.tender,
      payment_method: p.method,
      payment_status: p.status,
      success: p.success,
      taken_by: p.takenBy,
      group_id: p.groupId ?? null,
      change_due: toDollars(p.changeDueCents ?? 0),
      scheduled_payment_id: p.scheduledPaymentId ?? null,
      transaction_id: p.transactionId ?? null,
      processor_code: p.processorCode ?? null,
      processor_message: p.processorMessage ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** What a payment paid and what was owed after it, fixed when it was taken (its receipt). */
export interface ReceiptFacts {
  rentCents: number;
  damageWaiverCents: number;
  feesCents: number;
  taxCents: number;
  heldCents: number;
  balanceAfterCents: number;
  nextDueDate: string | null;
  scheduledPaymentId: string | null;
}

export async function fixReceiptFacts(em: EntityManager, paymentId: number, f: ReceiptFacts) {
  await typed(em)
    .updateTable('payments')
    .set({
      rent_cents: f.rentCents,
      damage_waiver_cents: f.damageWaiverCents,
      fees_cents: f.feesCents,
      tax_cents: f.taxCents,
      held_cents: f.heldCents,
      balance_after_cents: f.balanceAfterCents,
      next_due_date: f.nextDueDate,
      scheduled_payment_id: f.scheduledPaymentId,
    })
    .where('id', '=', paymentId)
    .execute();
}

export async function paymentByTransaction(em: EntityManager, transactionId: string) {
  return typed(em)
    .selectFrom('payments')
    .select(['id'])
    .where('transaction_id', '=', transactionId)
    .executeTakeFirst();
}
