/**
 * Closing the store day while money comes in and goes back, on PostgreSQL (issue 48 point 3;
 * end-of-day.service.ts). The close reads every figure in one snapshot, so what it stores is the
 * day as of one instant: a payment (or a reversal) committing meanwhile is either counted
 * everywhere it shows (tender totals, payment ids, the agreements it paid out, the reversal lines,
 * the drawer) or nowhere, and then it is an adjustment line of the closed day; the closed figures
 * never change afterwards (a payment and a reversal after the close only add adjustment lines).
 *
 * A store closes a day once; to race the close several times on one day, each round deletes the
 * day's close row first (the test's own reset) and closes again. Each payment round pays out four
 * $100-ish agreements in cash around the close (the paid-out count comes from another statement
 * than the tender totals); each reversal round reverses four cash payments taken earlier that day
 * (the reversal lines come from another statement than the drawer's reversed cash). The racers
 * are spread over one payment's time and the close's start moves round by round toward where it
 * lands among their commits, so some commits land before the close's snapshot and some after
 * (both are required to happen). With the close's REPEATABLE READ taken away (a plain
 * transaction) these tests fail.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@rentline/sync-protocol/money';
import type { EndOfDay, TenderTotal } from '@rentline/sync-protocol/wire';
import { storeToday } from '../../../lib/store-time';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from '../../../testing/pulse-factories';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

const ROUNDS = 8;
const RACERS = 4;

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
let made = 0;
/** How long one payment takes here (ms), measured before the races. */
let paymentMs = 0;

/** An Active agreement owing `amount` in one installment a month ahead. */
const agreementOwing = (amount: number) =>
  server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, `Till ${++made}`);
    const id = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: `EODR-${made}-${randomUUID().slice(0, 8)}`,
      agreement_status: 'Active',
      total_cost: amount,
      activated_on: dayFrom(today, -5),
    });
    await insertInstallment(em, id, dayFrom(today, 30), amount, null);
    return id;
  });

const payCash = (agreementId: number, amount: number) =>
  api(
    'POST',
    '/api/payments',
    { agreement_id: agreementId, amount, payment_method: 'Cash' },
    idempotencyKey(),
  );
const reverse = (paymentId: number) =>
  api(
    'POST',
    `/api/payments/${paymentId}/reverse`,
    { reason: 'Entered in error' },
    idempotencyKey(),
  );
const close = (countedCash: number) =>
  api('POST', `/api/end-of-day/${today}/close`, { counted_cash: countedCash, counted_checks: 0 });
/**
 * Starts `steps` at their offsets (ms): a close is a few quick reads while a payment settles its
 * agreement first, so fired together the close would always come first. Spread over one
 * payment's time, commits fall before, during and after the close's reads.
 */
const staggered = <T>(steps: [number, () => Promise<T>][]) =>
  Promise.all(
    steps.map(([ms, step]) => new Promise<void>((resolve) => setTimeout(resolve, ms)).then(step)),
  );
/**
 * When the close starts among the racers (spread over one payment's time): it starts halfway
 * through, and moves later after a round whose close counted none of them (it came before every
 * commit) and earlier after one that counted all, so that the rounds keep landing among the
 * commits however fast the machine is at the moment.
 */
function closeTiming() {
  let closeAt = paymentMs / 2;
  return {
    close: () => Math.round(closeAt),
    racer: (k: number) => Math.round((k / RACERS) * paymentMs),
    counted(n: number) {
      if (n === 0) closeAt = closeAt * 1.5 + 10;
      else if (n === RACERS) closeAt = closeAt * 0.6;
    },
  };
}

const endOfDay = async () => (await api('GET', `/api/end-of-day/${today}`)).body as EndOfDay;
const reopen = () =>
  server.db.em.fork().execute('delete from end_of_day_closes where day = ?', [today]);

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  // The first payment warms the server up; the second is timed.
  for (const amount of [10, 20]) {
    const id = await agreementOwing(100);
    const started = Date.now();
    expect((await payCash(id, amount)).status).toBe(201);
    paymentMs = Date.now() - started;
  }
});
afterAll(() => server.close());

interface StoredClose {
  tenders: TenderTotal[];
  agreements: EndOfDay['agreements'];
  payment_ids: number[];
  reversal_ids: number[];
  figures: Pick<EndOfDay, 'reversals' | 'drawer' | 'fees_total' | 'tax_total'>;
}

async function storedClose(): Promise<StoredClose> {
  const [row] = await server.db.em
    .fork()
    .execute<StoredClose[]>(
      'select tenders, agreements, payment_ids, reversal_ids, figures from end_of_day_closes where day = ?',
      [today],
    );
  expect(row, 'the close row').toBeDefined();
  return row!;
}

const cashOf = (tenders: TenderTotal[]) => tenders.find((t) => t.method === 'cash')!;

/**
 * The stored close is the day at one instant: its cash total is the payments it names, its
 * reversed cash the reversals it names, its drawer their difference, and what it does not name
 * of the day is an adjustment of the closed day (and only that).
 */
async function expectOneInstant() {
  const stored = await storedClose();
  const em = server.db.em.fork();
  const [named] = await em.execute<{ n: number; cents: number }[]>(
    `select count(*)::int as n, coalesce(sum(round(amount_paid * 100)), 0)::int as cents
     from payments where id in (select jsonb_array_elements_text(?::jsonb)::int) and tender = 'cash' and success`,
    [JSON.stringify(stored.payment_ids)],
  );
  const [back] = await em.execute<{ cents: number }[]>(
    `select coalesce(sum(r.amount_cents), 0)::int as cents from ledger_entries r
       join payments p on p.id = r.payment_id
     where r.id in (select jsonb_array_elements_text(?::jsonb)::int) and p.tender = 'cash'`,
    [JSON.stringify(stored.reversal_ids)],
  );
  const cash = cashOf(stored.tenders);
  expect({
    count: cash.count,
    total: toCents(cash.total),
    reversed: toCents(cash.reversed ?? 0),
  }).toEqual({
    count: named!.n,
    total: named!.cents,
    reversed: back!.cents,
  });
  expect(stored.figures.reversals.map((r) => r.entry_id)).toEqual(stored.reversal_ids);
  expect(toCents(stored.figures.drawer!.cash)).toBe(named!.cents - back!.cents);

  // Everything of the day the close does not name is an adjustment, and nothing else is.
  const taken = await em.execute<{ id: number; cents: number }[]>(
    `select id, round(amount_paid * 100)::int as cents from payments
     where success and created_at >= (?::date)::timestamp at time zone ? order by id`,
    [today, STORE_TZ],
  );
  const reversals = await em.execute<{ id: number; payment_id: number; cents: number }[]>(
    `select id, payment_id, amount_cents as cents from ledger_entries
     where kind = 'reversal' and created_at >= (?::date)::timestamp at time zone ? order by id`,
    [today, STORE_TZ],
  );
  const answer = await endOfDay();
  expect(answer.closed).toBe(true);
  expect(answer.tenders).toEqual(stored.tenders.map((t) => ({ ...t, reversed: t.reversed ?? 0 })));
  expect(answer.drawer).toEqual(stored.figures.drawer);
  const adjusted = (amountSign: 1 | -1) =>
    answer.adjustments
      .filter((a) => Math.sign(a.amount) === amountSign)
      .map((a) => ({ payment_id: a.payment_id, cents: toCents(a.amount) }))
      .sort((x, y) => x.payment_id - y.payment_id);
  expect(adjusted(1)).toEqual(
    taken
      .filter((p) => !stored.payment_ids.includes(p.id))
      .map((p) => ({ payment_id: p.id, cents: p.cents })),
  );
  expect(adjusted(-1)).toEqual(
    reversals
      .filter((r) => !stored.reversal_ids.includes(r.id))
      .map((r) => ({ payment_id: r.payment_id, cents: -r.cents }))
      .sort((x, y) => x.payment_id - y.payment_id),
  );
  return { stored, answer };
}

describe('#end-of-day.close racing money (PostgreSQL)', () => {
  it('counts a payment paying out an agreement at the moment of the close everywhere or as an adjustment', async () => {
    const seen = { counted: 0, adjusted: 0 };
    const at = closeTiming();
    for (let round = 0; round < ROUNDS; round++) {
      await reopen();
      const ids = await Promise.all(
        Array.from({ length: RACERS }, (_, k) => agreementOwing(100 + round + k / 100)),
      );
      const open = await endOfDay();
      const before = cashOf(open.tenders);
      const paidOutBefore = open.agreements.paid_out;
      const [closed, ...paid] = await staggered([
        [at.close(), () => close(before.total)],
        ...ids.map((id, k): [number, () => ReturnType<typeof api>] => [
          at.racer(k),
          () => payCash(id, 100 + round + k / 100),
        ]),
      ]);
      expect(closed.status).toBe(201);
      expect(paid.map((p) => p.status)).toEqual(ids.map(() => 201));
      const paymentIds = paid.map((p) => p.body.payment_id as number);

      const { stored, answer } = await expectOneInstant();
      const counted = paymentIds.filter((id) => stored.payment_ids.includes(id));
      seen.counted += counted.length;
      seen.adjusted += RACERS - counted.length;
      at.counted(counted.length);
      // The agreements paid out, read in another statement, agree with the payments counted.
      expect(stored.agreements.paid_out).toBe((paidOutBefore ?? 0) + counted.length);
      // The close's own answer is the stored day.
      expect(closed.body.tenders).toEqual(answer.tenders);
      expect(closed.body.close.over_short_cash).toBe(
        (toCents(before.total) - toCents(answer.drawer!.cash)) / 100,
      );

      // One more payment after the close: an adjustment, the closed figures unchanged.
      const late = await payCash(await agreementOwing(50), 20);
      expect(late.status).toBe(201);
      const after = await expectOneInstant();
      expect(after.answer.tenders).toEqual(answer.tenders);
      expect(after.answer.adjustments).toContainEqual(
        expect.objectContaining({ payment_id: late.body.payment_id, amount: 20, method: 'cash' }),
      );
    }
    // The races overlapped: some payments were counted by a close, others left to adjustments.
    expect(seen.counted, 'payments counted by a close').toBeGreaterThan(0);
    expect(seen.adjusted, 'payments left to adjustments').toBeGreaterThan(0);
  }, 120_000);

  it('counts a reversal of a cash payment at the moment of the close in the drawer and its lines, or as an adjustment', async () => {
    const seen = { counted: 0, adjusted: 0 };
    const at = closeTiming();
    for (let round = 0; round < ROUNDS; round++) {
      await reopen();
      const payments: number[] = [];
      for (let k = 0; k < RACERS; k++) {
        const res = await payCash(await agreementOwing(100), 60 + k);
        expect(res.status).toBe(201);
        payments.push(res.body.payment_id as number);
      }
      const before = (await endOfDay()).drawer!.cash;
      const [closed, ...reversed] = await staggered([
        [at.close(), () => close(before)],
        ...payments.map((id, k): [number, () => ReturnType<typeof api>] => [
          at.racer(k),
          () => reverse(id),
        ]),
      ]);
      expect(closed.status).toBe(201);
      expect(reversed.map((r) => r.status)).toEqual(payments.map(() => 200));

      const { stored, answer } = await expectOneInstant();
      // Each reversal is in the close (its line and the drawer) or an adjustment of it, not both.
      for (const r of reversed) {
        const counted = stored.reversal_ids.includes(r.body.entry_id as number);
        const adjustment = answer.adjustments.some(
          (a) => a.payment_id === r.body.payment_id && a.amount < 0,
        );
        expect({ counted, adjustment }).toEqual({ counted, adjustment: !counted });
        seen[counted ? 'counted' : 'adjusted']++;
      }
      at.counted(reversed.filter((r) => stored.reversal_ids.includes(r.body.entry_id)).length);
      expect(closed.body.drawer).toEqual(answer.drawer);

      // A reversal after the close: an adjustment line, the closed drawer unchanged.
      const late = await payCash(await agreementOwing(100), 30);
      const undo = await reverse(late.body.payment_id as number);
      expect(undo.status).toBe(200);
      const after = await expectOneInstant();
      expect(after.answer.drawer).toEqual(answer.drawer);
      expect(after.answer.adjustments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ payment_id: late.body.payment_id, amount: 30 }),
          expect.objectContaining({ payment_id: late.body.payment_id, amount: -30 }),
        ]),
      );
    }
    expect(seen.counted, 'reversals counted by a close').toBeGreaterThan(0);
    expect(seen.adjusted, 'reversals left to adjustments').toBeGreaterThan(0);
  }, 120_000);
});
