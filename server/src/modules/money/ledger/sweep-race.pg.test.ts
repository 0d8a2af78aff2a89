/**
 * The ledger's sweep on two servers at once over one PostgreSQL database (issue 48 point 5:
 * "running it twice, or on two servers, charges once"). Agreements whose installments fell due
 * (some beyond their grace) and were never charged are swept by both servers at the same moment:
 * every installment due is charged once, each past its grace carries exactly one late fee, no
 * sweep fails on the ledger's unique postings (each agreement's lock makes the second settle a
 * no-op), and every figure equals what a single sweep makes of an identical agreement. The same
 * holds when payments through the other server settle those agreements during both sweeps (the
 * control: swept, then paid). With the agreement's lock taken away the sweeps fail on the
 * unique postings and this test fails.
 *
 * The store charges 7 % tax on rent and the default late fee ($5 after 5 days' grace on a Monthly
 * agreement, 2 on a Weekly one). Each set holds four Monthly agreements (rent $100 due T-70, T-40,
 * T-10, T-3, T+20: three late fees) and four Weekly ones (rent $40 due T-20, T-13, T-6, T-1, T+1,
 * T+8: three late fees).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
} from '../../../testing/pulse-factories';
import { expectLedgerConsistent } from '../../../testing/ledger-invariants';
import { createPostgresDatabase } from '../../../testing/test-database';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

const TAX = 7;
const ROUNDS = 3;
const SHAPES = [
  { term: 'Monthly', rent: 100, dues: [-70, -40, -10, -3, 20], lateFees: 3 },
  { term: 'Weekly', rent: 40, dues: [-20, -13, -6, -1, 1, 8], lateFees: 3 },
] as const;
const EACH = 4;

const adminUrl = process.env.TEST_DATABASE_URL;
const today = storeToday(STORE_TZ);
let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
let a: TestServer;
let b: TestServer;
let api: ReturnType<typeof client>;
let made = 0;

beforeAll(async () => {
  if (!adminUrl) return;
  database = await createPostgresDatabase(adminUrl);
  const storeSettings = { tax_rate_percent: TAX };
  a = await startTestServer({ databaseUrl: database.databaseUrl, storeSettings });
  b = await startTestServer({
    databaseUrl: database.databaseUrl,
    storeSettings,
    secrets: a.secrets,
    seedEmployees: false,
  });
  api = client(a.url, (await a.signIn()).token);
}, 120_000);
afterAll(async () => {
  await b?.close();
  await a?.close();
  await database?.drop();
});

/** An agreement of `shape`, its installments written as a migration would: never charged. */
async function unsettled(em: EntityManager, shape: (typeof SHAPES)[number]) {
  const customer = await insertCustomerWithContact(em, `Sweep ${++made}`);
  const id = await insertAgreement(em, {
    customer_id: customer,
    custom_agreement_id: `SWEEP-${made}-${randomUUID().slice(0, 8)}`,
    agreement_status: 'Active',
    total_cost: shape.rent * shape.dues.length,
    activated_on: dayFrom(today, shape.dues[0] - 7),
    rental_term: shape.term,
  });
  for (const due of shape.dues)
    await em.execute(
      `insert into scheduled_payments (id, agreement_id, due_date, expected_amount, amount_due)
       values (?, ?, ?::date, ?, ?)`,
      [randomUUID(), id, dayFrom(today, due), shape.rent, shape.rent],
    );
  return id;
}

/** One set: EACH agreements of every shape, in the same order every time. */
const insertSet = () =>
  a.db.em.fork().transactional(async (em) => {
    const ids: number[] = [];
    for (const shape of SHAPES) for (let n = 0; n < EACH; n++) ids.push(await unsettled(em, shape));
    return ids;
  });

/** What an agreement's sweep made, without ids: its figures, its schedule, its entries. */
async function figuresOf(id: number) {
  const em = a.db.em.fork();
  const [agreement] = await em.execute(
    `select amount_due::text, balance::text, total_paid::text, agreement_status, settled_on::text
     from agreements where id = ?`,
    [id],
  );
  const schedule = await em.execute(
    `select due_date::text, charged, amount_due::text, amount_paid::text, status
     from scheduled_payments where agreement_id = ? order by due_date`,
    [id],
  );
  const entries = await em.execute(
    `select e.kind, e.amount_cents, e.effective_date::text, s.due_date::text as installment_due,
       c.kind as charge_kind
     from ledger_entries e
       left join scheduled_payments s on s.id = e.installment_id
       left join ledger_entries c on c.id = e.charge_id
     where e.agreement_id = ?
     order by s.due_date nulls last, e.kind, c.kind nulls first, e.amount_cents`,
    [id],
  );
  return { agreement, schedule, entries };
}

const expectedLateFees = SHAPES.flatMap((s) => Array<number>(EACH).fill(s.lateFees));

/** What a sweep must leave on the raced set, compared with the control set agreement by agreement. */
async function expectSweptOnce(raced: number[], control: number[]) {
  for (const [index, id] of raced.entries()) {
    const f = await expectLedgerConsistent(a.db, api, id, TAX);
    expect(
      f.installments.map((i) => i.rentEntries),
      `agreement ${id}: one rent charge per installment due`,
    ).toEqual(f.installments.map((i) => (i.charged ? 1 : 0)));
    expect(f.installments.reduce((n, i) => n + i.lateFees, 0)).toBe(expectedLateFees[index]);
    expect(await figuresOf(id)).toEqual(await figuresOf(control[index]!));
  }
}

const payTen = (on: ReturnType<typeof client>, id: number) =>
  on(
    'POST',
    '/api/payments',
    { agreement_id: id, amount: 10, payment_method: 'Cash' },
    idempotencyKey(),
  );

describe.skipIf(!adminUrl)('#ledger sweep on two servers at once (PostgreSQL)', () => {
  it('charges every installment due once and assesses each late fee once, as one sweep would', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const control = await insertSet();
      expect(await a.sweep()).toEqual({
        settled: control.length,
        changed: control.length,
        failed: 0,
      });

      const raced = await insertSet();
      const [first, second] = await Promise.all([a.sweep(), b.sweep()]);
      // Neither failed on the unique postings; each agreement changed once, whichever got there.
      expect([first.failed, second.failed]).toEqual([0, 0]);
      expect(first.changed + second.changed).toBe(raced.length);
      expect(first.settled + second.settled).toBeGreaterThanOrEqual(raced.length);
      await expectSweptOnce(raced, control);
      // A third sweep finds nothing to settle: every agreement was settled today.
      expect(await b.sweep()).toEqual({ settled: 0, changed: 0, failed: 0 });
    }
  }, 120_000);

  it('charges once when payments on the other server settle the same agreements during both sweeps', async () => {
    const other = client(b.url, (await b.signIn()).token);
    for (let round = 0; round < ROUNDS; round++) {
      // The control: swept, then paid $10 each, one after the other.
      const control = await insertSet();
      expect((await a.sweep()).failed).toBe(0);
      for (const id of control) expect((await payTen(api, id)).status).toBe(201);

      const raced = await insertSet();
      const [first, second, ...payments] = await Promise.all([
        a.sweep(),
        b.sweep(),
        ...raced.map((id) => payTen(other, id)),
      ]);
      expect(payments.map((p) => p.status)).toEqual(raced.map(() => 201));
      expect([first!.failed, second!.failed]).toEqual([0, 0]);
      await expectSweptOnce(raced, control);
    }
  }, 120_000);
});
