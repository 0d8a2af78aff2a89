/**
 * Factories for Pulse rows (customers, agreements, installments, payments, exceptions, items).
 * Dates are store dates (yyyy-MM-dd); timestamps are placed at noon of a store date in the
 * store's time zone, so "today" logic is tested the way the store sees it.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { addDays, format, parseISO } from 'date-fns';
import { v7 as uuidv7 } from 'uuid';
import { toCents } from '@rentline/sync-protocol/money';
import { tenderOfMethod } from '@rentline/sync-protocol/rules';
import { nextVersion } from '../db/versioning';
import { storeToday } from '../lib/store-time';
import { settle } from '../modules/money/ledger/settle';
import { isOpen } from '../modules/money/ledger/agreement-head';
import { receiptFactsOf } from '../modules/money/payments/credit';
import { fixReceiptFacts } from '../modules/money/payments/payments.repository';

export const STORE_TZ = 'America/New_York';
/** `offset` days from the store date `today`. */
export const dayFrom = (today: string, offset: number) =>
  format(addDays(parseISO(today), offset), 'yyyy-MM-dd');
const noonOf = `(?::date + time '12:00') at time zone ?`;
const idOf = (rows: { id: unknown }[]) => rows[0]!.id;

export async function insertContact(
  em: EntityManager,
  f: { full_name: string; email?: string; primary_phone?: string; payment_frequency?: string },
) {
  const id = uuidv7();
  await em.execute(
    `insert into contacts (id, full_name, email, address, primary_phone, payment_frequency, version) values (?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      f.full_name,
      f.email ?? `${f.full_name.split(' ')[0]!.toLowerCase()}@example.com`,
      '1 Main St',
      f.primary_phone ?? '555-0100',
      f.payment_frequency ?? null,
      await nextVersion(em),
    ],
  );
  return id;
}

export async function insertCustomer(
  em: EntityManager,
  f: {
    contactId: string;
    account_status?: 'Active' | 'Inactive';
    payment_frequency?: string | null;
    next_account_due_date?: string | null;
  },
) {
  const rows = await em.execute<{ id: number }[]>(
    `insert into customers (contact_id, account_status, payment_frequency, next_account_due_date, version) values (?, ?, ?, ?::date, ?) returning id`,
    [
      f.contactId,
      f.account_status ?? 'Active',
      f.payment_frequency ?? null,
      f.next_account_due_date ?? null,
      await nextVersion(em),
    ],
  );
  return Number(idOf(rows));
}

/** A contact with a customer account. */
export async function insertCustomerWithContact(
  em: EntityManager,
  name: string,
  f: Omit<Parameters<typeof insertCustomer>[1], 'contactId'> = {},
) {
  return insertCustomer(em, { ...f, contactId: await insertContact(em, { full_name: name }) });
}

export async function insertAgreement(
  em: EntityManager,
  f: {
    customer_id: number;
    custom_agreement_id: string;
    agreement_status: string;
    total_cost: number;
    activated_on: string;
    sac_price?: number;
    sac_expiration?: string;
    early_purchase_discount?: 25 | 40 | null;
    rental_term?: string;
    good_customer_discount?: boolean;
    total_cost_after_discount?: number | null;
  },
) {
  const rows = await em.execute<{ id: number }[]>(
    `insert into agreements (custom_agreement_id, customer_id, agreement_category, agreement_status, rental_term, activation_date,
       total_cost, total_cost_after_discount, good_customer_discount, sac_price, sac_expiration, early_purchase_discount)
     values (?, ?, 'Furniture', ?, ?, ${noonOf}, ?, ?, ?, ?, ?::date, ?) returning id`,
    [
      f.custom_agreement_id,
      f.customer_id,
      f.agreement_status,
      f.rental_term ?? 'Monthly',
      f.activated_on,
      STORE_TZ,
      f.total_cost,
      f.total_cost_after_discount ?? null,
      f.good_customer_discount ?? false,
      f.sac_price ?? null,
      f.sac_expiration ?? null,
      f.early_purchase_discount ?? null,
    ],
  );
  return Number(idOf(rows));
}

/** An installment of the schedule; what is derived of it comes from settling (settleAt). */
async function insertScheduledPayment(
  em: EntityManager,
  f: { agreement_id: number; due_date: string; expected_amount: number },
) {
  const id = uuidv7();
  await em.execute(
    `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_due) values (?, ?, ?::date, ?, ?)`,
    [id, f.agreement_id, f.due_date, f.expected_amount, f.expected_amount],
  );
  return id;
}

/**
 * A payment taken on `paid_on` (at noon, the store's time, or at `time`, 'HH:MM'). One that went
 * through is credited in its agreement's ledger at that time, as the money module would have, and
 * the agreement settled.
 */
export async function insertPayment(
  em: EntityManager,
  f: {
    agreement_id: number;
    scheduled_payment_id?: string | null;
    amount_paid: number;
    success: boolean;
    payment_status: string;
    paid_on: string;
    payment_method?: string;
    transaction_id?: string;
    /** The store's time of day it was taken; default noon. */
    time?: string;
  },
) {
  const method = f.payment_method ?? 'Cash';
  const at = `(?::date + ?::time) at time zone ?`;
  const time = f.time ?? '12:00';
  const rows = await em.execute<{ id: number }[]>(
    `insert into payments (agreement_id, scheduled_payment_id, amount_paid, payment_method, tender, payment_status, success, transaction_id, created_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, ${at}) returning id`,
    [
      f.agreement_id,
      f.scheduled_payment_id ?? null,
      f.amount_paid,
      method,
      tenderOfMethod(method),
      f.payment_status,
      f.success,
      f.transaction_id ?? null,
      f.paid_on,
      time,
      STORE_TZ,
    ],
  );
  const id = Number(idOf(rows));
  if (f.success) {
    const [credit] = await em.execute<{ id: number }[]>(
      `insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, payment_id, created_at)
       values (?, 'payment', ?, ?::date, ?, ${at}) returning id`,
      [f.agreement_id, -toCents(f.amount_paid), f.paid_on, id, f.paid_on, time, STORE_TZ],
    );
    const m = await settle(em, f.agreement_id, storeToday(STORE_TZ));
    await fixReceiptFacts(
      em,
      id,
      receiptFactsOf(m.entries, Number(credit!.id), m.schedule, isOpen(m.head.status)),
    );
  }
  return id;
}

/** Settles the agreement as the money module does after any money step (its figures derived). */
export async function settleAt(
  em: EntityManager,
  agreementId: number,
  today = storeToday(STORE_TZ),
) {
  await settle(em, agreementId, today);
}

/**
 * An installment paid on `paid_on` (on time when not after its due date) with its successful
 * payment, or left unpaid when `paid_on` is null.
 */
export async function insertInstallment(
  em: EntityManager,
  agreementId: number,
  dueDate: string,
  amount: number,
  paidOn: string | null,
) {
  const paid = paidOn !== null;
  const spId = await insertScheduledPayment(em, {
    agreement_id: agreementId,
    due_date: dueDate,
    expected_amount: amount,
  });
  if (paid) {
    // Charged on its due date, or when paid ahead of it (money/ledger/post.ts).
    const chargedOn = paidOn < dueDate ? paidOn : dueDate;
    await em.execute(
      `insert into ledger_entries (agreement_id, kind, amount_cents, effective_date, installment_id, created_at)
       values (?, 'rent', ?, ?::date, ?, ${noonOf})`,
      [agreementId, toCents(amount), dueDate, spId, chargedOn, STORE_TZ],
    );
    await em.execute('update scheduled_payments set charged = true where id = ?', [spId]);
  }
  if (paid)
    await insertPayment(em, {
      agreement_id: agreementId,
      scheduled_payment_id: spId,
      amount_paid: amount,
      success: true,
      payment_status: 'completed',
      paid_on: paidOn,
    });
  else await settleAt(em, agreementId);
  return spId;
}

/**
 * A customer of their own (a new contact named `name`) with one agreement (Active unless given,
 * a custom id no other agreement has) and its installments of 100.00 (or `amount`), each
 * `[due, paidOn]`: paid on that store date, or left unpaid when null; settled as of today. The
 * rows one test owns: what it does to them changes no other test's figures.
 */
export async function insertAccount(
  em: EntityManager,
  f: {
    name: string;
    activated_on: string;
    total_cost: number;
    installments: [due: string, paidOn: string | null][];
    agreement_status?: string;
    amount?: number;
  },
) {
  const customer = await insertCustomerWithContact(em, f.name);
  // The random tail of a UUIDv7 (48 bits): unique in a test database, within the column's 40.
  const custom_agreement_id = `AGR-T-${uuidv7().slice(-12)}`;
  const agreement = await insertAgreement(em, {
    customer_id: customer,
    custom_agreement_id,
    agreement_status: f.agreement_status ?? 'Active',
    total_cost: f.total_cost,
    activated_on: f.activated_on,
  });
  const installments: string[] = [];
  for (const [due, paidOn] of f.installments)
    installments.push(await insertInstallment(em, agreement, due, f.amount ?? 100, paidOn));
  return { customer, agreement, custom_agreement_id, installments };
}

/**
 * For insertAccount: a customer placed as Bob of the Pulse fixture (pulse-fixture.ts, his A2):
 * activated T-70 for 500, the -60 installment paid late (-50), -40 and -5 unpaid, +5 and +35 to
 * come. Settled today, the -40 one carries its $5 late fee: 205 owed now, 405 in all, 40 days late.
 */
export const lateAccount = (today: string, name = 'Bob Late') => ({
  name,
  activated_on: dayFrom(today, -70),
  total_cost: 500,
  installments: [
    [dayFrom(today, -60), dayFrom(today, -50)],
    [dayFrom(today, -40), null],
    [dayFrom(today, -5), null],
    [dayFrom(today, 5), null],
    [dayFrom(today, 35), null],
  ] satisfies [string, string | null][],
});

export async function insertExceptionType(em: EntityManager, name: string) {
  return Number(
    idOf(
      await em.execute<{ id: number }[]>(
        'insert into exception_types (name) values (?) returning id',
        [name],
      ),
    ),
  );
}

export async function insertException(
  em: EntityManager,
  f: {
    type_id: number;
    created_on: string;
    customer_id?: number;
    payment_id?: number;
    scheduled_payment_id?: string;
    description?: string;
    resolved_on?: string;
    resolution?: string;
  },
) {
  const rows = await em.execute<{ id: number }[]>(
    `insert into exceptions (exception_type_id, customer_id, payment_id, scheduled_payment_id, description, created_at, resolved_at, resolution)
     values (?, ?, ?, ?, ?, ${noonOf}, case when ?::date is null then null else (?::date + time '12:00') at time zone ? end, ?) returning id`,
    [
      f.type_id,
      f.customer_id ?? null,
      f.payment_id ?? null,
      f.scheduled_payment_id ?? null,
      f.description ?? null,
      f.created_on,
      STORE_TZ,
      f.resolved_on ?? null,
      f.resolved_on ?? null,
      STORE_TZ,
      f.resolution ?? null,
    ],
  );
  return Number(idOf(rows));
}

export async function insertFlowItem(
  em: EntityManager,
  f: {
    name: string;
    status?: string;
    retail_price?: number;
    our_cost?: number;
    category_id?: number;
    vendor_id?: number;
    serial_number?: string;
    in_stock_units?: number;
  },
) {
  const id = uuidv7();
  await em.execute(
    `insert into flow_items (id, name, status, our_cost, retail_price, category_id, vendor_id, serial_number,
       in_stock_units, version) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      f.name,
      f.status ?? 'In-Stock',
      f.our_cost ?? 0,
      f.retail_price ?? null,
      f.category_id ?? null,
      f.vendor_id ?? null,
      f.serial_number ?? null,
      f.in_stock_units ?? 1,
      await nextVersion(em),
    ],
  );
  return id;
}
