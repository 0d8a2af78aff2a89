/**
 * An agreement's payment history (GET /api/agreements/{id}/history): its installments in due
 * order, each with all it costs and what was paid of it (derived from the ledger by the money
 * module), and its payments newest first, each with who took it, its receipt number, the fees and
 * tax it paid, and its reversal if it was reversed.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toDollars } from '@rentline/sync-protocol/money';
import {
  receiptNumber,
  type Tender,
  INSTALLMENT_STATUS,
  type InstallmentStatus,
} from '@rentline/sync-protocol/rules';
import type { AgreementHistory } from '@rentline/sync-protocol/wire';
import { typed } from '../../../db/kysely';
import { assertAgreement } from '../../pulse/agreements/agreements.queries';
import { storeYear } from './store-year';

export async function agreementHistory(
  em: EntityManager,
  agreementId: number,
  settings: { today: string; timeZone: string },
): Promise<AgreementHistory> {
  await assertAgreement(em, agreementId);
  const k = typed(em);
  const installments = await k
    .selectFrom('scheduled_payments as sp')
    .leftJoin('ledger_entries as lf', (j) =>
      j.onRef('lf.installment_id', '=', 'sp.id').on('lf.kind', '=', 'late_fee'),
    )
    .select([
      'sp.id',
      'sp.due_date',
      'sp.expected_amount',
      'sp.damage_waiver',
      'sp.amount_due',
      'sp.amount_paid',
      'sp.amount_credited',
      'sp.status',
      'sp.paid_on_time',
      'lf.amount_cents as late_fee_cents',
    ])
    .where('sp.agreement_id', '=', agreementId)
    .orderBy('sp.due_date')
    .orderBy('sp.id')
    .execute();
  const payments = await k
    .selectFrom('payments as p')
    .leftJoin('employees as e', 'e.id', 'p.taken_by')
    .leftJoin('ledger_entries as r', (j) =>
      j.onRef('r.payment_id', '=', 'p.id').on('r.kind', '=', 'reversal'),
    )
    .leftJoin('employees as re', 're.id', 'r.employee_id')
    .select([
      'p.id',
      'p.group_id',
      'p.created_at',
      'p.amount_paid',
      'p.payment_method',
      'p.tender',
      'p.payment_status',
      'p.success',
      'p.fees_cents',
      'p.tax_cents',
      'e.full_name as taken_by',
      'r.reason as reversal_reason',
      'r.created_at as reversed_at',
      're.full_name as reversed_by',
      (eb) =>
        eb
          .selectFrom('payments as g')
          .select((g) => g.fn.min('g.id').as('first'))
          .whereRef('g.group_id', '=', 'p.group_id')
          .as('group_first'),
    ])
    .where('p.agreement_id', '=', agreementId)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .execute();
  return {
    installments: installments.map((r) => {
      const owed = r.status === INSTALLMENT_STATUS.pending;
      const status =
        owed && r.due_date < settings.today ? 'overdue' : (r.status as InstallmentStatus);
      const late =
        status === INSTALLMENT_STATUS.paid
          ? r.paid_on_time === null
            ? null
            : !r.paid_on_time
          : status === 'overdue'
            ? true
            : status === INSTALLMENT_STATUS.closed
              ? null
              : null;
      return {
        scheduled_payment_id: r.id,
        due_date: r.due_date,
        expected_amount: r.expected_amount,
        amount_paid: r.amount_paid,
        status,
        late,
        late_fee: r.late_fee_cents === null ? null : toDollars(r.late_fee_cents),
        damage_waiver: r.damage_waiver,
        amount_due: r.amount_due,
      };
    }),
    payments: payments.map((r) => {
      const at = new Date(r.created_at);
      const first = r.group_first === null ? r.id : Number(r.group_first);
      return {
        payment_id: r.id,
        created_at: at.toISOString(),
        amount_paid: r.amount_paid,
        payment_method: r.payment_method,
        tender: r.tender as Tender,
        payment_status: r.payment_status,
        success: r.success,
        taken_by: r.taken_by,
        receipt_number: r.success ? receiptNumber(first, storeYear(at, settings.timeZone)) : null,
        fees: toDollars(r.fees_cents),
        tax: toDollars(r.tax_cents),
        reversal: r.reversal_reason
          ? {
              reason: r.reversal_reason,
              at: r.reversed_at!.toISOString(),
              by: r.reversed_by,
            }
          : null,
      };
    }),
  };
}
