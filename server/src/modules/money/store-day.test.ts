/**
 * The store day of issue 48, through the API as the app drives it: each scenario is one the
 * money got wrong before the ledger. It runs on PGlite and again on PostgreSQL (project
 * server-pg), each describe on its own server so End of Day counts only its own day.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import type {
  AgreementHistory,
  EndOfDay,
  Receipt,
  StoreSettingsValues,
} from '@rentline/sync-protocol/wire';
import { storeToday } from '../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import {
  STORE_TZ,
  insertCustomerWithContact,
  insertException,
  insertExceptionType,
  insertFlowItem,
} from '../../testing/pulse-factories';

const today = storeToday(STORE_TZ);

/** A server of its own, with the store's settings, and the calls a clerk's screens make. */
function storeDay(settings: Partial<StoreSettingsValues> = {}) {
  const s = {} as {
    server: TestServer;
    api: ReturnType<typeof client>;
  };
  beforeAll(async () => {
    s.server = await startTestServer({ storeSettings: settings });
    s.api = client(s.server.url, (await s.server.signIn()).token);
  });
  afterAll(() => s.server.close());

  const money = async (path: string, body: unknown) => {
    const res = await s.api('POST', path, body, { [IDEMPOTENCY_KEY_HEADER]: randomUUID() });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  const get = async <T = Record<string, unknown>>(path: string): Promise<T> => {
    const res = await s.api('GET', path);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as T;
  };

  /** A Monthly agreement of 12 x $84.79 for a new customer, delivered today and paid in cash. */
  async function activeMonthly(overrides: Record<string, unknown> = {}) {
    const item = await s.server.db.em.fork().transactional((em) =>
      insertFlowItem(em, {
        name: 'Sectional Sofa',
        retail_price: 600,
        our_cost: 300,
        serial_number: `SD-${randomUUID().slice(0, 8)}`,
      }),
    );
    const customer = await s.server.db.em
      .fork()
      .transactional((em) =>
        insertCustomerWithContact(em, `Robin Vale ${randomUUID().slice(0, 4)}`),
      );
    const created = await s.api('POST', '/api/agreements', {
      whoIsThisFor: String(customer),
      rentalTerm: 'Monthly',
      selectedProperty: item,
      totalCost: 1017.48,
      totalCostAfterDiscount: 864.86,
      earlyPurchaseDiscount: '25',
      sacPrice: 800,
      sacPeriod: 90,
      sameAsCashOption: true,
      activationFee: 7.5,
      lateFee: 5,
      virtualPmt: 2,
      pmtFld: 5,
      svcFee: 5,
      feldVisit: 15,
      legalAcknowledgment: true,
      lessorSignatureMembers: ['Sarah Johnson'],
      ...overrides,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.agreement_id as number;
    const activated = await money(`/api/agreements/${id}/activate`, {
      delivery_date: today,
      tender: 'cash',
    });
    return { id, item, customer, activation: activated as { payment_id: number; amount: number } };
  }

  const pay = (agreementId: number, amount: number, tender: string) =>
    money('/api/payments', {
      splits: [{ agreement_id: agreementId, amount }],
      tenders: [{ tender, amount }],
    }) as Promise<{ payment_id: number }>;

  const schedule = (id: number) =>
    s.server.db.em.fork().execute<{ due: string; rent: string; paid: string; status: string }[]>(
      `select to_char(due_date, 'YYYY-MM-DD') as due, expected_amount::text as rent,
         amount_paid::text as paid, status from scheduled_payments where agreement_id = ? order by due_date, id`,
      [id],
    );

  return { s, money, get, activeMonthly, pay, schedule };
}

describe('reinstating keeps the contract', () => {
  const day = storeDay();

  it('a Monthly 12 x $84.79 paid at activation, once in cash and $50 by card, returned and reinstated, keeps its twelve $84.79 installments and its last due date', async () => {
    const { id } = await day.activeMonthly();
    await day.pay(id, 84.79, 'cash');
    await day.pay(id, 50, 'card');
    const before = await day.schedule(id);
    expect(before).toHaveLength(12);
    expect(new Set(before.map((r) => r.rent))).toEqual(new Set(['84.79']));
    // The $50 leaves the third installment partly paid: not "Paid", not a new amount.
    expect(before[2]).toMatchObject({ paid: '50.00', status: 'pending' });
    const owedBefore = (await day.get(`/api/agreements/${id}/financial`)).balance;
    expect(owedBefore).toBe(1017.48 - 84.79 * 2 - 50);

    await day.money(`/api/agreements/${id}/return`, {
      reason: 'Voluntary',
      item_condition: 'Good',
    });
    const returned = await day.schedule(id);
    expect(returned.map((r) => [r.due, r.rent])).toEqual(before.map((r) => [r.due, r.rent]));
    expect(returned[2]!.paid).toBe('50.00');

    await day.money(`/api/agreements/${id}/reinstate`, {});
    const after = await day.schedule(id);
    expect(after).toEqual(before);
    expect(after.at(-1)!.due).toBe(before.at(-1)!.due);
    expect((await day.get(`/api/agreements/${id}/financial`)).balance).toBe(owedBefore);
    const items = await day.get<{ items: { item_status: string }[] }>(
      `/api/agreements/${id}/items`,
    );
    expect(items.items.map((i) => i.item_status)).toEqual(['On Rent']);
  });
});

describe('End of Day counts every cent taken', () => {
  const day = storeDay();

  it('an activation taken in cash ($84.79 + the $7.50 fee) and an $84.79 cash payment close balanced at $177.08', async () => {
    const { id, activation } = await day.activeMonthly();
    expect(activation.amount).toBe(92.29);
    await day.pay(id, 84.79, 'cash');
    const eod = await day.get<EndOfDay>(`/api/end-of-day/${today}`);
    expect(eod.tenders.find((t) => t.method === 'cash')).toMatchObject({
      count: 2,
      total: 177.08,
      reversed: 0,
      net: 177.08,
    });
    expect(eod).toMatchObject({ payments_total: 177.08, fees_total: 7.5, tax_total: 0 });
    expect(eod.drawer).toEqual({ cash: 177.08, checks: 0 });
    const closed = await day.money(`/api/end-of-day/${today}/close`, {
      counted_cash: 177.08,
      counted_checks: 0,
    });
    expect(closed).toMatchObject({ closed: true, close: { over_short: 0, over_short_cash: 0 } });
  });
});

describe('one payoff figure', () => {
  // Tax on rent and the damage waiver, so the payoff carries tax too.
  const day = storeDay({ tax_rate_percent: 7 });

  it("the agreement's payoff today is the payoff quote's amount, and paying it leaves nothing owed", async () => {
    const { id } = await day.activeMonthly({ damageWaiver: true });
    await day.pay(id, 50, 'card');
    const financial = await day.get(`/api/agreements/${id}/financial`);
    const quote = await day.get(`/api/agreements/${id}/payoff-quote`);
    expect(financial.payoff_today).toBe(quote.amount);
    expect(quote.tax).toBeGreaterThan(0);
    const paid = await day.money(`/api/agreements/${id}/payoff`, {
      amount: quote.amount,
      tender: 'cash',
    });
    expect(paid).toMatchObject({ agreement_status: 'Paid Out (Early Purchase)' });
    expect(await day.get(`/api/agreements/${id}/financial`)).toMatchObject({
      amount_due: 0,
      balance: 0,
      payoff_today: null,
    });
  });
});

describe('a same-as-cash payoff already paid for', () => {
  const day = storeDay();

  it('costs $0 and closes the agreement without a payment', async () => {
    const { id, item } = await day.activeMonthly();
    // Nine more installments: $847.90 of rent paid, above the $800 same-as-cash price.
    await day.pay(id, 84.79 * 9, 'cash');
    const quote = await day.get(`/api/agreements/${id}/payoff-quote`);
    expect(quote).toMatchObject({ amount: 0, basis: 'same-as-cash', price: 0 });
    expect((await day.get(`/api/agreements/${id}/financial`)).payoff_today).toBe(0);
    const paid = await day.money(`/api/agreements/${id}/payoff`, { amount: 0 });
    expect(paid).toMatchObject({
      agreement_status: 'Paid Out (Early Purchase)',
      unit_status: 'Sold',
      payment_id: null,
    });
    expect(await day.get(`/api/agreements/${id}/financial`)).toMatchObject({
      amount_due: 0,
      balance: 0,
    });
    const [unit] = await day.s.server.db.em
      .fork()
      .execute<{ status: string }[]>('select status from flow_items where id = ?', [item]);
    expect(unit!.status).toBe('Sold');
  });
});

describe('a returned check', () => {
  const day = storeDay();

  it('is reversed: owed again with the returned check fee, its receipt and history marked, its exception resolved and linked, once only', async () => {
    const { id, customer } = await day.activeMonthly();
    const owed = (await day.get(`/api/agreements/${id}/financial`)).balance as number;
    const { payment_id } = await day.pay(id, 84.79, 'check');
    const exceptionId = await day.s.server.db.em.fork().transactional(async (em) =>
      insertException(em, {
        type_id: await insertExceptionType(em, `Returned Check ${randomUUID().slice(0, 4)}`),
        created_on: today,
        customer_id: customer,
        payment_id,
        description: 'Check returned: insufficient funds',
      }),
    );

    const reversed = await day.money(`/api/payments/${payment_id}/reverse`, {
      reason: 'Returned check',
      note: 'NSF',
    });
    expect(reversed).toMatchObject({ fee: 25 });
    expect((await day.get(`/api/agreements/${id}/financial`)).balance).toBe(owed + 25);

    const receipt = await day.get<Receipt>(`/api/payments/${payment_id}/receipt`);
    expect(receipt.reversed).toMatchObject({ reason: 'Returned check' });
    const history = await day.get<AgreementHistory>(`/api/agreements/${id}/history`);
    expect(history.payments.find((p) => p.payment_id === payment_id)!.reversal).toMatchObject({
      reason: 'Returned check',
      by: expect.any(String),
    });
    const resolved = await day.get<{ exceptions: { exception_id: number; payment: unknown }[] }>(
      '/api/exceptions?status=resolved',
    );
    expect(resolved.exceptions.find((e) => e.exception_id === exceptionId)!.payment).toMatchObject({
      agreement_id: id,
      amount: 84.79,
      reversal: { reason: 'Returned check' },
    });

    const again = await day.s.api(
      'POST',
      `/api/payments/${payment_id}/reverse`,
      { reason: 'Returned check' },
      { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    );
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This payment has already been reversed');
    expect((await day.get(`/api/agreements/${id}/financial`)).balance).toBe(owed + 25);

    // The day's End of Day shows it as its own line, and the drawer holds no check.
    const eod = await day.get<EndOfDay>(`/api/end-of-day/${today}`);
    expect(eod.reversals).toEqual([
      expect.objectContaining({ payment_id, method: 'check', amount: 84.79, same_day: true }),
    ]);
    expect(eod.drawer!.checks).toBe(0);
  });
});
