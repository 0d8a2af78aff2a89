/**
 * One payment across a customer's two agreements racing other payments on each, on PostgreSQL
 * (issue 48 point 7; take-payment.ts locks the agreements in id order). Two split payments (their
 * agreements listed in opposite orders, one with two tenders) and two single payments on each
 * agreement are sent at once: none deadlocks (every answer is a 201 or a refusal), a split is
 * taken whole or not at all (its rows share one group and add up to its splits), no agreement
 * takes more than it can, every refusal was right (what it asked is more than its agreement can
 * still take at the end: what an agreement can take only goes down; one paid out meanwhile
 * refuses in its own words), and each agreement's ledger keeps its invariants
 * (testing/ledger-invariants.ts). With the agreements locked in the order listed instead, the
 * opposite splits deadlock and this test fails.
 *
 * Each round, a new customer: agreement A (four installments of $250, the first due 10 days ago
 * and charged with its $5 late fee: it can take $1,005) and agreement B (three of $200 ahead:
 * $600). Asked at once of A: $300 + $350 + $400 + $400; of B: $200 + $150 + $250 + $250.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from '../../../testing/pulse-factories';
import { expectLedgerConsistent } from '../../../testing/ledger-invariants';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

/**
 * At least this many rounds, and on until a split has been taken and a request refused (which
 * of the racing requests wins is up to the machine's timing: on a loaded one the single payments
 * can win every round), at most MAX_ROUNDS.
 */
const ROUNDS = 8;
const MAX_ROUNDS = 40;

let server: TestServer;
let api: ReturnType<typeof client>;
const today = storeToday(STORE_TZ);
let made = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

/** A customer's two agreements: A can take $1,005, B $600. */
const customerWithTwo = () =>
  server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, `Split ${++made}`);
    const agreement = (cost: number) =>
      insertAgreement(em, {
        customer_id: customer,
        custom_agreement_id: `SPLIT-${made}-${cost}-${randomUUID().slice(0, 8)}`,
        agreement_status: 'Active',
        total_cost: cost,
        activated_on: dayFrom(today, -40),
      });
    const a = await agreement(1000);
    for (const offset of [-10, 20, 50, 80])
      await insertInstallment(em, a, dayFrom(today, offset), 250, null);
    const b = await agreement(600);
    for (const offset of [25, 55, 85])
      await insertInstallment(em, b, dayFrom(today, offset), 200, null);
    return { a, b };
  });

/** A request and what it asks of each agreement. */
interface Ask {
  parts: { agreementId: number; amount: number }[];
  send: () => ReturnType<typeof api>;
}

const split = (
  parts: { agreementId: number; amount: number }[],
  tenders: { tender: string; amount: number }[],
): Ask => ({
  parts,
  send: () =>
    api(
      'POST',
      '/api/payments',
      { splits: parts.map((p) => ({ agreement_id: p.agreementId, amount: p.amount })), tenders },
      idempotencyKey(),
    ),
});

const single = (agreementId: number, amount: number): Ask => ({
  parts: [{ agreementId, amount }],
  send: () =>
    api(
      'POST',
      '/api/payments',
      { agreement_id: agreementId, amount, payment_method: 'Cash' },
      idempotencyKey(),
    ),
});

const rowsOf = (agreementId: number) =>
  server.db.em
    .fork()
    .execute<{ id: number; cents: number; group_id: string | null }[]>(
      'select id, round(amount_paid * 100)::int as cents, group_id from payments where agreement_id = ? and success order by id',
      [agreementId],
    );

describe('#payments.create across two agreements in parallel (PostgreSQL)', () => {
  it('takes a split whole or not at all, never more than an agreement can take, without deadlock', async () => {
    const seen = { taken: 0, refused: 0, splitsTaken: 0 };
    const enough = () => seen.refused > 0 && seen.splitsTaken > 0;
    for (let round = 0; round < MAX_ROUNDS && (round < ROUNDS || !enough()); round++) {
      const { a, b } = await customerWithTwo();
      const can = { [a]: 100_500, [b]: 60_000 };
      const asks = [
        split(
          [
            { agreementId: a, amount: 300 },
            { agreementId: b, amount: 200 },
          ],
          [{ tender: 'cash', amount: 500 }],
        ),
        // Listed B first, paid with cash and a check.
        split(
          [
            { agreementId: b, amount: 150 },
            { agreementId: a, amount: 350 },
          ],
          [
            { tender: 'cash', amount: 300 },
            { tender: 'check', amount: 200 },
          ],
        ),
        single(a, 400),
        single(a, 400),
        single(b, 250),
        single(b, 250),
      ];
      const answers = await Promise.all(asks.map((ask) => ask.send()));
      for (const answer of answers) expect([201, 400]).toContain(answer.status);

      const accepted = asks.filter((_, i) => answers[i]!.status === 201);
      const takenOf = (id: number) =>
        accepted
          .flatMap((ask) => ask.parts)
          .reduce((n, p) => n + (p.agreementId === id ? p.amount * 100 : 0), 0);
      for (const id of [a, b]) {
        const f = await expectLedgerConsistent(server.db, api, id);
        expect(f.totalPaidCents, `agreement ${id}: paid what was accepted`).toBe(takenOf(id));
        expect(f.totalPaidCents).toBeLessThanOrEqual(can[id]!);
        expect(f.balanceCents).toBe(can[id]! - takenOf(id));
        const rows = await rowsOf(id);
        expect(rows.reduce((n, r) => n + r.cents, 0)).toBe(takenOf(id));
      }

      // A split taken is all there, in one group; a refused one left nothing.
      for (const [i, ask] of asks.entries()) {
        if (ask.parts.length < 2 || answers[i]!.status !== 201) continue;
        seen.splitsTaken++;
        const group = answers[i]!.body.group_id as string;
        expect(group).toBeTruthy();
        const grouped = [...(await rowsOf(a)), ...(await rowsOf(b))].filter(
          (r) => r.group_id === group,
        );
        expect(grouped.reduce((n, r) => n + r.cents, 0)).toBe(50_000);
      }
      const groups = new Set(
        [...(await rowsOf(a)), ...(await rowsOf(b))].map((r) => r.group_id).filter(Boolean),
      );
      expect(groups.size).toBe(
        asks.filter((ask, i) => ask.parts.length > 1 && answers[i]!.status === 201).length,
      );

      // Every refusal was right: some part of it is more than its agreement can take at the end.
      for (const [i, ask] of asks.entries()) {
        const answer = answers[i]!;
        if (answer.status !== 400) {
          seen.taken++;
          continue;
        }
        seen.refused++;
        // Refused beyond what is left, or because the agreement was paid out meanwhile.
        expect(answer.body.error).toMatch(
          /^(Payment exceeds the balance due \(\$[\d,]+\.\d\d\)|SPLIT-\S+ is Paid Out and takes no payments)$/,
        );
        const left = (id: number) => can[id]! - takenOf(id);
        expect(
          ask.parts.some((p) => p.amount * 100 > left(p.agreementId)),
          `request ${i} was refused though it fits what is left`,
        ).toBe(true);
      }
    }
    expect(seen.refused).toBeGreaterThan(0);
    expect(seen.splitsTaken).toBeGreaterThan(0);
  }, 300_000);
});
