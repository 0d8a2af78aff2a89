import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LESSOR_NAME, LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol/rules';
import { storeToday } from '../../../lib/store-time';
import { createLookup } from '../../../testing/factories';
import { client, startTestServer, type TestServer } from '../../../testing/test-server';
import { seedPulseFixture, type PulseFixture } from '../../../testing/pulse-fixture';
import {
  STORE_TZ,
  dayFrom,
  insertAccount,
  insertCustomerWithContact,
  insertFlowItem,
} from '../../../testing/pulse-factories';

let server: TestServer;
let api: ReturnType<typeof client>;
let fx: PulseFixture;
let items: Record<'sofa' | 'tv' | 'lamp' | 'bed' | 'chair' | 'laptop', string>;
let lookups: { category_id: number; vendor_id: number };
const today = storeToday(STORE_TZ);
const d = (offset: number) => dayFrom(today, offset);
/**
 * The refusals read the seeded Pulse fixture and these items, to which no test writes: a test
 * that creates an agreement creates it for a customer and an item of its own (below), and reads
 * the agreement numbers as what came after the store's highest.
 */
beforeAll(async () => {
  server = await startTestServer();
  await server.db.em.fork().transactional(async (em) => {
    fx = await seedPulseFixture(em, today);
    const category_id = await createLookup(em, 'categories', 'Living Room');
    const vendor_id = await createLookup(em, 'vendors', 'Ashley');
    lookups = { category_id, vendor_id };
    items = {
      sofa: await insertFlowItem(em, {
        name: 'Leather Sofa',
        retail_price: 700,
        our_cost: 500,
        category_id,
        vendor_id,
      }),
      tv: await insertFlowItem(em, {
        name: 'OLED TV',
        status: 'On Rent',
        retail_price: 900,
        our_cost: 400,
      }),
      lamp: await insertFlowItem(em, { name: 'Floor Lamp', retail_price: 120, our_cost: 40 }),
      bed: await insertFlowItem(em, { name: 'Queen Bed', retail_price: 450, our_cost: 300 }),
      chair: await insertFlowItem(em, { name: 'Recliner', retail_price: 400, our_cost: 150 }),
      laptop: await insertFlowItem(em, { name: 'XPS 16', retail_price: 3785.99, our_cost: 2900 }),
    };
  });
  api = client(server.url, (await server.signIn()).token);
});
afterAll(() => server.close());

/** The form as the New agreement screen sends it (with the fields added on submit). */
const form = (overrides: Record<string, unknown>) => ({
  whoIsThisFor: String(fx.customers.alice),
  rentalTerm: 'Monthly',
  selectedProperty: items.sofa,
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
  lessor: 'ignored',
  agreementDate: '2000-01-01',
  agreementStatus: 'Active',
  ...overrides,
});
/** An item in stock of the calling test's own, priced as the shared one of that name. */
const newItem = (name: keyof typeof items) =>
  server.db.em.fork().transactional((em) =>
    insertFlowItem(
      em,
      {
        sofa: { name: 'Leather Sofa', retail_price: 700, our_cost: 500, ...lookups },
        tv: { name: 'OLED TV', retail_price: 900, our_cost: 400 },
        lamp: { name: 'Floor Lamp', retail_price: 120, our_cost: 40 },
        bed: { name: 'Queen Bed', retail_price: 450, our_cost: 300 },
        chair: { name: 'Recliner', retail_price: 400, our_cost: 150 },
        laptop: { name: 'XPS 16', retail_price: 3785.99, our_cost: 2900 },
      }[name],
    ),
  );
/**
 * A customer of the calling test's own with the payment history of the fixture's namesake:
 * Alice paid 6 of 7 installments on time (her -120 one on -110), Carol 5 of 6 (her -91 one on
 * -81); Dan has none.
 */
const newCustomer = (who: 'alice' | 'carol' | 'dan') =>
  server.db.em.fork().transactional(async (em) => {
    if (who === 'dan') return insertCustomerWithContact(em, 'Dan New');
    const paid =
      who === 'alice'
        ? [-210, -180, -150, -90, -60, -30].map((n) => [d(n), d(n)] as [string, string])
        : [-181, -151, -121, -61, -31].map((n) => [d(n), d(n)] as [string, string]);
    const late: [string, string] = who === 'alice' ? [d(-120), d(-110)] : [d(-91), d(-81)];
    const account = await insertAccount(em, {
      name: who === 'alice' ? 'Alice Good' : 'Carol Mixed',
      activated_on: d(-220),
      total_cost: 100 * (paid.length + 1),
      installments: [...paid, late],
    });
    return account.customer;
  });
/** The number the next agreement takes: the one after the highest of the year in the store. */
const nextAgreementId = async () => {
  const rows = await server.db.em
    .fork()
    .execute<{ id: string }[]>(
      `select custom_agreement_id as id from agreements where custom_agreement_id like ?`,
      [`AGR-${today.slice(0, 4)}-%`],
    );
  const highest = Math.max(0, ...rows.map((r) => Number(r.id.slice(9))));
  return fx.agr(highest + 1);
};
const counts = async () =>
  (
    await server.db.em.fork().execute<Record<string, number>[]>(
      `select (select count(*)::int from agreements) as agreements, (select count(*)::int from scheduled_payments) as installments,
            (select count(*)::int from agreement_items) as items`,
    )
  )[0];
const installments = (agreementId: number) =>
  server.db.em
    .fork()
    .execute<{ due_date: string; amount: string }[]>(
      `select to_char(due_date, 'YYYY-MM-DD') as due_date, expected_amount::text as amount from scheduled_payments where agreement_id = ? order by due_date`,
      [agreementId],
    );

describe('#agreements.create', () => {
  it('gives a good customer (6 of 7 on time) 15% off, option 25 at 75% of the remaining cost', async () => {
    const sofa = await newItem('sofa');
    const customer = await newCustomer('alice');
    const number = await nextAgreementId();
    const res = await api(
      'POST',
      '/api/agreements',
      form({ whoIsThisFor: String(customer), selectedProperty: sofa }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      agreement_id: expect.any(Number),
      custom_agreement_id: number,
    });
    expect(res.body.pricing).toEqual({
      list_price: 1000,
      good_customer_discount: true,
      discount_percent: 15,
      on_time_share: 0.8571,
      total_cost: 850,
      early_purchase_discount: '25',
      early_purchase_price: 637.5,
      sac_price: 800,
      sac_period_days: 90,
      sac_expiration: dayFrom(today, 90),
      reinstatement_days: 5,
      fees: {
        activation: 7.5,
        late: 5,
        virtual_payment: 2,
        payment_pickup: 5,
        service: 5,
        field_visit: 15,
      },
      installments: { count: 12, first_due_date: expect.any(String), amount: 70.83 },
    });
    const schedule = await installments(res.body.agreement_id);
    expect(schedule).toHaveLength(12);
    expect(schedule.reduce((sum, s) => sum + Math.round(Number(s.amount) * 100), 0)).toBe(85_000);
    expect(schedule.slice(0, 5).map((s) => s.amount)).toEqual([
      '70.84',
      '70.84',
      '70.84',
      '70.84',
      '70.83',
    ]);
    expect(schedule[0]!.due_date > today).toBe(true);

    const detail = await api('GET', `/api/agreements/${res.body.agreement_id}`);
    expect(detail.body).toMatchObject({
      agreement_status: 'Pending Progress',
      lessor: LESSOR_NAME,
      agreement_date: today,
      totalCost: 850,
      list_price: 1000,
      balance: 850,
      good_customer_discount: true,
      rental_term: 'Monthly',
      reinstatement_days: 5,
      early_purchase_price: 637.5,
      lessor_signature_members: [...LESSOR_SIGNATURE_MEMBERS],
      customer_name: 'Alice Good',
      sac_expiration: dayFrom(today, 90),
    });
    expect(Date.now() - Date.parse(detail.body.activation_date)).toBeLessThan(60_000);
    const itemsRes = await api('GET', `/api/agreements/${res.body.agreement_id}/items`);
    expect(itemsRes.body.items).toEqual([
      {
        agreement_item_id: expect.any(Number),
        item_name: 'Leather Sofa',
        category: 'Living Room',
        item_condition: null,
        item_status: 'In-Stock',
        retail_price: 700,
        our_cost: 500,
        vendor_name: 'Ashley',
        model: null,
        serial_number: null,
        flow_item_id: sofa,
      },
    ]);
  });

  it('gives no discount below 85% (Carol, 5 of 6), option 40 at 60%, 52 weekly installments, 2 reinstatement days', async () => {
    const number = await nextAgreementId();
    const res = await api(
      'POST',
      '/api/agreements',
      form({
        whoIsThisFor: await newCustomer('carol'),
        earlyPurchaseDiscount: 40,
        rentalTerm: 'Weekly',
        selectedProperty: await newItem('lamp'),
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.custom_agreement_id).toBe(number);
    expect(res.body.pricing).toMatchObject({
      good_customer_discount: false,
      discount_percent: 0,
      on_time_share: 0.8333,
      total_cost: 1000,
      early_purchase_discount: '40',
      early_purchase_price: 600,
      reinstatement_days: 2,
      installments: { count: 52, amount: 19.23 },
    });
    const schedule = await installments(res.body.agreement_id);
    expect(schedule.reduce((sum, s) => sum + Math.round(Number(s.amount) * 100), 0)).toBe(100_000);
    expect(schedule[0]!.due_date).toBe(dayFrom(today, 7));
  });

  it('gives no discount to a customer without history, with the fees sent', async () => {
    const res = await api(
      'POST',
      '/api/agreements',
      form({
        whoIsThisFor: await newCustomer('dan'),
        rentalTerm: 'Biweekly',
        selectedProperty: await newItem('bed'),
        totalCost: '500',
        lateFee: '6.5',
        sameAsCashOption: 'false',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.pricing).toMatchObject({
      on_time_share: null,
      good_customer_discount: false,
      total_cost: 500,
      early_purchase_price: 375,
      installments: { count: 26 },
    });
    expect(res.body.pricing.fees.late).toBe(6.5);
    expect((await installments(res.body.agreement_id))[0]!.due_date).toBe(dayFrom(today, 14));
  });

  it.each([
    [
      'earlyPurchaseDiscount is 10',
      { earlyPurchaseDiscount: '10' },
      'earlyPurchaseDiscount',
      'Early purchase discount must be 25 or 40',
    ],
    [
      'earlyPurchaseDiscount is missing',
      { earlyPurchaseDiscount: undefined },
      'earlyPurchaseDiscount',
      'Early purchase discount must be 25 or 40',
    ],
    [
      'the acknowledgment is missing',
      { legalAcknowledgment: undefined },
      'legalAcknowledgment',
      'Please acknowledge that you have printed and will issue this agreement to the customer',
    ],
    [
      'the acknowledgment is false',
      { legalAcknowledgment: false },
      'legalAcknowledgment',
      'Please acknowledge that you have printed and will issue this agreement to the customer',
    ],
    [
      'the item is not in stock',
      { selectedProperty: 'TV' },
      'selectedProperty',
      'OLED TV is not in stock',
    ],
    [
      'the item does not exist',
      { selectedProperty: '0190a6e2-7a3b-7c4d-8e5f-123456789abc' },
      'selectedProperty',
      'The selected item was not found',
    ],
    ['the item is not an id', { selectedProperty: 'sofa' }, 'selectedProperty', 'Item is required'],
    ['the customer does not exist', { whoIsThisFor: 999999 }, 'whoIsThisFor', 'Customer not found'],
    [
      'the rental term is unknown',
      { rentalTerm: 'Daily' },
      'rentalTerm',
      'Rental term is required',
    ],
    ['the total cost is negative', { totalCost: -1 }, 'totalCost', 'Must not be negative'],
  ])('fails with 400 when %s, and writes nothing', async (_label, change, field, message) => {
    const before = await counts();
    const body = form(change);
    if (body.selectedProperty === 'TV') body.selectedProperty = items.tv;
    const res = await api('POST', '/api/agreements', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields[field]).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      "the total cost is below the unit's cash price",
      { totalCost: 500, sacPrice: 400 },
      'totalCost',
      'Total cost must be at least the cash price ($3,785.99)',
    ],
    [
      'the same-as-cash price is below the cash price',
      { totalCost: 7004.08, sacPrice: 3000 },
      'sacPrice',
      'Same-as-cash price must be at least the cash price ($3,785.99)',
    ],
    [
      'the same-as-cash price is above the total cost',
      { totalCost: 7004.08, sacPrice: 7004.09 },
      'sacPrice',
      'Same-as-cash price must not be more than the total cost ($7,004.08)',
    ],
    [
      'the same-as-cash period is 0 days',
      { totalCost: 7004.08, sacPrice: 3785.99, sacPeriod: 0 },
      'sacPeriod',
      'Same-as-cash period must be at least 1 day',
    ],
  ])(
    'fails with 400 when %s, saying the rule, and writes nothing',
    async (_l, change, field, message) => {
      const before = await counts();
      const res = await api(
        'POST',
        '/api/agreements',
        form({ selectedProperty: items.laptop, ...change }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields[field]).toBe(message);
      expect(await counts()).toEqual(before);
    },
  );

  it('takes the unit at its proposed pricing, then never offers it to a second agreement', async () => {
    const laptop = await newItem('laptop');
    const alice = await newCustomer('alice');
    const priced = { selectedProperty: laptop, totalCost: 7004.08, sacPrice: 3785.99 };
    const first = await api(
      'POST',
      '/api/agreements',
      form({ ...priced, whoIsThisFor: await newCustomer('dan') }),
    );
    expect(first.status).toBe(201);
    const before = await counts();
    const second = await api('POST', '/api/agreements', form({ ...priced, whoIsThisFor: alice }));
    expect(second.status).toBe(400);
    expect(second.body.error).toBe(
      `XPS 16 is already on agreement ${first.body.custom_agreement_id}`,
    );
    expect(await counts()).toEqual(before);
  });

  it('numbers agreements AGR-<year>-<5 digits> in sequence', async () => {
    // The store holds the fixture's AGR-<year>-00001 … 00006 and whatever other tests created.
    const number = await nextAgreementId();
    const res = await api(
      'POST',
      '/api/agreements',
      form({
        whoIsThisFor: await newCustomer('alice'),
        selectedProperty: await newItem('chair'),
        rentalTerm: 'Semi-monthly',
      }),
    );
    expect(res.body.custom_agreement_id).toMatch(new RegExp(`^AGR-${today.slice(0, 4)}-\\d{5}$`));
    expect(res.body.custom_agreement_id).toBe(number);
    expect(res.body.pricing.installments.count).toBe(24);
    expect(res.body.pricing.installments.first_due_date).toBe(dayFrom(today, 15));
  });
});
