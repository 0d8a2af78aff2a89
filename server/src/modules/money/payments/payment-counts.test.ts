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
const agreement = () =>
  server.db.em.fork().transactional(async (em) => {
    const customer = await insertCustomerWithContact(em, `Counted ${++made}`);
    const id = await insertAgreement(em, {
      customer_id: customer,
      custom_agreement_id: `COUNT-${made}-${randomUUID().slice(0, 8)}`,
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

describe('#payments.list totals kept as payments are written', () => {
  it('follows inserts, a declined attempt, a changed outcome and a delete', async () => {
    const id = await agreement();
    await server.db.em.fork().transactional(async (em) => {
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
    let { shown, counted } = await totals();
    expect(shown).toEqual(counted);
    expect(counted).toMatchObject({ all: 3, completed: 2, failed: 1 });

    const [declined] = await sql('select id from payments where not success');
    await sql('update payments set success = true where id = ?', [declined!.id]);
    await sql(`update payments set processor_message = 'noted'`);
    ({ shown, counted } = await totals());
    expect(shown).toEqual({ all: 3, completed: 3, failed: 0 });
    expect(shown).toEqual(counted);

    await sql('delete from ledger_entries where payment_id = ?', [declined!.id]);
    await sql('delete from payments where id = ?', [declined!.id]);
    ({ shown, counted } = await totals());
    expect(shown).toEqual({ all: 2, completed: 2, failed: 0 });
    expect(shown).toEqual(counted);
  });

  it('counts a search by the payments it finds', async () => {
    const res = await api('GET', '/api/payments?filter=all&limit=1&offset=0&search=Counted%201');
    expect(res.status).toBe(200);
    expect(res.body.total_count).toBe(2);
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
