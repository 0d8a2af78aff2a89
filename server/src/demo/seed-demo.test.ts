import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXCEPTION_TYPES, LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol/rules';
import { verifyPassword } from '../modules/auth/password';
import { TEST_SCRYPT_PARAMS } from '../testing/password-params';
import { migratedPgliteDataDir } from '../testing/template-database';
import { isPostgresRun } from '../testing/test-database';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemo,
  settleDemoTables,
  type DemoSummary,
  type SqlRunner,
} from './seed-demo';

const NOW = new Date('2026-11-20T15:30:00Z'); // 10:30 in New York
const TODAY = '2026-11-20';
const TZ = 'America/New_York';
const SEED = 42;

/** A migrated database (the run's migrated copy, testing/template-database.ts), without MikroORM. */
async function freshDatabase(): Promise<{ pg: PGlite; db: SqlRunner }> {
  const pg = await PGlite.create({ loadDataDir: await migratedPgliteDataDir() });
  return {
    pg,
    db: {
      execute: async (sql, params) => (await pg.query<Record<string, unknown>>(sql, params)).rows,
    },
  };
}

async function one<T = Record<string, unknown>>(
  pg: PGlite,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  return (await pg.query<T>(sql, params)).rows[0]!;
}

async function tableHash(pg: PGlite, sql: string): Promise<string> {
  return createHash('sha256')
    .update(JSON.stringify((await pg.query(sql)).rows))
    .digest('hex');
}

const REPLICATED = [
  'employees',
  'contact_types',
  'engagement_types',
  'follow_up_statuses',
  'categories',
  'vendors',
  'contacts',
  'customers',
  'flow_items',
  'engagements',
  'follow_ups',
];

// PGlite whatever the backend, so nothing to repeat in the PostgreSQL run (the demo seed runs on
// PostgreSQL there in load-demo.test.ts, and in the benchmarks' smoke size).
describe.skipIf(isPostgresRun())('seedDemo at scale 1', () => {
  let pg: PGlite;
  let db: SqlRunner;
  let summary: DemoSummary;

  beforeAll(async () => {
    ({ pg, db } = await freshDatabase());
    summary = await seedDemo(db, { scale: 1, now: NOW, seed: SEED, timeZone: TZ });
  }, 120_000);

  afterAll(async () => {
    await pg?.close();
  });

  it('creates the hub counts exactly and reports what it wrote', async () => {
    const row = await one<{ contacts: number; items: number; sp: number; customers: number }>(
      pg,
      `select (select count(*)::int from contacts) as contacts, (select count(*)::int from flow_items) as items,
              (select count(*)::int from scheduled_payments) as sp, (select count(*)::int from customers) as customers`,
    );
    expect(row.contacts).toBe(354);
    expect(row.items).toBe(627);
    expect(row.customers).toBe(Math.round(354 * 0.6));
    expect(row.sp).toBeGreaterThanOrEqual(18_150);
    expect(row.sp).toBeLessThan(18_250); // shown as 18.2K
    expect(summary.contacts).toBe(354);
    expect(summary.flow_items).toBe(627);
    expect(summary.scheduled_payments).toBe(row.sp);
    const payments = await one<{ n: number }>(pg, `select count(*)::int as n from payments`);
    expect(summary.payments).toBe(payments.n);
  });

  it('has exactly 23 delinquent customers owing $45,230 with tax and late fees, some of them 30+ days behind', async () => {
    const row = await one<{ delinquent: number; overdue: string; high_risk: number }>(
      pg,
      `select
         (select count(distinct a.customer_id)::int from scheduled_payments sp join agreements a on a.id = sp.agreement_id
           where sp.due_date < $1::date and sp.status = 'pending') as delinquent,
         (select sum(amount_due - amount_paid - amount_credited) from scheduled_payments
           where due_date < $1::date and status = 'pending') as overdue,
         (select count(distinct a.customer_id)::int from scheduled_payments sp join agreements a on a.id = sp.agreement_id
           where sp.due_date <= $1::date - 30 and sp.status = 'pending') as high_risk`,
      [TODAY],
    );
    expect(row.delinquent).toBe(23);
    expect(Number(row.overdue)).toBe(45_230);
    expect(row.high_risk).toBeGreaterThan(0);
    expect(row.high_risk).toBeLessThan(23);
    // Everything due by today is charged, and every installment past due and not paid owes its
    // rent, tax and the late fee assessed after its grace period.
    const owed = await one<{ uncharged: number; without_fee: number; with_tax: number }>(
      pg,
      `select
         (select count(*)::int from scheduled_payments where due_date <= $1::date and not charged) as uncharged,
         (select count(*)::int from scheduled_payments sp where sp.status = 'pending' and sp.due_date < $1::date - 14
           and not exists (select 1 from ledger_entries e where e.installment_id = sp.id and e.kind = 'late_fee')) as without_fee,
         (select count(*)::int from scheduled_payments sp where sp.status = 'pending' and sp.due_date < $1::date
           and sp.amount_due > sp.expected_amount + sp.damage_waiver) as with_tax`,
      [TODAY],
    );
    expect(owed.uncharged).toBe(0);
    expect(owed.without_fee).toBe(0);
    expect(owed.with_tax).toBeGreaterThan(23);
  });

  it('sizes the other hub figures from the data', async () => {
    const row = await one<{
      due: number;
      due_incl: number;
      managed: string;
      last30: number;
      prev30: number;
    }>(
      pg,
      `select
         (select count(*)::int from scheduled_payments where status <> 'paid' and due_date >= $1::date and due_date < $1::date + 7) as due,
         (select count(*)::int from scheduled_payments where status <> 'paid' and due_date >= $1::date and due_date <= $1::date + 7) as due_incl,
         (select sum(total_cost) from agreements where agreement_status = 'Active') as managed,
         (select count(*)::int from agreements where activation_date >= $1::date - 30 and activation_date < $1::date + 1) as last30,
         (select count(*)::int from agreements where activation_date >= $1::date - 60 and activation_date < $1::date - 30) as prev30`,
      [TODAY],
    );
    expect(row.due).toBe(47);
    expect(row.due_incl).toBe(47);
    expect(Number(row.managed)).toBeGreaterThanOrEqual(2_350_000);
    expect(Number(row.managed)).toBeLessThan(2_450_000); // shown as $2.4M
    expect(Math.round(((row.last30 - row.prev30) / row.prev30) * 100)).toBe(12);
  });

  it('keeps agreements, schedules and payments consistent', async () => {
    // Each schedule sums to the agreed cost (after the good customer discount when granted),
    // except for cancelled agreements, whose schedule stops at the cancellation.
    const mismatched = await one<{ n: number }>(
      pg,
      `select count(*)::int as n from agreements a
        where a.agreement_status <> 'Cancelled'
          and (case when a.good_customer_discount then a.total_cost_after_discount else a.total_cost end)
              <> (select sum(expected_amount) from scheduled_payments s where s.agreement_id = a.id)`,
    );
    expect(mismatched.n).toBe(0);
    // What each agreement was paid is what its payments came to, every payment's first installment
    // is one of its agreement's, and an installment is paid when what it owes is covered.
    const money = await one<{ total_paid: number; foreign: number; paid: number; unpaid: number }>(
      pg,
      `select
         (select count(*)::int from agreements a where a.total_paid <> coalesce(
           (select sum(p.amount_paid) from payments p where p.agreement_id = a.id and p.success), 0)) as total_paid,
         (select count(*)::int from payments p join scheduled_payments s on s.id = p.scheduled_payment_id
           where s.agreement_id <> p.agreement_id) as foreign,
         (select count(*)::int from scheduled_payments
           where status = 'paid' and amount_paid + amount_credited <> amount_due) as paid,
         (select count(*)::int from scheduled_payments
           where status = 'pending' and charged and amount_paid + amount_credited >= amount_due) as unpaid`,
    );
    expect(money).toEqual({ total_paid: 0, foreign: 0, paid: 0, unpaid: 0 });
    const future = await one<{ n: number }>(
      pg,
      `select count(*)::int as n from payments where created_at > $1`,
      [NOW.toISOString()],
    );
    expect(future.n).toBe(0);
    const statuses = (
      await pg.query<{ agreement_status: string }>(
        `select distinct agreement_status from agreements`,
      )
    ).rows
      .map((r) => r.agreement_status)
      .sort();
    expect(statuses).toEqual(['Active', 'Cancelled', 'Completed', 'Pending Progress', 'Suspended']);
    const ids = await one<{ bad: number }>(
      pg,
      `select count(*)::int as bad from agreements where custom_agreement_id !~ '^AGR-\\d{4}-\\d{5}$'
          or jsonb_array_length(lessor_signature_members) not between 1 and 2`,
    );
    expect(ids.bad).toBe(0);
  });

  it('makes each serial-numbered item one unit, with unique serials, and keeps bulk stock counted', async () => {
    const row = await one<{
      miscounted: number;
      over_one: number;
      duplicates: number;
      bulk: number;
      serialised: number;
    }>(
      pg,
      `with f as (select *, coalesce(btrim(serial_number), '') <> '' as serialised from flow_items)
       select
         (select count(*)::int from f where serialised
           and in_stock_units <> case when status in ('In-Stock', 'Returned') then 1 else 0 end) as miscounted,
         (select count(*)::int from f where serialised and in_stock_units > 1) as over_one,
         (select (count(*) - count(distinct lower(btrim(serial_number))))::int from f where serialised) as duplicates,
         (select count(*)::int from f where not serialised and in_stock_units > 1) as bulk,
         (select count(*)::int from f where serialised) as serialised`,
    );
    expect(row.over_one).toBe(0);
    expect(row.miscounted).toBe(0);
    expect(row.duplicates).toBe(0);
    expect(row.bulk).toBeGreaterThan(10);
    expect(row.serialised).toBeGreaterThan(500);
  });

  it('puts each serialised unit where its agreements say, never on two running agreements', async () => {
    // Statuses of agreements that hold their unit, and of paid-out ones (the demo's Completed).
    const unitOf = `(select ai.agreement_id, a.agreement_status as agreement, a.activation_date,
        f.id as item, f.status as unit
       from agreement_items ai join agreements a on a.id = ai.agreement_id
       join flow_items f on f.id = ai.flow_item_id
       where coalesce(btrim(f.serial_number), '') <> '')`;
    const row = await one<Record<string, number>>(
      pg,
      `with u as ${unitOf}
       select
         (select count(*)::int from (select item from u
           where agreement in ('Pending Progress', 'Active', 'Suspended')
           group by item having count(*) > 1) x) as on_two_running,
         (select count(*)::int from u
           where agreement in ('Active', 'Suspended') and unit <> 'On Rent') as running_not_on_rent,
         (select count(*)::int from u where agreement = 'Active' and unit in ('In-Stock', 'Returned')) as active_in_stock,
         (select count(*)::int from u where agreement = 'Pending Progress' and unit <> 'Reserved') as pending_not_reserved,
         (select count(*)::int from flow_items f where f.status = 'On Rent'
           and coalesce(btrim(f.serial_number), '') <> ''
           and (select count(*) from u where u.item = f.id and u.agreement in ('Active', 'Suspended')) <> 1) as on_rent_unheld,
         (select count(*)::int from flow_items f where f.status = 'Reserved'
           and (select count(*) from u where u.item = f.id and u.agreement = 'Pending Progress') <> 1) as reserved_unheld,
         (select count(*)::int from u
           where agreement in ('Completed', 'Paid Out', 'Paid Out (Early Purchase)') and unit <> 'Sold') as paid_out_not_sold,
         (select count(*)::int from u p join u later on later.item = p.item and later.activation_date > p.activation_date
           where p.agreement in ('Completed', 'Paid Out', 'Paid Out (Early Purchase)')) as rented_after_sale,
         (select count(*)::int from u c where c.agreement in ('Cancelled', 'Returned')
           and not exists (select 1 from u later where later.item = c.item and later.activation_date > c.activation_date)
           and c.unit not in ('In-Stock', 'Returned')) as returned_not_back,
         (select count(*)::int from u c join u later on later.item = c.item and later.activation_date > c.activation_date
           where c.agreement in ('Cancelled', 'Returned')) as rented_again,
         (select count(*)::int from agreements a
           where (select count(*) from agreement_items ai where ai.agreement_id = a.id and ai.flow_item_id is not null) <> 1) as not_one_item`,
    );
    expect(row).toEqual({
      on_two_running: 0,
      running_not_on_rent: 0,
      active_in_stock: 0,
      pending_not_reserved: 0,
      on_rent_unheld: 0,
      reserved_unheld: 0,
      paid_out_not_sold: 0,
      rented_after_sale: 0,
      returned_not_back: 0,
      rented_again: row.rented_again,
      not_one_item: 0,
    });
    const statuses = await one<{ on_rent: number; sold: number; in_stock: number }>(
      pg,
      `select count(*) filter (where status = 'On Rent')::int as on_rent,
              count(*) filter (where status = 'Sold')::int as sold,
              count(*) filter (where status = 'In-Stock')::int as in_stock from flow_items`,
    );
    expect(statuses.on_rent).toBeGreaterThan(200);
    expect(statuses.sold).toBeGreaterThan(100);
    expect(statuses.in_stock).toBeGreaterThan(150);
  });

  it('records exceptions of every type', async () => {
    const rows = (
      await pg.query<{ name: string; n: number }>(
        `select t.name, count(e.id)::int as n from exception_types t left join exceptions e on e.exception_type_id = t.id group by t.name`,
      )
    ).rows;
    expect(rows.map((r) => r.name).sort()).toEqual([...EXCEPTION_TYPES, 'Returned Check'].sort());
    for (const r of rows) expect(r.n).toBeGreaterThan(0);
    expect(summary.exceptions).toBeGreaterThanOrEqual(35);
  });

  it('creates both demo accounts with password demo1234 and the lessor signers', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const row = await one<{ full_name: string; job_title: string; password_hash: string }>(
        pg,
        `select full_name, job_title, password_hash from employees where email = $1`,
        [account.email],
      );
      expect(row).toBeDefined();
      expect(row.full_name).toBe(account.fullName);
      expect(row.job_title).toBe(account.jobTitle);
      expect(await verifyPassword(DEMO_PASSWORD, row.password_hash)).toBe(true);
    }
    const signers = (
      await pg.query<{ full_name: string; password_hash: string }>(
        `select full_name, password_hash from employees where is_lessor_signer order by id`,
      )
    ).rows;
    expect(signers.map((s) => s.full_name)).toEqual([...LESSOR_SIGNATURE_MEMBERS]);
    for (const s of signers)
      expect(await verifyPassword(DEMO_PASSWORD, s.password_hash)).toBe(false);
  });

  it("puts at least 3 events on today's calendar of demo@example.com", async () => {
    const row = await one<{ n: number }>(
      pg,
      `select count(*)::int as n from (
         select employee_id, engagement_date_time as t from engagements
         union all select employee_id, date_time from follow_ups) x
        join employees e on e.id = x.employee_id
        where e.email = 'demo@example.com' and (x.t at time zone $2)::date = $1::date`,
      [TODAY, TZ],
    );
    expect(row.n).toBeGreaterThanOrEqual(3);
    const hours = await one<{ outside: number }>(
      pg,
      `select count(*)::int as outside from (select engagement_date_time as t from engagements union all select date_time from follow_ups) x
        where extract(hour from x.t at time zone $1) < 8 or extract(hour from x.t at time zone $1) >= 18`,
      [TZ],
    );
    expect(hours.outside).toBe(0);
  });

  it('gives every replicated row a distinct version and moves sync_version to the last one', async () => {
    const union = REPLICATED.map((t) => `select version from ${t}`).join(' union all ');
    const row = await one<{ n: number; distinct: number; min: number; max: number; value: number }>(
      pg,
      `select count(*)::int as n, count(distinct version)::int as distinct, min(version)::int as min, max(version)::int as max,
              (select value::int from sync_version where id = 1) as value
         from (${union}) v`,
    );
    expect(row.distinct).toBe(row.n);
    expect(row.min).toBeGreaterThan(0);
    expect(row.value).toBe(row.max);
    expect(row.max).toBe(row.n); // sync_version started at 0
  });

  it('leaves the serial sequences after the rows it inserted', async () => {
    // Rolled back, so the other tests count the store as seeded, in any order.
    await pg.query('begin');
    try {
      const row = await one<{ id: number }>(
        pg,
        `insert into customers (contact_id) select id from contacts limit 1 returning id`,
      );
      expect(row.id).toBe(summary.customers + 1);
    } finally {
      await pg.query('rollback');
    }
  });

  it('is analysed afterwards, so the planner knows every table', async () => {
    const tableOf = (name: string) =>
      one<{ tuples: number }>(pg, 'select reltuples as tuples from pg_class where relname = $1', [
        name,
      ]);
    const agreements = (await one<{ n: number }>(pg, 'select count(*)::int as n from agreements'))
      .n;
    await settleDemoTables(db);
    expect((await tableOf('agreements')).tuples).toBe(agreements);
    expect((await tableOf('scheduled_payments')).tuples).toBe(summary.scheduled_payments);
    expect((await tableOf('contacts')).tuples).toBe(summary.contacts);
  });

  it("lets the dashboard find the late installments' agreements in an index alone", async () => {
    // The high-risk tile's scan (dashboard.service.ts), planned over the settled demo store.
    await settleDemoTables(db);
    const plan = await pg.query<{ 'QUERY PLAN': string }>(
      `explain select distinct agreement_id from scheduled_payments
        where status = 'pending' and due_date <= $1::date - 30`,
      [TODAY],
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using scheduled_payments_due_idx/,
    );
  });

  it('refuses a database that already has employees', async () => {
    await expect(seedDemo(db, { now: NOW, seed: SEED })).rejects.toThrow(/empty database/);
  });

  it('is deterministic: the same seed and date give the same data', async () => {
    const other = await freshDatabase();
    try {
      // A different time on the same store date.
      await seedDemo(other.db, {
        scale: 1,
        now: new Date('2026-11-20T22:05:00Z'),
        seed: SEED,
        timeZone: TZ,
        // The accounts' hashes differ anyway (a random salt): the cheap parameters will do.
        passwordParams: TEST_SCRYPT_PARAMS,
      });
      for (const sql of [
        'select * from contacts order by id',
        'select * from scheduled_payments order by id',
        'select * from engagements order by id',
        'select * from flow_items order by id',
        'select * from agreement_items order by id',
      ]) {
        expect(await tableHash(other.pg, sql)).toBe(await tableHash(pg, sql));
      }
    } finally {
      await other.pg.close();
    }
  }, 120_000);

  it('can leave out the demo accounts', async () => {
    const other = await freshDatabase();
    try {
      const s = await seedDemo(other.db, {
        now: NOW,
        seed: SEED,
        timeZone: TZ,
        includeDemoAccounts: false,
      });
      const row = await one<{ demo: number; signers: number }>(
        other.pg,
        `select count(*) filter (where email like 'demo%@example.com')::int as demo, count(*) filter (where is_lessor_signer)::int as signers from employees`,
      );
      expect(row.demo).toBe(0);
      expect(row.signers).toBe(4);
      expect(s.employees).toBe(summary.employees - 2);
      expect(s.contacts).toBe(354);
    } finally {
      await other.pg.close();
    }
  }, 120_000);
});
