import { toDollars } from '@rentline/sync-protocol/money';
import { AGREEMENT_STATUS, reinstateUntil } from '@rentline/sync-protocol/rules';
import type { Agreement, AgreementDetail, AgreementFinancial } from '@rentline/sync-protocol/wire';
import type { AgreementFigures } from '../../money/ledger/agreement-figures';
import type { AgreementRow, ScheduleCounts } from './agreements.queries';
import { shareOf } from '../pulse-sql';

export function presentAgreement(row: AgreementRow): Agreement {
  return {
    agreement_id: row.agreement_id,
    custom_agreement_id: row.custom_agreement_id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    email: row.email,
    agreement_category: row.agreement_category,
    // A timestamptz comes as a Date (db/entity-values.ts); the API answers it in ISO 8601 UTC.
    activation_date: row.activation_date?.toISOString() ?? null,
    agreement_status: row.agreement_status,
    balance: row.balance,
    notes: row.notes,
    total_cost: row.total_cost,
    total_paid: row.total_paid,
    sacPrice: row.sac_price,
    sac_expiration: row.sac_expiration,
    next_payment_due_date: row.next_payment_due_date,
    days_until_due: row.days_until_due,
  };
}

export function presentAgreementDetail(row: AgreementRow): AgreementDetail {
  const agreement = presentAgreement(row);
  return {
    ...agreement,
    totalCost: agreement.total_cost,
    list_price: row.list_price,
    good_customer_discount: row.good_customer_discount,
    rental_term: row.rental_term,
    early_purchase_discount: row.early_purchase_discount,
    early_purchase_price: row.early_purchase_price,
    sac_period_days: row.sac_period_days,
    reinstatement_days: row.reinstatement_days,
    lessor: row.lessor,
    agreement_date: row.agreement_date,
    lessor_signature_members: row.lessor_signature_members,
    delivery_date: row.delivery_date,
    closed_on: row.closed_on,
    written_off: row.written_off,
    reinstate_until:
      row.agreement_status === AGREEMENT_STATUS.returned && row.closed_on
        ? reinstateUntil(row.closed_on, row.reinstatement_days ?? 0)
        : null,
    fees: {
      activation: row.activation_fee,
      late: row.late_fee,
      virtual_payment: row.virtual_pmt_fee,
      payment_pickup: row.pmt_pickup_fee,
      service: row.svc_fee,
      field_visit: row.field_visit_fee,
    },
  };
}

/** The financial summary: the agreement's row and its figures from the ledger. */
export function presentFinancial(
  agreement: AgreementRow,
  schedule: ScheduleCounts,
  f: AgreementFigures,
): AgreementFinancial {
  return {
    total_cost: agreement.total_cost,
    total_paid: agreement.total_paid,
    balance: toDollars(f.balanceCents),
    amount_due: toDollars(f.amountDueCents),
    past_due: toDollars(f.pastDueCents),
    payoff_today: f.payoffCents === null ? null : toDollars(f.payoffCents),
    paid: {
      rent: toDollars(f.paid.rent),
      damage_waiver: toDollars(f.paid.damageWaiver),
      fees: toDollars(f.paid.fees),
      tax: toDollars(f.paid.tax),
    },
    sac_price: agreement.sac_price,
    early_purchase_price: agreement.early_purchase_price,
    next_payment_due_date: agreement.next_payment_due_date,
    payments_made: schedule.payments_made,
    payments_remaining: schedule.payments_remaining,
    on_time_share: shareOf(schedule.on_time, schedule.considered),
    damage_waiver: toDollars(f.damageWaiverCents),
    activation: f.activation && {
      rent: toDollars(f.activation.rent),
      damage_waiver: toDollars(f.activation.damageWaiver),
      fee: toDollars(f.activation.fee),
      tax: toDollars(f.activation.tax),
      total: toDollars(f.activation.total),
    },
  };
}
