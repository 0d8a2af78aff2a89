import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarMonths, IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import { EDIT_AGREEMENT_TEXTS, LIFECYCLE_TEXTS } from '@rentline/sync-protocol/texts';
import { storeToday } from '../../../../lib/store-time';
import { client, startTestServer, type TestServer } from '../../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../../testing/pulse-fixture';
import {
  STORE_TZ,
  dayFrom,
  insertCustomerWithContact,
  insertFlowItem,
} from '../../../../testing/pulse-factories';

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
const today = storeToday(STORE_TZ);
let serial = 0;
/** The store's CHARGE_OFF_DAYS in these tests. */
const CHARGE_OFF_DAYS = 60;

beforeAll(async () => {
  server = await startTestServer({ storeSettings: { charge_off_days: CHARGE_OFF_DAYS } });
  await server.db.em.fork().transactional(async (em) => {
    fx = await seedPulseFixture(em, today);
  });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  server.db.em.fork().execute<T[]>(query, params);

/** A serialised unit in stock at a cash price of $700. */
async function unit(name = 'Leather Sofa') {
  return server.db.em.fork().transactional((em) =>
    insertFlowItem(em, {
      name,
      retail_price: 700,
      our_cost: 400,
      serial_number: `LC-${++serial}-${randomUUID().slice(0, 6)}`,
    }),
  );
}

/** A new customer (no history, so no good customer discount). */
const newCustomer = () =>
  server.db.em.fork().transactional((em) => insertCustomerWithContact(em, `Pat Lane ${++serial}`));

/** A Monthly agreement for a new customer: $1,000, SAC $800 for 90 days. */
async function pending(itemId: string, overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/api/agreements', {
    whoIsThisFor: String(await newCustomer()),
    rentalTerm: 'Monthly',
    selectedProperty: itemId,
    totalCost: 1000,
    totalCostAfterDiscount: 850,
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
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.agreement_id as number;
}

const money = (path: string, body: unknown, key: string = randomUUID()) =>
  api('POST', path, body, { [IDEMPOTENCY_KEY_HEADER]: key });

async function active(itemId: string) {
  const id = await pending(itemId);
  const res = await money(`/api/agreements/${id}/activate`, {
    delivery_date: today,
    payment_method: 'Cash',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

const unitStatus = async (itemId: string) =>
  (await sql<{ status: string }>('select status from flow_items where id = ?', [itemId]))[0]!
    .status;
const detail = async (id: number) => (await api('GET', `/api/agreements/${id}`)).body;
const schedule = (id: number) =>
  sql<{ due: string; expected: string; paid: string; status: string }>(
    `select to_char(due_date, 'YYYY-MM-DD') as due, expected_amount::text as expected,
       amount_paid::text as paid, status from scheduled_payments where agreement_id = ? order by due_date`,
    [id],
  );
const sumCents = (rows: { expected: string }[]) =>
  rows.reduce((s, r) => s + Math.round(Number(r.expected) * 100), 0);

describe('#lifecycle create and activate', () => {
  it('reserves the unit on create and offers it to no other agreement', async () => {
    const item = await unit();
    const id = await pending(item);
    expect(await unitStatus(item)).toBe('Reserved');
    const onIt = await api('GET', `/api/agreements/${id}/items`);
    expect(onIt.body.items[0]).toMatchObject({
      flow_item_id: item,
      serial_number: expect.stringMatching(/^LC-/),
    });
    const again = await api('POST', '/api/agreements', {
      ...(await api('GET', `/api/agreements/${id}`)).body,
      whoIsThisFor: String(fx.customers.bob),
      rentalTerm: 'Monthly',
      selectedProperty: item,
      totalCost: 1000,
      sacPrice: 800,
      sacPeriod: 90,
      earlyPurchaseDiscount: '25',
      sameAsCashOption: true,
      activationFee: 7.5,
      lateFee: 5,
      virtualPmt: 2,
      pmtFld: 5,
      svcFee: 5,
      feldVisit: 15,
      legalAcknowledgment: true,
      lessorSignatureMembers: ['Sarah Johnson'],
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/is already on agreement AGR-/);
    const history = await api('GET', `/api/agreements/${id}/events`);
    expect(history.body.events.map((e: { kind: string }) => e.kind)).toEqual(['Created']);
  });

  it('delivers: a schedule from the delivery date, the first installment and the fee paid, unit On Rent', async () => {
    const item = await unit();
    const id = await pending(item);
    const key = randomUUID();
    const res = await money(
      `/api/agreements/${id}/activate`,
      { delivery_date: today, payment_method: 'Cash' },
      key,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      agreement_status: 'Active',
      unit_status: 'On Rent',
      payment_id: expect.any(Number),
    });
    expect(await unitStatus(item)).toBe('On Rent');
    const [units] = await sql<{ n: number }>(
      'select in_stock_units as n from flow_items where id = ?',
      [item],
    );
    // Out of the store: no longer counted in stock (Flow's Inventory Value).
    expect(Number(units!.n)).toBe(0);
    const rows = await schedule(id);
    expect(rows).toHaveLength(12);
    expect(sumCents(rows)).toBe(100_000);
    // The first installment's group is its rent and the activation fee: both taken now.
    expect(rows[0]).toMatchObject({ due: today, expected: '83.34', paid: '90.84', status: 'paid' });
    expect(rows[1]!.status).toBe('pending');
    const [payment] = await sql<{ amount_paid: string; fees_cents: number; rent_cents: number }>(
      'select amount_paid::text, fees_cents, rent_cents from payments where agreement_id = ?',
      [id],
    );
    expect(payment).toEqual({ amount_paid: '90.84', fees_cents: 750, rent_cents: 8334 });
    const receipt = await api('GET', `/api/payments/${res.body.payment_id}/receipt`);
    // Nothing is owed right after it; the next installment falls due in a month.
    expect(receipt.body).toMatchObject({
      amount: 90.84,
      rent: 83.34,
      fee: 7.5,
      balance_after: 0,
      next_due_date: addCalendarMonths(today, 1),
    });
    const a = await detail(id);
    expect(a).toMatchObject({
      agreement_status: 'Active',
      total_paid: 90.84,
      balance: 916.66,
      delivery_date: today,
      sac_expiration: dayFrom(today, 90),
    });
    // The same request again is answered, not recorded twice.
    const retry = await money(
      `/api/agreements/${id}/activate`,
      { delivery_date: today, payment_method: 'Cash' },
      key,
    );
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await sql('select id from payments where agreement_id = ?', [id])).toHaveLength(1);
    // A new request to activate it again is refused.
    const twice = await money(`/api/agreements/${id}/activate`, {
      delivery_date: today,
      payment_method: 'Cash',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error).toBe(LIFECYCLE_TEXTS.cannot('activated', 'Active'));
    const history = await api('GET', `/api/agreements/${id}/events`);
    expect(history.body.events[0]).toMatchObject({
      kind: 'Activated',
      amount: 90.84,
      employee_name: expect.any(String),
    });
    expect(history.body.events[0].detail).toContain('activation fee $7.50');
  });

  it('refuses a delivery in the future, without a key, or before the agreement', async () => {
    const id = await pending(await unit());
    const future = await money(`/api/agreements/${id}/activate`, {
      delivery_date: dayFrom(today, 1),
      payment_method: 'Cash',
    });
    expect(future.status).toBe(400);
    expect(future.body.error).toBe(LIFECYCLE_TEXTS.deliveryInFuture);
    const early = await money(`/api/agreements/${id}/activate`, {
      delivery_date: dayFrom(today, -1),
      payment_method: 'Cash',
    });
    expect(early.status).toBe(400);
    expect(early.body.error).toBe(LIFECYCLE_TEXTS.deliveryBeforeAgreement);
    const keyless = await api('POST', `/api/agreements/${id}/activate`, {
      delivery_date: today,
      payment_method: 'Cash',
    });
    expect(keyless.status).toBe(400);
    expect((await detail(id)).agreement_status).toBe('Pending Progress');
    expect(await sql('select id from payments where agreement_id = ?', [id])).toHaveLength(0);
  });

  it('cancels a pending agreement and puts the unit back in stock', async () => {
    const item = await unit();
    const id = await pending(item);
    const res = await api('POST', `/api/agreements/${id}/cancel`, { note: 'Changed their mind' });
    expect(res.body).toMatchObject({ agreement_status: 'Cancelled', unit_status: 'In-Stock' });
    expect(await unitStatus(item)).toBe('In-Stock');
    // The schedule is kept as it was proposed: nothing of it is owed any more.
    const rows = await schedule(id);
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'closed')).toBe(true);
    expect((await detail(id)).balance).toBe(0);
  });
});

describe('#lifecycle payoff', () => {
  it('quotes the SAC price less what is paid within the SAC period, then 75 % of the rest', async () => {
    const id = await active(await unit());
    const quote = await api('GET', `/api/agreements/${id}/payoff-quote`);
    // $800 same-as-cash less the first installment of $83.34.
    expect(quote.body).toMatchObject({ amount: 716.66, basis: 'same-as-cash', total_paid: 83.34 });
    await sql(`update agreements set sac_expiration = ?::date where id = ?`, [
      dayFrom(today, -1),
      id,
    ]);
    const later = await api('GET', `/api/agreements/${id}/payoff-quote`);
    // 75 % of the remaining $916.66 = $687.495, rounded to the cent.
    expect(later.body).toMatchObject({ amount: 687.5, basis: 'early-purchase', remaining: 916.66 });
  });

  it('pays off at the quote: Paid Out (Early Purchase), unit Sold, nothing left due, no more payments', async () => {
    const item = await unit();
    const id = await active(item);
    const stale = await money(`/api/agreements/${id}/payoff`, {
      amount: 700,
      payment_method: 'Cash',
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(LIFECYCLE_TEXTS.payoffChanged(716.66));
    const res = await money(`/api/agreements/${id}/payoff`, {
      amount: 716.66,
      payment_method: 'Check',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      agreement_status: 'Paid Out (Early Purchase)',
      unit_status: 'Sold',
    });
    expect(await unitStatus(item)).toBe('Sold');
    expect((await detail(id)).balance).toBe(0);
    const receipt = await api('GET', `/api/payments/${res.body.payment_id}/receipt`);
    expect(receipt.body).toMatchObject({ amount: 716.66, balance_after: 0, next_due_date: null });
    // The schedule stands as it was: the first installment paid, the rest never charged.
    const rows = await schedule(id);
    expect(rows.map((r) => r.status)).toEqual(['paid', ...Array(11).fill('closed')]);
    expect(sumCents(rows)).toBe(100_000);
    const pay = await money('/api/payments', {
      agreement_id: id,
      amount: 10,
      payment_method: 'Cash',
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error).toMatch(/is Paid Out \(Early Purchase\) and takes no payments$/);
  });

  it('closes as Paid Out when the last installment is paid', async () => {
    const item = await unit();
    const id = await active(item);
    const res = await money('/api/payments', {
      agreement_id: id,
      amount: 916.66,
      payment_method: 'Cash',
    });
    expect(res.status).toBe(201);
    expect((await detail(id)).agreement_status).toBe('Paid Out');
    expect(await unitStatus(item)).toBe('Sold');
  });
});

describe('#lifecycle return and reinstate', () => {
  it('takes the unit back with its condition and reinstates it within the window', async () => {
    const item = await unit();
    await sql(`update flow_items set description = ? where id = ?`, [
      'Condition: Like New\n\nTan leather',
      item,
    ]);
    const id = await active(item);
    const back = await api('POST', `/api/agreements/${id}/return`, {
      reason: 'Pickup',
      item_condition: 'Fair',
    });
    expect(back.body).toMatchObject({ agreement_status: 'Returned', unit_status: 'Returned' });
    const [row] = await sql<{ description: string }>(
      'select description from flow_items where id = ?',
      [item],
    );
    expect(row!.description).toBe('Condition: Fair\n\nTan leather');
    const history = await api('GET', `/api/flow/items/${item}/history`);
    expect(history.body.agreements[0]).toMatchObject({
      agreement_id: id,
      item_condition: 'Like New',
      return_condition: 'Fair',
      item_status: 'Returned',
    });
    // The schedule is the contract: a return changes none of it.
    const kept = await schedule(id);
    expect(kept).toHaveLength(12);
    expect(sumCents(kept)).toBe(100_000);
    expect(await detail(id)).toMatchObject({ balance: 0, reinstate_until: dayFrom(today, 5) });
    const pay = await money('/api/payments', {
      agreement_id: id,
      amount: 10,
      payment_method: 'Cash',
    });
    expect(pay.status).toBe(400);
    expect(pay.body.error).toMatch(/is Returned and takes no payments$/);

    const again = await api('POST', `/api/agreements/${id}/reinstate`);
    expect(again.body).toMatchObject({ agreement_status: 'Active', unit_status: 'On Rent' });
    const rows = await schedule(id);
    expect(sumCents(rows)).toBe(100_000);
    expect(rows[1]!.due).toBe(addCalendarMonths(today, 1));
    expect(rows.filter((r) => r.status === 'pending')).toHaveLength(11);
    expect((await detail(id)).balance).toBe(916.66);
  });

  it('refuses to reinstate after the window or when the unit went to someone else', async () => {
    const item = await unit();
    const id = await active(item);
    await api('POST', `/api/agreements/${id}/return`, {
      reason: 'Voluntary',
      item_condition: 'Good',
    });
    await sql(`update agreements set closed_on = ?::date where id = ?`, [dayFrom(today, -6), id]);
    const late = await api('POST', `/api/agreements/${id}/reinstate`);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(LIFECYCLE_TEXTS.windowClosed(dayFrom(today, -1)));

    const other = await unit('OLED TV');
    const otherId = await active(other);
    await api('POST', `/api/agreements/${otherId}/return`, {
      reason: 'Voluntary',
      item_condition: 'Good',
    });
    await sql(`update flow_items set status = 'In-Stock' where id = ?`, [other]);
    await pending(other);
    const gone = await api('POST', `/api/agreements/${otherId}/reinstate`);
    expect(gone.status).toBe(409);
    expect(gone.body.error).toBe(LIFECYCLE_TEXTS.unitGone('OLED TV'));
    expect((await detail(otherId)).agreement_status).toBe('Returned');
  });
});

/**
 * An agreement signed and delivered long enough ago that its first installment still owed (its
 * second; the first was taken at delivery) is `days` past due today.
 */
async function activeAndLate(itemId: string, days: number) {
  const id = await pending(itemId);
  const delivered = addCalendarMonths(dayFrom(today, -days), -1);
  await sql('update agreements set agreement_date = ?::date where id = ?', [delivered, id]);
  const res = await money(`/api/agreements/${id}/activate`, {
    delivery_date: delivered,
    payment_method: 'Cash',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return id;
}

describe('#lifecycle charge-off', () => {
  it('writes off what is owed once past due long enough (the store setting), not before', async () => {
    const early = await api(
      'POST',
      `/api/agreements/${await activeAndLate(await unit(), CHARGE_OFF_DAYS - 1)}/charge-off`,
      { note: 'Skipped town' },
    );
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(
      'This agreement is 59 days past due; it can be charged off once it is 60 days past due',
    );
    const item = await unit();
    const id = await activeAndLate(item, CHARGE_OFF_DAYS);
    const blank = await api('POST', `/api/agreements/${id}/charge-off`, { note: ' ' });
    expect(blank.status).toBe(400);
    const owed = (await api('GET', `/api/agreements/${id}/financial`)).body.amount_due as number;
    // The installments due since delivery, and a late fee on each one past its grace.
    expect(owed).toBeGreaterThan(83.33);
    const res = await api('POST', `/api/agreements/${id}/charge-off`, { note: 'Skipped town' });
    expect(res.body).toMatchObject({ agreement_status: 'Charged Off', unit_status: 'Charged Off' });
    expect(await detail(id)).toMatchObject({ balance: 0, written_off: owed });
    const history = await api('GET', `/api/agreements/${id}/events`);
    expect(history.body.events[0]).toMatchObject({
      kind: 'Charged Off',
      amount: owed,
      detail: 'Skipped town',
    });
    const ledger = (await api('GET', `/api/agreements/${id}/ledger`)).body;
    expect(ledger.entries.at(-1)).toMatchObject({
      kind: 'write_off',
      amount: -owed,
      balance_after: 0,
    });
  });

  it('refuses steps a status does not allow', async () => {
    const id = await pending(await unit());
    for (const [path, body] of [
      ['return', { reason: 'Pickup', item_condition: 'Good' }],
      ['reinstate', undefined],
      ['charge-off', { note: 'x' }],
    ] as const) {
      const res = await api('POST', `/api/agreements/${id}/${path}`, body);
      expect(res.status, path).toBe(409);
    }
    expect((await api('GET', `/api/agreements/${id}/payoff-quote`)).status).toBe(409);
    expect((await api('POST', '/api/agreements/999999/reinstate')).status).toBe(404);
  });
});

describe('#lifecycle edit', () => {
  it('reprices a pending agreement by the same rules as a new one, with a new proposed schedule', async () => {
    const id = await pending(await unit());
    const cheap = await api('PATCH', `/api/agreements/${id}`, { totalCost: 650 });
    expect(cheap.status).toBe(400);
    expect(cheap.body.error).toBe('Total cost must be at least the cash price ($700.00)');
    const res = await api('PATCH', `/api/agreements/${id}`, {
      rentalTerm: 'Weekly',
      totalCost: 1470,
      earlyPurchaseDiscount: '40',
      notes: 'Delivery after 5 pm',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = await detail(id);
    expect(a).toMatchObject({
      totalCost: 1470,
      rental_term: 'Weekly',
      early_purchase_discount: 40,
      early_purchase_price: 882,
      reinstatement_days: 2,
      notes: 'Delivery after 5 pm',
    });
    const rows = await schedule(id);
    expect(rows).toHaveLength(52);
    expect(sumCents(rows)).toBe(147_000);
    const history = await api('GET', `/api/agreements/${id}/events`);
    expect(history.body.events[0].detail).toBe(
      'Changed rental term, total cost, early purchase option, notes',
    );
  });

  it('after activation changes only the notes and the monthly due day', async () => {
    const id = await active(await unit());
    const price = await api('PATCH', `/api/agreements/${id}`, { totalCost: 2000 });
    expect(price.status).toBe(409);
    expect(price.body.error).toBe(EDIT_AGREEMENT_TEXTS.pricedOnlyPending);
    const bad = await api('PATCH', `/api/agreements/${id}`, { dueDay: 31 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(EDIT_AGREEMENT_TEXTS.dueDay);
    const res = await api('PATCH', `/api/agreements/${id}`, { dueDay: 3 });
    expect(res.status).toBe(200);
    const unpaid = (await schedule(id)).filter((r) => r.status !== 'paid');
    expect(unpaid).toHaveLength(11);
    expect(unpaid.every((r) => r.due.endsWith('-03'))).toBe(true);
    expect((await schedule(id))[0]!.due).toBe(today);
    const nothing = await api('PATCH', `/api/agreements/${id}`, {});
    expect(nothing.status).toBe(400);
  });

  it('refuses a due day before activation', async () => {
    const id = await pending(await unit());
    const res = await api('PATCH', `/api/agreements/${id}`, { dueDay: 3 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(EDIT_AGREEMENT_TEXTS.dueDayOnlyActive);
  });
});
