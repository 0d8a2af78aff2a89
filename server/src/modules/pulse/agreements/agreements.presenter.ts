import { toDollars } from '@rentline/sync-protocol/money';
import { AGREEMENT_STATUS, reinstateUntil } from '@rentline/sync-protocol/rules';
import type { Agreement, AgreementDetail, AgreementFinancial } from '@rentline/sync-protocol/wire';
import type { AgreementFigures } from '../../money/ledger/agreement-figures';
import type { ScheduleCounts } from './agreements.queries';
import { num, numOrNull, shareOf, strOrNull, type Row } from '../pulse-sql';

export function presentAgreement(row: Row): Agreement {
  return {
    agreement_id: num(row.agreement_id),
    custom_agreement_id: strOrNull(row.custom_agreement_id),
    customer_id: num(row.customer_id),
    customer_name: String(row.customer_name ?? ''),
    email: strOrNull(row.email),
    agreement_category: strOrNull(row.agreement_category),
    activation_date: strOrNull(row.activation_date),
    agreement_status: String(row.agreement_status),
    balance: num(row.balance),
    notes: strOrNull(row.notes),
    total_cost: num(row.total_cost),
    total_paid: num(row.total_paid),
    sacPrice: numOrNull(row.sac_price),
    sac_expiration: strOrNull(row.sac_expiration),
    next_payment_due_date: strOrNull(row.next_payment_due_date),
    days_until_due: numOrNull(row.days_until_due),
  };
}

export function presentAgreementDetail(row: Row): AgreementDetail {
  const agreement = presentAgreement(row);
  const members =
    typeof row.lessor_signature_members === 'string'
      ? JSON.parse(row.lessor_signature_members)
      : row.lessor_signature_members;
  return {
    ...agreement,
    totalCost: agreement.total_cost,
    list_price: num(row.list_price),
    good_customer_discount: row.good_customer_discount === true,
    rental_term: strOrNull(row.rental_term),
    early_purchase_discount: numOrNull(row.early_purchase_discount),
    early_purchase_price: numOrNull(row.early_purchase_price),
    sac_period_days: numOrNull(row.sac_period_days),
    reinstatement_days: numOrNull(row.reinstatement_days),
    lessor: strOrNull(row.lessor),
    agreement_date: strOrNull(row.agreement_date),
    lessor_signature_members: Array.isArray(members) ? members.map(String) : [],
    delivery_date: strOrNull(row.delivery_date),
    closed_on: strOrNull(row.closed_on),
    written_off: num(row.written_off),
    reinstate_until:
      row.agreement_status === AGREEMENT_STATUS.returned && row.closed_on
        ? reinstateUntil(String(row.closed_on), num(row.reinstatement_days))
        : null,
    fees: {
      activation: numOrNull(row.activation_fee),
      late: numOrNull(row.late_fee),
      virtual_payment: numOrNull(row.virtual_pmt_fee),
      payment_pickup: numOrNull(row.pmt_pickup_fee),
      service: numOrNull(row.svc_fee),
      field_visit: numOrNull(row.field_visit_fee),
    },
  };
}

/** The financial summary: the agreement's row and its figures from the ledger. */
export function presentFinancial(
  agreement: Row,
  schedule: ScheduleCounts,
  f: AgreementFigures,
): AgreementFinancial {
  return {
    total_cost: num(agreement.total_cost),
    total_paid: num(agreement.total_paid),
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
    sac_price: numOrNull(agreement.sac_price),
    early_purchase_price: numOrNull(agreement.early_purchase_price),
    next_payment_due_date: strOrNull(agreement.next_payment_due_date),
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
