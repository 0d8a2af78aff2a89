/**
 * Edit Agreement (sync-protocol agreementEditSchema): price terms while Pending, priced again
 * exactly as a new agreement is (the unit's cash price bounds them, the good customer discount
 * granted at creation stays, the proposed schedule is made again); the monthly due day once
 * active (every unpaid installment moves to that day of its month); the notes at any time.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import {
  AGREEMENT_STATUS,
  addCalendarDays,
  EARLY_PURCHASE_SHARE,
  EDIT_AGREEMENT_TEXTS,
  GOOD_CUSTOMER,
  installments,
  pricingRuleErrors,
  REINSTATEMENT_DAYS,
  type AgreementEdit,
  type AgreementLifecycleAnswer,
} from '@rentline/sync-protocol';
import { badRequest, conflict } from '../../../../http/errors';
import { cents, dollars, isoDate, num, numOrNull, type Row } from '../../pulse-sql';
import { recordEvent } from './agreement-events';
import { lockAgreement } from './lifecycle.service';

const PRICE_FIELDS = [
  'rentalTerm',
  'totalCost',
  'sacPrice',
  'sacPeriod',
  'earlyPurchaseDiscount',
] as const;

export async function editAgreement(
  em: EntityManager,
  id: number,
  edit: AgreementEdit,
  by: number,
): Promise<AgreementLifecycleAnswer> {
  const a = await lockAgreement(em, id);
  const changed: string[] = [];
  if (PRICE_FIELDS.some((f) => edit[f] !== undefined)) {
    if (a.status !== AGREEMENT_STATUS.pending)
      throw conflict(EDIT_AGREEMENT_TEXTS.pricedOnlyPending);
    changed.push(...(await reprice(em, id, edit, a.paidCents)));
  }
  if (edit.dueDay !== undefined) {
    if (a.status !== AGREEMENT_STATUS.active && a.status !== AGREEMENT_STATUS.suspended)
      throw conflict(EDIT_AGREEMENT_TEXTS.dueDayOnlyActive);
    if (a.term !== 'Monthly')
      throw badRequest(EDIT_AGREEMENT_TEXTS.dueDayMonthly, {
        dueDay: EDIT_AGREEMENT_TEXTS.dueDayMonthly,
      });
    await em.execute(
      `update scheduled_payments
       set due_date = make_date(extract(year from due_date)::int, extract(month from due_date)::int, ?)
       where agreement_id = ? and status <> 'paid'`,
      [edit.dueDay, id],
    );
    changed.push(`due day ${edit.dueDay}`);
  }
  if (edit.notes !== undefined) {
    await em.execute('update agreements set notes = ? where id = ?', [edit.notes, id]);
    changed.push('notes');
  }
  await recordEvent(em, id, 'Edited', by, `Changed ${changed.join(', ')}`);
  return { success: true, agreement_status: a.status, unit_status: null, payment_id: null };
}

/** Prices the pending agreement again with the edited terms; answers what changed, in words. */
async function reprice(
  em: EntityManager,
  id: number,
  edit: AgreementEdit,
  paidCents: number,
): Promise<string[]> {
  const [row] = await em.execute<Row[]>(
    `select a.rental_term, a.total_cost, a.sac_price, a.sac_period_days, a.early_purchase_discount,
       a.same_as_cash_option, a.good_customer_discount, ${isoDate('a.agreement_date')} as agreement_date,
       (select ai.retail_price from agreement_items ai where ai.agreement_id = a.id order by ai.id limit 1) as cash
     from agreements a where a.id = ?`,
    [id],
  );
  const term =
    edit.rentalTerm ?? (String(row!.rental_term) as NonNullable<AgreementEdit['rentalTerm']>);
  const totalCost = edit.totalCost ?? num(row!.total_cost);
  const sacPrice = edit.sacPrice ?? num(row!.sac_price);
  const sacPeriod = edit.sacPeriod ?? num(row!.sac_period_days);
  const option =
    edit.earlyPurchaseDiscount ?? (String(row!.early_purchase_discount) === '40' ? '40' : '25');
  const broken = pricingRuleErrors({
    cashPrice: numOrNull(row!.cash),
    totalCost,
    sacPrice,
    sacPeriod,
    sameAsCashOption: row!.same_as_cash_option !== false,
  });
  const first = Object.values(broken)[0];
  if (first) throw badRequest(first, broken);
  const listCents = cents(totalCost);
  const agreedCents =
    row!.good_customer_discount === true
      ? Math.round((listCents * (100 - GOOD_CUSTOMER.discountPercent)) / 100)
      : listCents;
  const start = String(row!.agreement_date);
  await em.execute(
    `update agreements set rental_term = ?, total_cost = ?, total_cost_after_discount = ?, sac_price = ?,
       sac_period_days = ?, sac_expiration = ?::date, early_purchase_discount = ?, early_purchase_price = ?,
       reinstatement_days = ? where id = ?`,
    [
      term,
      dollars(listCents),
      dollars(agreedCents),
      sacPrice,
      sacPeriod,
      addCalendarDays(start, sacPeriod),
      Number(option),
      dollars(Math.round(agreedCents * EARLY_PURCHASE_SHARE[option])),
      REINSTATEMENT_DAYS[term],
      id,
    ],
  );
  // The proposed schedule follows the new terms (delivery replaces it again).
  await em.execute(
    `delete from scheduled_payments where agreement_id = ? and status <> 'paid' and amount_paid = 0`,
    [id],
  );
  const schedule = installments(term, Math.max(agreedCents - paidCents, 0), start);
  if (agreedCents - paidCents > 0)
    await em.execute(
      `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_paid, status)
       values ${schedule.map(() => "(?, ?, ?::date, ?, 0, 'pending')").join(', ')}`,
      schedule.flatMap((s) => [uuidv7(), id, s.due_date, dollars(s.amount_cents)]),
    );
  return PRICE_FIELDS.filter((f) => edit[f] !== undefined).map((f) => LABELS[f]);
}

const LABELS: Record<(typeof PRICE_FIELDS)[number], string> = {
  rentalTerm: 'rental term',
  totalCost: 'total cost',
  sacPrice: 'same-as-cash price',
  sacPeriod: 'same-as-cash period',
  earlyPurchaseDiscount: 'early purchase option',
};
