import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import {
  LESSOR_NAME,
  NEW_AGREEMENT_STATUS,
  type AgreementPricing,
  type agreementCreateSchema,
  installments,
  ITEM_CONDITIONS,
  priceAgreement,
  pricingRuleErrors,
  UNIT_HOLDING_AGREEMENT_STATUSES,
  UNIT_STATUS,
  toCents,
  INSTALLMENT_STATUS,
} from '@rentline/sync-protocol';
import { badRequest } from '../../../http/errors';
import { num, shareOf, type Row } from '../pulse-sql';
import { replaceSchedule } from '../../money/ledger/schedule.repository';
import { settle } from '../../money/ledger/settle';
import { settingsOn } from '../../money/settings/money-settings';
import { loadSettingsVersions } from '../../money/settings/store-settings.repository';
import { recordEvent } from './lifecycle/agreement-events';
import { lockUnitOf, moveUnit } from './lifecycle/unit-status';

type Input = z.output<typeof agreementCreateSchema>;

/** The condition folded into an item's description (sync-protocol foldCondition), to read it back. */
const CONDITION_PATTERN = `Condition: (${ITEM_CONDITIONS.join('|')})`;

/** Serialises agreement numbering between concurrent creations (transaction-scoped lock). */
const NUMBERING_LOCK = 7_301_001;

/** The customer's on-time share over all their agreements (definition in ../pulse-sql.ts). */
async function customerOnTimeShare(em: EntityManager, customerId: number, today: string) {
  const [row] = await em.execute<Row[]>(
    `select count(*) filter (where sp.status = '${INSTALLMENT_STATUS.paid}' or sp.due_date < ?::date) as considered,
            count(*) filter (where sp.status = '${INSTALLMENT_STATUS.paid}' and sp.paid_on_time) as on_time
     from scheduled_payments sp join agreements a on a.id = sp.agreement_id where a.customer_id = ?`,
    [today, customerId],
  );
  return shareOf(num(row!.on_time), num(row!.considered));
}

/** 'AGR-<year>-<5 digits>', the next number of the year. */
async function nextAgreementNumber(em: EntityManager, year: string): Promise<string> {
  await em.execute('select pg_advisory_xact_lock(?)', [NUMBERING_LOCK]);
  const [row] = await em.execute<Row[]>(
    `select coalesce(max(substring(custom_agreement_id from 10)::int), 0) as n from agreements
     where custom_agreement_id ~ ?`,
    [`^AGR-${year}-[0-9]{5,}$`],
  );
  return `AGR-${year}-${String(num(row!.n) + 1).padStart(5, '0')}`;
}

async function lockInStockItem(em: EntityManager, itemId: string): Promise<Row> {
  const [item] = await em.execute<Row[]>(
    `select f.id, f.name, f.status, f.retail_price, f.our_cost, cat.name as category, v.name as vendor_name,
       substring(f.description, ?) as item_condition
     from flow_items f left join categories cat on cat.id = f.category_id left join vendors v on v.id = f.vendor_id
     where f.id = ? for update of f`,
    [CONDITION_PATTERN, itemId],
  );
  if (!item)
    throw badRequest('The selected item was not found', {
      selectedProperty: 'The selected item was not found',
    });
  // A unit on a pending, active or suspended agreement is not offered to another.
  const [held] = await em.execute<Row[]>(
    `select a.custom_agreement_id from agreement_items ai join agreements a on a.id = ai.agreement_id
      where ai.flow_item_id = ? and a.agreement_status in (${UNIT_HOLDING_AGREEMENT_STATUSES.map(() => '?').join(', ')})
      limit 1`,
    [itemId, ...UNIT_HOLDING_AGREEMENT_STATUSES],
  );
  if (held) {
    const message = `${String(item.name)} is already on agreement ${String(held.custom_agreement_id)}`;
    throw badRequest(message, { selectedProperty: message });
  }
  if (item.status !== 'In-Stock') {
    const message = `${String(item.name)} is not in stock`;
    throw badRequest(message, { selectedProperty: message });
  }
  return item;
}

/**
 * Creates a Lease Purchase Agreement priced on the server (./agreement-pricing.ts): status
 * 'Pending Progress', the item copied into agreement_items and its unit reserved
 * (lifecycle/unit-status.ts), and the proposed year of installments (replaced at delivery).
 */
export async function createAgreement(
  em: EntityManager,
  input: Input,
  today: string,
  by: number | null,
) {
  const [customer] = await em.execute<Row[]>('select id from customers where id = ?', [
    input.whoIsThisFor,
  ]);
  if (!customer) throw badRequest('Customer not found', { whoIsThisFor: 'Customer not found' });
  const item = await lockInStockItem(em, input.selectedProperty);
  const broken = pricingRuleErrors({
    cashPrice: item.retail_price === null ? null : Number(item.retail_price),
    totalCost: input.totalCost,
    sacPrice: input.sacPrice,
    sacPeriod: input.sacPeriod,
    sameAsCashOption: input.sameAsCashOption,
  });
  const firstBroken = Object.values(broken)[0];
  if (firstBroken) throw badRequest(firstBroken, broken);
  const pricing: AgreementPricing = priceAgreement(
    input,
    await customerOnTimeShare(em, input.whoIsThisFor, today),
    today,
  );
  const number = await nextAgreementNumber(em, today.slice(0, 4));
  const [agreement] = await em.execute<Row[]>(
    `insert into agreements (custom_agreement_id, customer_id, agreement_category, agreement_status, rental_term,
       activation_date, total_cost, total_cost_after_discount, good_customer_discount, sac_price, sac_period_days,
       sac_expiration, same_as_cash_option, early_purchase_discount, early_purchase_price, activation_fee, late_fee,
       virtual_pmt_fee, pmt_pickup_fee, svc_fee, field_visit_fee, reinstatement_days, lessor, agreement_date,
       lessor_signature_members, damage_waiver)
     values (?, ?, ?, ?, ?, now(), ?, ?, ?, ?, ?, ?::date, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::date, ?::jsonb, ?) returning id`,
    [
      number,
      input.whoIsThisFor,
      item.category ?? null,
      NEW_AGREEMENT_STATUS,
      input.rentalTerm,
      pricing.list_price,
      pricing.total_cost,
      pricing.good_customer_discount,
      pricing.sac_price,
      pricing.sac_period_days,
      pricing.sac_expiration,
      input.sameAsCashOption,
      Number(pricing.early_purchase_discount),
      pricing.early_purchase_price,
      input.activationFee,
      input.lateFee,
      input.virtualPmt,
      input.pmtFld,
      input.svcFee,
      input.feldVisit,
      pricing.reinstatement_days,
      LESSOR_NAME,
      today,
      JSON.stringify(input.lessorSignatureMembers),
      input.damageWaiver,
    ],
  );
  const agreementId = num(agreement!.id);
  await em.execute(
    `insert into agreement_items (agreement_id, flow_item_id, item_name, category, item_condition, item_status,
       retail_price, our_cost, vendor_name) values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      agreementId,
      item.id,
      item.name,
      item.category ?? null,
      item.item_condition ?? null,
      item.status,
      item.retail_price ?? null,
      item.our_cost ?? null,
      item.vendor_name ?? null,
    ],
  );
  const unit = await lockUnitOf(em, agreementId);
  if (unit) await moveUnit(em, unit, UNIT_STATUS.reserved, -1);
  await recordEvent(em, agreementId, 'Created', by, `${number} for ${String(item.name)}`);
  const waiverCents = input.damageWaiver
    ? settingsOn(await loadSettingsVersions(em), today).damageWaiverCents[input.rentalTerm]
    : 0;
  await replaceSchedule(
    em,
    agreementId,
    installments(input.rentalTerm, toCents(pricing.total_cost), today),
    waiverCents,
  );
  await settle(em, agreementId, today);
  return { agreementId, customAgreementId: number, pricing };
}
