/**
 * The payment log's totals come from the counts kept as payments are written (migration
 * payment_counts): after inserts, a declined attempt, a payment's outcome changed and deleted,
 * and, on PostgreSQL, payments taken in parallel, each filter's total is what counting the
 * payments gives. On PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeToday } from '../../../lib/store-time';
import { isPostgresRun } from '../../../testing/test-database';
import {
  STORE_TZ,
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
  insertPayment,
} from '../../../testing/pulse-factories';
import {
  client,
  idempotencyKey,
  startTestServer,
  type TestServer,
} from '../../../testing/test-server';

const today = storeToday(STORE_TZ);
let server: TestServer;
let api: ReturnType<typeof client>;
let made = 0;

beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server?.close());

/** A new customer's Active agreement of $1,000 in four monthly installments from 30 days on. */
const agreement = (name = `Counted ${++made}`) =>
  server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, name);
    const id = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: `COUNT-${randomUUID().slice(0, 8)}`,
      agreement_status: 'Active',
      total_cost: 1000,
      activated_on: dayFrom(today, -10),
    });
    for (let i = 1; i <= 4; i++) await insertInstallment(em, id, dayFrom(today, 30 * i), 250, null);
    return id;
  });

const sql = (text: string, params: unknown[] = []) => server.db.em.fork().execute(text, params);

/** Each filter's total as the log answers it, and as counting the payments gives it. */
async function totals() {
  const shown: Record<string, number> = {};
  for (const filter of ['all', 'completed', 'failed']) {
    const res = await api('GET', `/api/payments?filter=${filter}&limit=1&offset=0`);
    expect(res.status).toBe(200);
    shown[filter] = res.body.total_count;
  }
  const [counted] = await sql(
    `select count(*)::int as "all", (count(*) filter (where success))::int as completed,
       (count(*) filter (where not success))::int as failed from payments`,
  );
  return { shown, counted };
}

/** Payments of 100 and 50 that went through and a declined one of 75, taken yesterday. */
const insertPayments = (id: number) =>
  server.db.em.fork().transactional(async (em) => {
    for (const [amount, success] of [
      [100, true],
      [50, true],
      [75, false],
    ] as const)
      await insertPayment(em, {
        agreement_id: id,
        amount_paid: amount,
        success,
        payment_status: success ? 'completed' : 'failed',
        paid_on: dayFrom(today, -1),
      });
  });

describe('#payments.list totals kept as payments are written', () => {
  it('follows inserts, a declined attempt, a changed outcome and a delete', async () => {
    // Store-wide totals: what this test adds to them, whatever other tests wrote before.
    const { counted: before } = await totals();
    const more = (all: number, completed: number, failed: number) => ({
      all: before.all + all,
      completed: before.completed + completed,
      failed: before.failed + failed,
    });
    const id = await agreement();
    await insertPayments(id);
    let { shown, counted } = await totals();
    expect(shown).toEqual(counted);
    expect(counted).toEqual(more(3, 2, 1));

    const [declined] = await sql('select id from payments where not success and agreement_id = ?', [
      id,
    ]);
    await sql('update payments set success = true where id = ?', [declined!.id]);
    await sql(`update payments set processor_message = 'noted'`);
    ({ shown, counted } = await totals());
    expect(shown).toEqual(more(3, 3, 0));
    expect(shown).toEqual(counted);

    await sql('delete from ledger_entries where payment_id = ?', [declined!.id]);
    await sql('delete from payments where id = ?', [declined!.id]);
    ({ shown, counted } = await totals());
    expect(shown).toEqual(more(2, 2, 0));
    expect(shown).toEqual(counted);
  });

  it('counts a search by the payments it finds', async () => {
    // A customer of this test's own with three payments, one of them declined.
    await insertPayments(await agreement('Sought Payer'));
    const res = await api('GET', '/api/payments?filter=all&limit=1&offset=0&search=Sought%20Payer');
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(3);
  });

  it.runIf(isPostgresRun())('stays exact with payments taken in parallel', async () => {
    const ids = await Promise.all(Array.from({ length: 6 }, () => agreement()));
    const answers = await Promise.all(
      ids.flatMap((id) =>
        [40, 60].map((amount) =>
          api(
            'POST',
            '/api/payments',
            { agreement_id: id, amount, payment_method: 'Cash' },
            idempotencyKey(randomUUID()),
          ),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(201));
    const { shown, counted } = await totals();
    expect(shown).toEqual(counted);
  });
});
