/**
 * POST /api/agreements: a new agreement priced, numbered and scheduled on the server, its unit
 * reserved, in the caller's transaction.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { z } from 'zod';
import { toCents } from '@rentline/sync-protocol/money';
import {
  LESSOR_NAME,
  NEW_AGREEMENT_STATUS,
  installments,
  ITEM_CONDITIONS,
  priceAgreement,
  pricingRuleErrors,
  UNIT_HOLDING_AGREEMENT_STATUSES,
  UNIT_STATUS,
} from '@rentline/sync-protocol/rules';
import type { AgreementPricing, agreementCreateSchema } from '@rentline/sync-protocol/wire';
import { typed } from '../../../db/kysely';
import { badRequest } from '../../../http/errors';
import { onTimeCounts, shareOf } from '../pulse-sql';
import { replaceSchedule } from '../../money/ledger/schedule.repository';
import { settle } from '../../money/ledger/settle';
import { settingsOn } from '../../money/settings/money-settings';
import { loadSettingsVersions } from '../../money/settings/store-settings.repository';
import { nextAgreementNumber } from './agreement-number';
import { recordEvent } from './lifecycle/agreement-events';
import { lockUnitOf, moveUnit } from './lifecycle/unit-status';

type Input = z.output<typeof agreementCreateSchema>;

/** The condition folded into an item's description (sync-protocol foldCondition), to read it back. */
const CONDITION_PATTERN = `Condition: (${ITEM_CONDITIONS.join('|')})`;

/** The customer's on-time share over all their agreements (definition in ../pulse-sql.ts). */
async function customerOnTimeShare(em: EntityManager, customerId: number, today: string) {
  const row = await typed(em)
    .selectFrom('scheduled_payments as sp')
    .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
    .select(onTimeCounts(today))
    .where('a.customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
  return shareOf(row.on_time, row.considered);
}

async function lockInStockItem(em: EntityManager, itemId: string) {
  const k = typed(em);
  const item = await k
    .selectFrom('flow_items as f')
    .leftJoin('categories as cat', 'cat.id', 'f.category_id')
    .leftJoin('vendors as v', 'v.id', 'f.vendor_id')
    .select((eb) => [
      'f.id',
      'f.name',
      'f.status',
      'f.retail_price',
      'f.our_cost',
      'cat.name as category',
      'v.name as vendor_name',
      eb
        .fn<string | null>('substring', ['f.description', eb.val(CONDITION_PATTERN)])
        .as('item_condition'),
    ])
    .where('f.id', '=', itemId)
    .forUpdate('f')
    .executeTakeFirst();
  if (!item)
    throw badRequest('The selected item was not found', {
      selectedProperty: 'The selected item was not found',
    });
  // A unit on a pending, active or suspended agreement is not offered to another.
  const held = await k
    .selectFrom('agreement_items as ai')
    .innerJoin('agreements as a', 'a.id', 'ai.agreement_id')
    .select('a.custom_agreement_id')
    .where('ai.flow_item_id', '=', itemId)
    .where('a.agreement_status', 'in', UNIT_HOLDING_AGREEMENT_STATUSES)
    .limit(1)
    .executeTakeFirst();
  if (held) {
    const message = `${item.name} is already on agreement ${String(held.custom_agreement_id)}`;
    throw badRequest(message, { selectedProperty: message });
  }
  if (item.status !== 'In-Stock') {
    const message = `${item.name} is not in stock`;
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
  const k = typed(em);
  const customer = await k
    .selectFrom('customers')
    .select('id')
    .where('id', '=', input.whoIsThisFor)
    .executeTakeFirst();
  if (!customer) throw badRequest('Customer not found', { whoIsThisFor: 'Customer not found' });
  const item = await lockInStockItem(em, input.selectedProperty);
  const broken = pricingRuleErrors({
    cashPrice: item.retail_price,
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
  const { id: agreementId } = await k
    .insertInto('agreements')
    .values({
      custom_agreement_id: number,
      customer_id: input.whoIsThisFor,
      agreement_category: item.category,
      agreement_status: NEW_AGREEMENT_STATUS,
      rental_term: input.rentalTerm,
      activation_date: sql`now()`,
      total_cost: pricing.list_price,
      total_cost_after_discount: pricing.total_cost,
      good_customer_discount: pricing.good_customer_discount,
      sac_price: pricing.sac_price,
      sac_period_days: pricing.sac_period_days,
      sac_expiration: pricing.sac_expiration,
      same_as_cash_option: input.sameAsCashOption,
      early_purchase_discount: Number(pricing.early_purchase_discount),
      early_purchase_price: pricing.early_purchase_price,
      activation_fee: input.activationFee,
      late_fee: input.lateFee,
      virtual_pmt_fee: input.virtualPmt,
      pmt_pickup_fee: input.pmtFld,
      svc_fee: input.svcFee,
      field_visit_fee: input.feldVisit,
      reinstatement_days: pricing.reinstatement_days,
      lessor: LESSOR_NAME,
      agreement_date: today,
      lessor_signature_members: input.lessorSignatureMembers,
      damage_waiver: input.damageWaiver,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await k
    .insertInto('agreement_items')
    .values({
      agreement_id: agreementId,
      flow_item_id: item.id,
      item_name: item.name,
      category: item.category,
      item_condition: item.item_condition,
      item_status: item.status,
      retail_price: item.retail_price,
      our_cost: item.our_cost,
      vendor_name: item.vendor_name,
    })
    .execute();
  const unit = await lockUnitOf(em, agreementId);
  if (unit) await moveUnit(em, unit, UNIT_STATUS.reserved, -1);
  await recordEvent(em, agreementId, 'Created', by, `${number} for ${item.name}`);
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
