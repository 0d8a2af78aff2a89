/**
 * Edit Agreement (sync-protocol agreementEditSchema), the only change to a schedule once made
 * (DESIGN.md 5.1): price terms and the damage waiver while Pending, priced again exactly as a new
 * agreement is (the unit's cash price bounds them, the good customer discount granted at creation
 * stays, the proposed schedule is made again); the monthly due day once active (the installments
 * not yet charged move to that day of their month; a charged one keeps the date it was charged
 * on); the notes at any time. Each edit is one event in the agreement's history.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import {
  AGREEMENT_STATUS,
  addCalendarDays,
  EARLY_PURCHASE_SHARE,
  GOOD_CUSTOMER,
  installments,
  pricingRuleErrors,
  REINSTATEMENT_DAYS,
} from '@rentline/sync-protocol/rules';
import { EDIT_AGREEMENT_TEXTS } from '@rentline/sync-protocol/texts';
import type { AgreementEdit, AgreementLifecycleAnswer } from '@rentline/sync-protocol/wire';
import { badRequest, conflict } from '../../../../http/errors';
import { typed } from '../../../../db/kysely';
import { moveUnchargedToDay, replaceSchedule } from '../../../money/ledger/schedule.repository';
import { settle } from '../../../money/ledger/settle';
import { loadSettingsVersions } from '../../../money/settings/store-settings.repository';
import { settingsOn } from '../../../money/settings/money-settings';
import { recordEvent } from './agreement-events';
import { lockAgreement } from './lifecycle.service';

const PRICE_FIELDS = [
  'rentalTerm',
  'totalCost',
  'sacPrice',
  'sacPeriod',
  'earlyPurchaseDiscount',
  'damageWaiver',
] as const;

export async function editAgreement(
  em: EntityManager,
  id: number,
  edit: AgreementEdit,
  today: string,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  const changed: string[] = [];
  if (PRICE_FIELDS.some((f) => edit[f] !== undefined)) {
    if (a.status !== AGREEMENT_STATUS.pending)
      throw conflict(EDIT_AGREEMENT_TEXTS.pricedOnlyPending);
    changed.push(...(await reprice(em, id, edit, today)));
  }
  if (edit.dueDay !== undefined) {
    if (a.status !== AGREEMENT_STATUS.active && a.status !== AGREEMENT_STATUS.suspended)
      throw conflict(EDIT_AGREEMENT_TEXTS.dueDayOnlyActive);
    if (a.term !== 'Monthly')
      throw badRequest(EDIT_AGREEMENT_TEXTS.dueDayMonthly, {
        dueDay: EDIT_AGREEMENT_TEXTS.dueDayMonthly,
      });
    await moveUnchargedToDay(em, id, edit.dueDay);
    changed.push(`due day ${edit.dueDay}`);
  }
  if (edit.notes !== undefined) {
    await typed(em)
      .updateTable('agreements')
      .set({ notes: edit.notes })
      .where('id', '=', id)
      .execute();
    changed.push('notes');
  }
  await settle(em, id, today);
  await recordEvent(em, id, 'Edited', by, `Changed ${changed.join(', ')}`);
  return { success: true, agreement_status: a.status, unit_status: null, payment_id: null };
}

/** Prices the pending agreement again with the edited terms; answers what changed, in words. */
async function reprice(
  em: EntityManager,
  id: number,
  edit: AgreementEdit,
  today: string,
): Promise<string[]> {
  const row = await typed(em)
    .selectFrom('agreements as a')
    .select((eb) => [
      'a.rental_term',
      'a.total_cost',
      'a.sac_price',
      'a.sac_period_days',
      'a.early_purchase_discount',
      'a.same_as_cash_option',
      'a.good_customer_discount',
      'a.agreement_date',
      'a.damage_waiver',
      eb
        .selectFrom('agreement_items as ai')
        .select('ai.retail_price')
        .whereRef('ai.agreement_id', '=', 'a.id')
        .orderBy('ai.id')
        .limit(1)
        .as('cash'),
    ])
    .where('a.id', '=', id)
    .executeTakeFirstOrThrow();
  const term = edit.rentalTerm ?? (row.rental_term as NonNullable<AgreementEdit['rentalTerm']>);
  const totalCost = edit.totalCost ?? row.total_cost;
  const sacPrice = edit.sacPrice ?? row.sac_price ?? 0;
  const sacPeriod = edit.sacPeriod ?? row.sac_period_days ?? 0;
  const option = edit.earlyPurchaseDiscount ?? (row.early_purchase_discount === 40 ? '40' : '25');
  const damageWaiver = edit.damageWaiver ?? row.damage_waiver;
  const broken = pricingRuleErrors({
    cashPrice: row.cash === null ? null : Number(row.cash),
    totalCost,
    sacPrice,
    sacPeriod,
    sameAsCashOption: row.same_as_cash_option !== false,
  });
  const first = Object.values(broken)[0];
  if (first) throw badRequest(first, broken);
  const listCents = toCents(totalCost);
  const agreedCents = row.good_customer_discount
    ? Math.round((listCents * (100 - GOOD_CUSTOMER.discountPercent)) / 100)
    : listCents;
  const start = row.agreement_date ?? today;
  await typed(em)
    .updateTable('agreements')
    .set({
      rental_term: term,
      total_cost: toDollars(listCents),
      total_cost_after_discount: toDollars(agreedCents),
      sac_price: sacPrice,
      sac_period_days: sacPeriod,
      sac_expiration: addCalendarDays(start, sacPeriod),
      early_purchase_discount: Number(option),
      early_purchase_price: toDollars(Math.round(agreedCents * EARLY_PURCHASE_SHARE[option])),
      reinstatement_days: REINSTATEMENT_DAYS[term],
      damage_waiver: damageWaiver,
    })
    .where('id', '=', id)
    .execute();
  // The proposed schedule follows the new terms (delivery replaces it again).
  const waiverCents = damageWaiver
    ? settingsOn(await loadSettingsVersions(em), today).damageWaiverCents[term]
    : 0;
  await replaceSchedule(em, id, installments(term, agreedCents, start), waiverCents);
  return PRICE_FIELDS.filter((f) => edit[f] !== undefined).map((f) => LABELS[f]);
}

const LABELS: Record<(typeof PRICE_FIELDS)[number], string> = {
  rentalTerm: 'rental term',
  totalCost: 'total cost',
  sacPrice: 'same-as-cash price',
  sacPeriod: 'same-as-cash period',
  earlyPurchaseDiscount: 'early purchase option',
  damageWaiver: 'damage waiver',
};
