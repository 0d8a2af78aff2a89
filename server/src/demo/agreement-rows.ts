/**
 * The agreements as written: the price figures derive from the schedule (its sum is the agreed
 * total, after the good customer discount where granted) and the store's default fees.
 */
import { toDollars } from '@rentline/sync-protocol/money';
import {
  AGREEMENT_DEFAULTS,
  EARLY_PURCHASE_SHARE,
  GOOD_CUSTOMER,
  LESSOR_NAME,
  REINSTATEMENT_DAYS,
} from '@rentline/sync-protocol/rules';
import type { Clock } from './calendar';
import { isoDay } from './calendar';
import type { Agreement } from './dataset';
import { ROW_STATUS } from './dataset';

import type { Row } from './insert';
import { tookDamageWaiver, type DemoLedger } from './ledger';
import { priceOf } from './inventory';

/** `lessor_signature_members` is JSON text, to be cast to jsonb. */
export function agreementRows(
  agreements: Agreement[],
  clock: Clock,
  ledger: DemoLedger,
  today: number,
): Row[] {
  const keep = 1 - GOOD_CUSTOMER.discountPercent / 100;
  return agreements.map((a) => {
    const agreed = a.base * a.n + (a.adjustRow >= 0 ? a.adjustCents : 0);
    const total = a.discount ? Math.round(agreed / keep) : agreed;
    const afterDiscount = a.discount ? agreed : Math.round(total * keep);
    const paidCents = a.rows.reduce((s, r) => s + (r.status === ROW_STATUS.paid ? r.amount : 0), 0);
    const retail = a.items.reduce((s, i) => s + priceOf(i), 0);
    const earlyShare = EARLY_PURCHASE_SHARE[String(a.earlyOption) as '25' | '40'];
    const activation = clock.iso(a.activationDay, a.activationMinute);
    const money_ = ledger.figures.get(a.id)!;
    return {
      id: a.id,
      custom_agreement_id: a.customId,
      customer_id: a.customer.id,
      agreement_category: a.items[0]?.categoryName ?? null,
      agreement_status: a.status,
      rental_term: a.term,
      activation_date: activation,
      total_cost: toDollars(total),
      total_cost_after_discount: toDollars(afterDiscount),
      good_customer_discount: a.discount,
      sac_price: toDollars(Math.min(Math.round(retail * 1.08), total)),
      sac_period_days: a.sacDays,
      sac_expiration: isoDay(a.activationDay + a.sacDays),
      same_as_cash_option: a.sameAsCash,
      early_purchase_discount: a.earlyOption,
      early_purchase_price: toDollars(Math.max(0, Math.round((agreed - paidCents) * earlyShare))),
      activation_fee: AGREEMENT_DEFAULTS.activationFee,
      late_fee: AGREEMENT_DEFAULTS.lateFee,
      virtual_pmt_fee: AGREEMENT_DEFAULTS.virtualPmt,
      pmt_pickup_fee: AGREEMENT_DEFAULTS.pmtFld,
      svc_fee: AGREEMENT_DEFAULTS.svcFee,
      field_visit_fee: AGREEMENT_DEFAULTS.feldVisit,
      reinstatement_days: REINSTATEMENT_DAYS[a.term],
      lessor: LESSOR_NAME,
      agreement_date: isoDay(a.activationDay),
      lessor_signature_members: JSON.stringify(a.signers),
      notes: a.notes,
      created_at: activation,
      damage_waiver: tookDamageWaiver(a),
      total_paid: toDollars(money_.totalPaidCents),
      amount_due: toDollars(money_.amountDueCents),
      balance: toDollars(money_.balanceCents),
      settled_on: isoDay(today),
    };
  });
}

/** The items of each agreement as they were when it was signed. */
export function agreementItemRows(agreements: Agreement[]): Row[] {
  return agreements
    .flatMap((a) => a.items.map((i) => ({ a, i })))
    .map(({ a, i }, k) => ({
      id: k + 1,
      agreement_id: a.id,
      flow_item_id: i.id,
      item_name: i.name,
      category: i.categoryName,
      item_condition: i.condition,
      // Every unit is in stock when an agreement takes it (agreements.service.ts).
      item_status: 'In-Stock',
      retail_price: i.retailCents === null ? null : toDollars(i.retailCents),
      our_cost: toDollars(i.costCents),
      vendor_name: i.vendorName,
    }));
}
