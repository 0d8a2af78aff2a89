/**
 * The ledger migration of issue 48 (migrations/Migration20261206100000_money_ledger.ts) on a
 * store kept by the old money model: payments with a free-text method and an activation fee in
 * `fee_amount`, `agreements.total_paid` kept by the payments' triggers, installments 'pending',
 * 'paid' and 'overdue'. After it, and after the sweep the server runs on start, every agreement
 * owes what the old app said it owed, or `ledger_migration_log` says by how much and why.
 *
 * The old figures, as the old app read them (server/src/modules/pulse/pulse-sql.ts before the
 * ledger): agreed cost `total_cost` (or `total_cost_after_discount` with the good customer
 * discount); balance = agreed cost - total paid, 0 once closed; past due = what is unpaid of
 * the installments due before today.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/sql';
import {
  addCalendarDays,
  addCalendarMonths,
  LEGACY_METHOD_TENDERS,
  tenderOfMethod,
  type Tender,
} from '@rentline/sync-protocol/rules';
import { storeToday } from '../lib/store-time';
import { sweepLedgers, type SweepResult } from '../modules/money/ledger/sweep';
import { ensureStoreSettings } from '../modules/money/settings/store-settings.service';
import { migrateTo, migrationBefore, openDatabaseMigratedTo } from '../testing/migrated-to';
import type { Database } from './orm';

const LEDGER = 'Migration20261206100000_money_ledger';
/** The zone the migration reads its store days in. */
const TZ = process.env.STORE_TIME_ZONE ?? 'America/New_York';
const today = storeToday(TZ);
const days = (n: number) => addCalendarDays(today, n);
const months = (date: string, n: number) => addCalendarMonths(date, n);
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);

/** The old app's closed statuses (sync-protocol CLOSED_AGREEMENT_STATUSES before the ledger). */
const OLD_CLOSED = [
  'Paid Out',
  'Paid Out (Early Purchase)',
  'Returned',
  'Charged Off',
  'Cancelled',
  'Canceled',
  'Completed',
];

// ---- The old store --------------------------------------------------------------------------

type OldStatus = 'pending' | 'paid' | 'overdue';

interface InstallmentSpec {
  due: string;
  expected: number;
  paid: number;
  status: OldStatus;
}

interface PaymentSpec {
  /** Store day it was taken. */
  on: string;
  amount: number;
  fee?: number;
  method: string | null;
  /** The tender the explicit table gives the method (checked against the table too). */
  tender: Tender;
  success?: boolean;
  /** Index of the installment it was linked to (`scheduled_payment_id`). */
  installment?: number;
}

interface AgreementSpec {
  key: string;
  customer: string;
  status: string;
  term: 'Weekly' | 'Monthly';
  totalCost: number;
  delivery: string | null;
  closedOn: string | null;
  activationFee: number;
  earlyPurchaseOption?: 25 | 40;
  installments: InstallmentSpec[];
  payments: PaymentSpec[];
}

const monthly = (start: string, count: number, amount: number, paid: (k: number) => number) =>
  Array.from({ length: count }, (_, k): InstallmentSpec => {
    const p = paid(k);
    const due = months(start, k);
    return {
      due,
      expected: amount,
      paid: p,
      status: p >= amount ? 'paid' : due < today ? 'overdue' : 'pending',
    };
  });

// A: Active, Monthly 12 x $84.79; activation in cash with a $7.50 fee, one installment by Visa,
// the third partly paid ($50 by debit card) after a declined card attempt, and now overdue.
const aStart = addCalendarDays(months(today, -2), -10);
const A: AgreementSpec = {
  key: 'A',
  customer: 'Ana Active',
  status: 'Active',
  term: 'Monthly',
  totalCost: 1017.48,
  delivery: aStart,
  closedOn: null,
  activationFee: 7.5,
  installments: monthly(aStart, 12, 84.79, (k) => (k < 2 ? 84.79 : k === 2 ? 50 : 0)),
  payments: [
    { on: aStart, amount: 84.79, fee: 7.5, method: 'Cash', tender: 'cash', installment: 0 },
    { on: months(aStart, 1), amount: 84.79, method: 'Visa', tender: 'card', installment: 1 },
    {
      on: months(aStart, 2),
      amount: 84.79,
      method: 'Credit Card',
      tender: 'card',
      success: false,
      installment: 2,
    },
    {
      on: addCalendarDays(months(aStart, 2), 1),
      amount: 50,
      method: 'Debit Card',
      tender: 'card',
      installment: 2,
    },
  ],
};

// B: Paid Out, Weekly 6 x $25 by checks and money orders; a $25 card charge approved after it
// was paid out, recorded unapplied (the old card return's Overpayment case).
const bStart = days(-42);
const B: AgreementSpec = {
  key: 'B',
  customer: 'Ben Paidout',
  status: 'Paid Out',
  term: 'Weekly',
  totalCost: 150,
  delivery: bStart,
  closedOn: days(-7),
  activationFee: 0,
  installments: Array.from({ length: 6 }, (_, k) => ({
    due: addCalendarDays(bStart, 7 * k),
    expected: 25,
    paid: 25,
    status: 'paid' as const,
  })),
  payments: [
    ...(
      [
        ['Check', 'check'],
        ['cheque', 'check'],
        ['Personal Check', 'check'],
        ['Money Order', 'money_order'],
        ['E-Check', 'ach'],
        ['  MONEY ORDER ', 'money_order'],
      ] as const
    ).map(([method, tender], k): PaymentSpec => ({
      on: addCalendarDays(bStart, 7 * k),
      amount: 25,
      method,
      tender,
      installment: k,
    })),
    { on: days(-3), amount: 25, method: 'MasterCard', tender: 'card' },
  ],
};

// C: Returned, Monthly 12 x $60: two installments paid, the third $30 of it; the return closed
// the partly paid one at what was paid and removed the unpaid ones (old closeSchedule).
const cStart = addCalendarDays(months(today, -3), -5);
const C: AgreementSpec = {
  key: 'C',
  customer: 'Cara Returned',
  status: 'Returned',
  term: 'Monthly',
  totalCost: 720,
  delivery: cStart,
  closedOn: days(-20),
  activationFee: 0,
  installments: [
    { due: cStart, expected: 60, paid: 60, status: 'paid' },
    { due: months(cStart, 1), expected: 60, paid: 60, status: 'paid' },
    { due: months(cStart, 2), expected: 30, paid: 30, status: 'paid' },
  ],
  payments: [
    { on: cStart, amount: 60, method: 'ACH', tender: 'ach', installment: 0 },
    { on: months(cStart, 1), amount: 60, method: 'Bank Transfer', tender: 'ach', installment: 1 },
    { on: months(cStart, 2), amount: 30, method: 'echeck', tender: 'ach', installment: 2 },
  ],
};

// D: Returned before returns cleaned the schedule: two installments paid, two overdue and the
// rest still pending on a closed agreement (the old app showed it as owing nothing).
const dStart = months(today, -4);
const D: AgreementSpec = {
  key: 'D',
  customer: 'Dan Legacy',
  status: 'Returned',
  term: 'Monthly',
  totalCost: 600,
  delivery: dStart,
  closedOn: days(-15),
  activationFee: 0,
  installments: monthly(dStart, 12, 50, (k) => (k < 2 ? 50 : 0)),
  payments: [
    { on: dStart, amount: 50, method: 'AMEX', tender: 'card', installment: 0 },
    {
      on: months(dStart, 1),
      amount: 50,
      method: 'American Express',
      tender: 'card',
      installment: 1,
    },
  ],
};

// E: Paid Out (Early Purchase): four $100 installments, then the payoff of 75 % of the $800 left.
const eStart = addCalendarDays(months(today, -5), -3);
const E: AgreementSpec = {
  key: 'E',
  customer: 'Eve Payoff',
  status: 'Paid Out (Early Purchase)',
  term: 'Monthly',
  totalCost: 1200,
  delivery: eStart,
  closedOn: days(-8),
  activationFee: 0,
  earlyPurchaseOption: 25,
  installments: monthly(eStart, 4, 100, () => 100),
  payments: [
    { on: eStart, amount: 100, method: 'Discover', tender: 'card', installment: 0 },
    { on: months(eStart, 1), amount: 100, method: 'card', tender: 'card', installment: 1 },
    { on: months(eStart, 2), amount: 100, method: 'CREDIT CARD', tender: 'card', installment: 2 },
    { on: months(eStart, 3), amount: 100, method: 'cash ', tender: 'cash', installment: 3 },
    { on: days(-8), amount: 600, method: 'Visa', tender: 'card' },
  ],
};

// F: Active, Weekly 10 x $35: activation with a $10 fee (method 'Other'), one payment with no
// method, and one of $70 by an unknown method covering this week's and next week's installments.
const fStart = days(-14);
const F: AgreementSpec = {
  key: 'F',
  customer: 'Finn Ahead',
  status: 'Active',
  term: 'Weekly',
  totalCost: 350,
  delivery: fStart,
  closedOn: null,
  activationFee: 10,
  installments: Array.from({ length: 10 }, (_, k) => ({
    due: addCalendarDays(fStart, 7 * k),
    expected: 35,
    paid: k < 4 ? 35 : 0,
    status: k < 4 ? ('paid' as const) : ('pending' as const),
  })),
  payments: [
    { on: fStart, amount: 35, fee: 10, method: 'Other', tender: 'other', installment: 0 },
    { on: days(-7), amount: 35, method: null, tender: 'other', installment: 1 },
    { on: days(-1), amount: 70, method: 'Gift voucher', tender: 'other', installment: 2 },
  ],
};

// G: Pending Progress: the proposed schedule, nothing paid.
const G: AgreementSpec = {
  key: 'G',
  customer: 'Gus Pending',
  status: 'Pending Progress',
  term: 'Monthly',
  totalCost: 480,
  delivery: null,
  closedOn: null,
  activationFee: 25,
  installments: monthly(days(30), 12, 40, () => 0),
  payments: [],
};

// H: Suspended, Monthly 6 x $75: the first installment paid by cashier's check (a method the
// table does not know, with a quote in it), the next not yet due.
const hStart = addCalendarDays(months(today, -1), 3);
const H: AgreementSpec = {
  key: 'H',
  customer: "Hal O'Hara",
  status: 'Suspended',
  term: 'Monthly',
  totalCost: 450,
  delivery: hStart,
  closedOn: null,
  activationFee: 0,
  installments: monthly(hStart, 6, 75, (k) => (k === 0 ? 75 : 0)),
  payments: [
    { on: hStart, amount: 75, method: "Cashier's Check", tender: 'other', installment: 0 },
  ],
};

const STORE = [A, B, C, D, E, F, G, H];

interface Inserted {
  spec: AgreementSpec;
  id: number;
  installmentIds: string[];
  paymentIds: number[];
}

async function insertStore(em: EntityManager): Promise<Map<string, Inserted>> {
  const [employee] = await em.execute<{ id: number }[]>(
    `insert into employees (full_name, email, password_hash) values ('Clerk', 'clerk@store.test', 'x') returning id`,
  );
  const out = new Map<string, Inserted>();
  for (const spec of STORE) {
    const [customer] = await em.execute<{ id: number }[]>(
      `with c as (insert into contacts (id, full_name, email, address, primary_phone)
         values (gen_random_uuid(), ?, ?, '1 Main St', '555-0100') returning id)
       insert into customers (contact_id) select id from c returning id`,
      [spec.customer, `${spec.key.toLowerCase()}@store.test`],
    );
    const [agreement] = await em.execute<{ id: number }[]>(
      `insert into agreements (custom_agreement_id, customer_id, agreement_status, rental_term, total_cost,
         activation_date, delivery_date, closed_on, activation_fee, late_fee, early_purchase_discount,
         agreement_date)
       values (?, ?, ?, ?, ?, (?::date + time '10:00') at time zone ?, ?::date, ?::date, ?, 5, ?, ?::date)
       returning id`,
      [
        `RTO-MIG-${spec.key}`,
        customer!.id,
        spec.status,
        spec.term,
        spec.totalCost,
        spec.delivery,
        TZ,
        spec.delivery,
        spec.closedOn,
        spec.activationFee,
        spec.earlyPurchaseOption ?? null,
        spec.delivery ?? today,
      ],
    );
    const installmentIds: string[] = [];
    for (const i of spec.installments) {
      const [row] = await em.execute<{ id: string }[]>(
        `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_paid, status, paid_on_time)
         values (gen_random_uuid(), ?, ?::date, ?, ?, ?, ?) returning id`,
        [
          agreement!.id,
          i.due,
          i.expected,
          i.paid,
          i.status,
          i.status === 'paid' ? true : i.status === 'overdue' ? false : null,
        ],
      );
      installmentIds.push(row!.id);
    }
    out.set(spec.key, { spec, id: agreement!.id, installmentIds, paymentIds: [] });
  }
  // Payments in the order they were taken, as the store took them.
  const all = [...out.values()]
    .flatMap((a) => a.spec.payments.map((p, index) => ({ a, p, index })))
    .sort((x, y) => x.p.on.localeCompare(y.p.on) || x.a.spec.key.localeCompare(y.a.spec.key));
  for (const { a, p, index } of all) {
    const ok = p.success !== false;
    const [row] = await em.execute<{ id: number }[]>(
      `insert into payments (agreement_id, scheduled_payment_id, amount_paid, fee_amount, payment_method,
         payment_status, success, processor_message, taken_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, (?::date + time '14:00') at time zone ?) returning id`,
      [
        a.id,
        p.installment === undefined ? null : a.installmentIds[p.installment],
        p.amount,
        p.fee ?? 0,
        p.method,
        ok ? 'completed' : 'failed',
        ok,
        ok ? null : 'DECLINED',
        employee!.id,
        p.on,
        TZ,
      ],
    );
    a.paymentIds[index] = row!.id;
  }
  return out;
}

// ---- Reading the figures --------------------------------------------------------------------

interface OldFigures {
  status: string;
  totalPaid: number;
  balance: number;
  pastDue: number;
}

async function oldFigures(em: EntityManager): Promise<Map<number, OldFigures>> {
  const closed = OLD_CLOSED.map((s) => `'${s}'`).join(', ');
  const rows = await em.execute<Record<string, unknown>[]>(
    `select a.id, a.agreement_status, a.total_paid,
       case when a.agreement_status in (${closed}) then 0
         else (case when a.good_customer_discount and a.total_cost_after_discount is not null
           then a.total_cost_after_discount else a.total_cost end) - a.total_paid end as balance,
       case when a.agreement_status in (${closed}) then 0
         else coalesce((select sum(sp.expected_amount - sp.amount_paid) from scheduled_payments sp
           where sp.agreement_id = a.id and sp.status <> 'paid' and sp.due_date < ?::date), 0) end as past_due
     from agreements a order by a.id`,
    [today],
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        status: String(r.agreement_status),
        totalPaid: cents(r.total_paid),
        balance: cents(r.balance),
        pastDue: cents(r.past_due),
      },
    ]),
  );
}

interface Snapshot {
  agreements: Map<
    number,
    { status: string; totalPaid: number; amountDue: number; balance: number; ledger: number }
  >;
  entries: {
    id: number;
    agreementId: number;
    kind: string;
    cents: number;
    paymentId: number | null;
    installmentId: string | null;
    employeeId: number | null;
  }[];
  installments: {
    id: string;
    agreementId: number;
    status: string;
    due: number;
    paid: number;
    credited: number;
  }[];
  payments: Map<
    number,
    {
      tender: string;
      success: boolean;
      amountPaid: number;
      rentCents: number;
      feesCents: number;
      balanceAfter: number | null;
    }
  >;
  log: {
    agreementId: number | null;
    paymentId: number | null;
    cents: number | null;
    note: string;
  }[];
}

async function snapshot(em: EntityManager): Promise<Snapshot> {
  const agreements = await em.execute<Record<string, unknown>[]>(
    `select a.id, a.agreement_status, a.total_paid, a.amount_due, a.balance,
       coalesce((select sum(l.amount_cents) from ledger_entries l where l.agreement_id = a.id), 0) as ledger
     from agreements a order by a.id`,
  );
  const entries = await em.execute<Record<string, unknown>[]>(
    `select id, agreement_id, kind, amount_cents, payment_id, installment_id, employee_id
     from ledger_entries order by id`,
  );
  const installments = await em.execute<Record<string, unknown>[]>(
    `select id, agreement_id, status, amount_due, amount_paid, amount_credited
     from scheduled_payments order by agreement_id, due_date`,
  );
  const payments = await em.execute<Record<string, unknown>[]>(
    `select id, tender, success, amount_paid, rent_cents, fees_cents, balance_after_cents
     from payments order by id`,
  );
  const log = await em.execute<Record<string, unknown>[]>(
    `select agreement_id, payment_id, amount_cents, note from ledger_migration_log order by id`,
  );
  const intOrNull = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    agreements: new Map(
      agreements.map((r) => [
        Number(r.id),
        {
          status: String(r.agreement_status),
          totalPaid: cents(r.total_paid),
          amountDue: cents(r.amount_due),
          balance: cents(r.balance),
          ledger: Number(r.ledger),
        },
      ]),
    ),
    entries: entries.map((r) => ({
      id: Number(r.id),
      agreementId: Number(r.agreement_id),
      kind: String(r.kind),
      cents: Number(r.amount_cents),
      paymentId: intOrNull(r.payment_id),
      installmentId: r.installment_id === null ? null : String(r.installment_id),
      employeeId: intOrNull(r.employee_id),
    })),
    installments: installments.map((r) => ({
      id: String(r.id),
      agreementId: Number(r.agreement_id),
      status: String(r.status),
      due: cents(r.amount_due),
      paid: cents(r.amount_paid),
      credited: cents(r.amount_credited),
    })),
    payments: new Map(
      payments.map((r) => [
        Number(r.id),
        {
          tender: String(r.tender),
          success: r.success === true,
          amountPaid: cents(r.amount_paid),
          rentCents: Number(r.rent_cents),
          feesCents: Number(r.fees_cents),
          balanceAfter: intOrNull(r.balance_after_cents),
        },
      ]),
    ),
    log: log.map((r) => ({
      agreementId: intOrNull(r.agreement_id),
      paymentId: intOrNull(r.payment_id),
      cents: intOrNull(r.amount_cents),
      note: String(r.note),
    })),
  };
}

/**
 * The agreements whose balance or past due differs from the old app's without a line of
 * `ledger_migration_log` naming the agreement (what the issue allows: "the same balances, or a
 * list of the differences it corrected, in the log").
 */
function unexplained(s: Snapshot, old: Map<number, OldFigures>) {
  const logged = new Set(s.log.map((l) => l.agreementId));
  const out: Record<string, unknown>[] = [];
  for (const [id, was] of old) {
    const now = s.agreements.get(id)!;
    if (logged.has(id)) continue;
    if (now.balance !== was.balance || now.amountDue !== was.pastDue)
      out.push({
        agreement: keyOf(id),
        status: was.status,
        oldBalance: was.balance,
        newBalance: now.balance,
        oldPastDue: was.pastDue,
        newAmountDue: now.amountDue,
        entriesAddedSinceMigration: s.entries
          .filter((e) => e.agreementId === id && !migratedEntryIds.has(e.id))
          .map((e) => `${e.kind} ${e.cents}`),
      });
  }
  return out;
}

// ---- The run --------------------------------------------------------------------------------

let db: Database;
let store: Map<string, Inserted>;
let old: Map<number, OldFigures>;
let oldTablesBefore: string[];
let applied: string[];
let migrated: Snapshot;
let migratedEntryIds: Set<number>;
let firstSweep: SweepResult;
let swept: Snapshot;
let secondSweep: SweepResult;
let resettled: SweepResult;
let sweptAgain: Snapshot;

const keyOf = (agreementId: number) =>
  [...store.values()].find((a) => a.id === agreementId)?.spec.key ?? `#${agreementId}`;
const idOf = (key: string) => store.get(key)!.id;

beforeAll(async () => {
  db = await openDatabaseMigratedTo(migrationBefore(LEDGER));
  const em = db.em.fork();
  oldTablesBefore = (
    await em.execute<{ name: string }[]>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_name in ('ledger_entries', 'ledger_migration_log')`,
    )
  ).map((r) => r.name);
  store = await insertStore(em);
  old = await oldFigures(em);
  applied = await migrateTo(db, LEDGER);
  migrated = await snapshot(db.em.fork());
  migratedEntryIds = new Set(migrated.entries.map((e) => e.id));
  // As the server starts (main.ts): the store's first settings, then the ledger sweep.
  await ensureStoreSettings(db.em.fork(), {});
  firstSweep = await sweepLedgers(db, today);
  swept = await snapshot(db.em.fork());
  secondSweep = await sweepLedgers(db, today);
  // Every agreement settled again, as after a settings change.
  await db.em.fork().execute('update agreements set settled_on = null');
  resettled = await sweepLedgers(db, today);
  sweptAgain = await snapshot(db.em.fork());
}, 300_000);
afterAll(() => db?.close());

describe('#migration money ledger', () => {
  it('starts from the schema before the ledger, where the old triggers kept total paid', () => {
    expect(oldTablesBefore).toEqual([]);
    expect(applied).toEqual([LEDGER]);
    // The old triggers summed the successful payments' amount_paid (fees apart).
    for (const a of store.values()) {
      const paid = a.spec.payments
        .filter((p) => p.success !== false)
        .reduce((sum, p) => sum + cents(p.amount), 0);
      expect(old.get(a.id)!.totalPaid, a.spec.key).toBe(paid);
    }
    expect(Object.fromEntries(STORE.map((s) => [s.key, old.get(idOf(s.key))!.balance]))).toEqual({
      A: 79790,
      B: 0,
      C: 0,
      D: 0,
      E: 0,
      F: 21000,
      G: 48000,
      H: 37500,
    });
    expect(old.get(idOf('A'))!.pastDue).toBe(3479);
  });

  it('uses every method of the explicit table, and one it does not know', () => {
    const used = new Set(
      STORE.flatMap((s) => s.payments.map((p) => (p.method ?? '').trim().toLowerCase())),
    );
    expect(Object.keys(LEGACY_METHOD_TENDERS).filter((m) => !used.has(m))).toEqual([]);
    expect(used.has('gift voucher')).toBe(true);
    for (const s of STORE)
      for (const p of s.payments) expect(tenderOfMethod(p.method), String(p.method)).toBe(p.tender);
  });

  it('gives each payment its tender by the explicit table; an unknown method is Other and logged', () => {
    for (const a of store.values())
      a.spec.payments.forEach((p, index) => {
        const id = a.paymentIds[index]!;
        expect(migrated.payments.get(id)!.tender, `${a.spec.key} "${p.method}"`).toBe(p.tender);
      });
    const tenderLines = migrated.log
      .filter((l) => l.paymentId !== null)
      .sort((x, y) => x.note.localeCompare(y.note));
    expect(tenderLines).toEqual([
      {
        agreementId: null,
        paymentId: store.get('H')!.paymentIds[0],
        cents: null,
        note: `Payment method "Cashier's Check" is not a known tender: recorded as Other`,
      },
      {
        agreementId: null,
        paymentId: store.get('F')!.paymentIds[2],
        cents: null,
        note: 'Payment method "Gift voucher" is not a known tender: recorded as Other',
      },
    ]);
  });

  it('makes every successful payment exactly one payment credit of its amount and fee; a failed one none', () => {
    for (const a of store.values())
      a.spec.payments.forEach((p, index) => {
        const id = a.paymentIds[index]!;
        const credits = migrated.entries.filter((e) => e.paymentId === id);
        if (p.success === false) {
          expect(credits, `failed payment ${id}`).toEqual([]);
          return;
        }
        expect(
          credits.map((e) => [e.agreementId, e.kind, e.cents]),
          `${a.spec.key} ${p.method}`,
        ).toEqual([[a.id, 'payment', -cents(p.amount) - cents(p.fee ?? 0)]]);
        expect(credits[0]!.employeeId).not.toBeNull();
      });
    const successful = STORE.flatMap((s) => s.payments).filter((p) => p.success !== false).length;
    expect(migrated.entries.filter((e) => e.kind === 'payment')).toHaveLength(successful);
    // What each payment paid, as its receipt reads it: the fee is part of the payment now.
    const activation = migrated.payments.get(store.get('A')!.paymentIds[0]!)!;
    expect(activation).toMatchObject({ amountPaid: 9229, rentCents: 8479, feesCents: 750 });
    const declined = migrated.payments.get(store.get('A')!.paymentIds[2]!)!;
    expect(declined).toMatchObject({ success: false, rentCents: 0, feesCents: 0 });
    expect(declined.balanceAfter).toBeNull();
  });

  it('makes each activation fee taken an activation_fee charge on its installment', () => {
    expect(
      migrated.entries
        .filter((e) => e.kind === 'activation_fee')
        .map((e) => [keyOf(e.agreementId), e.cents, e.installmentId]),
    ).toEqual([
      ['A', 750, store.get('A')!.installmentIds[0]],
      ['F', 1000, store.get('F')!.installmentIds[0]],
    ]);
    // An agreement's activation_fee setting is not a charge until the fee was taken.
    expect(migrated.entries.some((e) => e.agreementId === idOf('G'))).toBe(false);
  });

  it('logs each correction it makes, with the agreement, the amount and why', () => {
    const byKey = (a: unknown[], b: unknown[]) => String(a[0]).localeCompare(String(b[0]));
    const corrections = migrated.log
      .filter((l) => l.paymentId === null && !l.note.startsWith('Late fee'))
      .map((l) => [keyOf(l.agreementId!), l.cents, l.note])
      .sort(byKey);
    expect(corrections).toEqual([
      // The $25 card charge taken after B was paid out.
      ['B', 2500, 'Paid beyond its charges: held for refund'],
      // D's installments due by its return ($200) less the $100 paid, closed out: the one due
      // after it was never charged.
      ['D', -10000, 'Still showed as owed though the agreement was closed'],
      // E's payoff paid $600 of the $800 its unpaid installments came to.
      ['E', 60000, 'The early purchase price its payoff paid'],
    ]);
    const entries = migrated.entries
      .filter((e) => ['overpayment', 'closeout', 'early_purchase'].includes(e.kind))
      .map((e) => [keyOf(e.agreementId), e.cents, e.kind])
      .sort(byKey);
    expect(entries).toEqual([
      ['B', 2500, 'overpayment'],
      ['D', -10000, 'closeout'],
      ['E', 60000, 'early_purchase'],
    ]);
  });

  it('charges the late fees the old screens showed and never charged, each logged', () => {
    // A's installment partly paid by the $50 is past its grace period; F's and H's are not late.
    const fees = migrated.entries.filter((e) => e.kind === 'late_fee');
    expect(fees.map((e) => [keyOf(e.agreementId), e.cents])).toEqual([['A', 500]]);
    expect(
      migrated.log
        .filter((l) => l.note.startsWith('Late fee'))
        .map((l) => [keyOf(l.agreementId!), l.cents]),
    ).toEqual([['A', 500]]);
  });

  it('keeps every balance and past due of the old app, or lists the agreement in the log', () => {
    expect(unexplained(migrated, old)).toEqual([]);
    const lateFees = (id: number) =>
      migrated.log
        .filter((l) => l.agreementId === id && l.note.startsWith('Late fee'))
        .reduce((n, l) => n + l.cents!, 0);
    for (const [id, a] of migrated.agreements) {
      expect(a.amountDue, `amount_due of ${keyOf(id)}`).toBe(a.ledger);
      // What it owes is the old balance and the late fees now charged, nothing else.
      expect(a.balance, keyOf(id)).toBe(old.get(id)!.balance + lateFees(id));
    }
    // Total paid counts what the payments took, fees included.
    expect(migrated.agreements.get(idOf('A'))!.totalPaid).toBe(old.get(idOf('A'))!.totalPaid + 750);
  });

  it('keeps what each installment of an open agreement was paid (its activation fee with it)', () => {
    for (const s of [migrated, swept])
      for (const key of ['A', 'F', 'H']) {
        const a = store.get(key)!;
        const paid = s.installments
          .filter((i) => i.agreementId === a.id)
          .map((i) => ({ paid: i.paid, credited: i.credited }));
        expect(paid, `${key} ${s === migrated ? 'migrated' : 'swept'}`).toEqual(
          a.spec.installments.map((i, k) => ({
            paid: cents(i.paid) + (k === 0 ? cents(a.spec.payments[0]!.fee ?? 0) : 0),
            credited: 0,
          })),
        );
      }
  });

  it('leaves no installment overdue, and closes those of closed agreements', () => {
    const statuses = new Set(migrated.installments.map((i) => i.status));
    expect([...statuses].filter((s) => !['pending', 'paid', 'closed'].includes(s))).toEqual([]);
    for (const key of ['B', 'C', 'D', 'E']) {
      const own = migrated.installments.filter((i) => i.agreementId === idOf(key));
      expect(
        own.filter((i) => i.status === 'pending'),
        key,
      ).toEqual([]);
    }
  });

  it('settles every agreement on the first sweep, then keeps the old balances or lists them', () => {
    expect(firstSweep.failed).toBe(0);
    expect(firstSweep.settled).toBe(STORE.length);
    for (const [id, a] of swept.agreements)
      expect(a.amountDue, `amount_due of ${keyOf(id)} after the sweep`).toBe(a.ledger);
    expect(unexplained(swept, old)).toEqual([]);
  });

  it('leaves nothing negative without a line in the log', () => {
    for (const [when, s] of [
      ['after the migration', migrated],
      ['after the sweep', swept],
    ] as const) {
      const logged = new Set(s.log.map((l) => l.agreementId));
      const negative = [
        ...[...s.agreements]
          .filter(([, a]) => a.amountDue < 0 || a.balance < 0 || a.totalPaid < 0)
          .map(([id, a]) => ({ agreementId: id, ...a })),
        ...s.installments
          .filter((i) => i.due < 0 || i.paid < 0 || i.credited < 0 || i.paid + i.credited > i.due)
          .map((i) => ({ ...i })),
        ...[...s.payments]
          .filter(([, p]) => p.balanceAfter !== null && p.balanceAfter < 0)
          .map(([id, p]) => ({
            paymentId: id,
            agreementId: [...store.values()].find((a) => a.paymentIds.includes(id))!.id,
            ...p,
          })),
      ];
      expect(
        negative.filter((n) => !logged.has(n.agreementId)),
        when,
      ).toEqual([]);
    }
  });

  it('sweeps a second time without changing anything', () => {
    expect(secondSweep).toEqual({ settled: 0, changed: 0, failed: 0 });
    expect(resettled).toEqual({ settled: STORE.length, changed: 0, failed: 0 });
    expect(sweptAgain).toEqual(swept);
  });
});
