/**
 * The rent-to-own contract end to end (sync-protocol agreement-lifecycle.ts): a serial-numbered
 * unit is picked on New Agreement, priced from its cash price, activated on the page the new
 * agreement opens on (the unit goes On Rent and is no longer offered), a payment is taken and its
 * receipt printed, the payoff is quoted and paid (the unit is Sold); another unit is returned and
 * reinstated.
 */
import { randomUUID } from 'node:crypto';
import { expect as baseExpect, type APIRequestContext, type Page } from '@playwright/test';
import { apiGet, apiToken, mainHeading } from '../support/session';
import { pickOption } from '../support/pick-option';
import { storeDay } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let device: SyncedDevice;
let page: Page;

// The page opens signed in and synced (support/synced-profile.ts).
test.beforeAll(async ({ syncedProfile }) => {
  device = await syncedProfile.open({ viewport: { width: 1180, height: 820 } });
  ({ page } = device);
});
test.afterAll(async () => {
  await device?.close();
});

async function post<T>(request: APIRequestContext, path: string, data: unknown, key?: string) {
  const res = await request.post(path, {
    data,
    headers: {
      authorization: `Bearer ${await apiToken(request)}`,
      ...(key ? { 'idempotency-key': key } : {}),
    },
  });
  expect(res.ok(), `${path} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A new serialised unit at a cash price of $1,200, in the first category and vendor. */
async function newUnit(request: APIRequestContext, name: string) {
  const categories = await apiGet<{ id: number }[]>(request, '/api/flow/categories');
  const vendors = await apiGet<{ id: number }[]>(request, '/api/flow/vendors');
  return post<{ id: string; name: string; serial_number: string }>(request, '/api/flow/items', {
    name,
    status: 'In-Stock',
    procurement_date: storeDay(),
    our_cost: 600,
    retail_price: 1200,
    category_id: categories[0]!.id,
    vendor_id: vendors[0]!.id,
    serial_number: `E2E-${randomUUID().slice(0, 8)}`,
    in_stock_units: 1,
  });
}

/** The unit's status as the server has it (found by its serial number, whatever its status). */
async function unitStatus(request: APIRequestContext, unit: { serial_number: string }) {
  const { items } = await apiGet<{ items: { status: string }[] }>(
    request,
    `/api/flow/items?status=all&limit=20&offset=0&search=${unit.serial_number}`,
  );
  return items[0]?.status;
}

const actions = () => page.getByRole('main');

test('a unit is picked, priced, activated, paid, quoted and paid off', async ({ request }) => {
  const unit = await newUnit(request, `Lifecycle Sofa ${randomUUID().slice(0, 4)}`);
  const { customers } = await apiGet<{
    customers: { customer_id: number; customer_name: string }[];
  }>(request, '/api/customers/?limit=5&offset=0');

  await test.step('New Agreement for the unit, priced from its cash price', async () => {
    await page.goto('/pulse/agreements/new');
    await expect(mainHeading(page)).toHaveText('Lease Purchase Agreement');
    const lessee = customers[0]!.customer_name;
    await pickOption(page, /Who is this for/, lessee, { option: lessee });
    await pickOption(page, /^Item/, unit.serial_number, { option: unit.name });
    // Monthly: $1,200 x 1.85 = $2,220 proposed.
    await expect(page.getByRole('spinbutton', { name: 'Total cost', exact: true })).toHaveValue(
      '2220.00',
    );
    await page
      .getByText('I have printed this agreement and will issue it to the customer.')
      .click();
    await page.getByRole('button', { name: 'Create Agreement' }).click();
    await expect(page.getByText('Lease Purchase Agreement created successfully')).toBeVisible();
    expect(await unitStatus(request, unit)).toBe('Reserved');
  });

  const history = await apiGet<{ agreements: { agreement_id: number }[] }>(
    request,
    `/api/flow/items/${unit.id}/history`,
  );
  const agreementId = history.agreements[0]!.agreement_id;

  await test.step('Activate on the agreement page: unit On Rent, no longer offered', async () => {
    // Creating it opened the agreement's page, to activate it at delivery.
    await expect(page).toHaveURL(new RegExp(`/pulse/agreements/${agreementId}$`));
    await actions().getByRole('button', { name: 'Activate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(/^Take now: \$/)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Paid with/ })).toHaveValue('cash');
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(page.getByText('Agreement activated')).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    expect(await unitStatus(request, unit)).toBe('On Rent');
    const offered = await apiGet<{ items: unknown[] }>(
      request,
      `/api/flow/items?status=In-Stock&limit=20&offset=0&search=${unit.serial_number}`,
    );
    expect(offered.items).toHaveLength(0);
  });

  await test.step('a payment is taken and its receipt printed', async () => {
    const taken = await post<{ payment_id: number }>(
      request,
      '/api/payments',
      { agreement_id: agreementId, amount: 100, payment_method: 'Cash' },
      randomUUID(),
    );
    await page.goto(`/pulse/payments/${taken.payment_id}/receipt`);
    await expect(mainHeading(page)).toHaveText('Payment Receipt');
    const slip = page.getByRole('region', { name: /^Receipt R-\d{4}-\d{6}$/ });
    await expect(slip).toBeVisible();
    await expect(slip.getByText('$100.00').first()).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(slip).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  await test.step('payoff quoted and paid: Paid Out (Early Purchase), unit Sold', async () => {
    await page.goto(`/pulse/agreements/${agreementId}`);
    await actions().getByRole('button', { name: 'Payoff quote' }).click();
    const dialog = page.getByRole('dialog');
    const pay = dialog.getByRole('button', { name: /^Take \$[\d,.]+ and pay off$/ });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page.getByText('Agreement paid off')).toBeVisible();
    await expect(page.getByText('Paid Out (Early Purchase)').first()).toBeVisible();
    expect(await unitStatus(request, unit)).toBe('Sold');
  });
});

test('a unit comes back and the agreement is reinstated', async ({ request }) => {
  const unit = await newUnit(request, `Lifecycle TV ${randomUUID().slice(0, 4)}`);
  const { customers } = await apiGet<{
    customers: { customer_id: number; customer_name: string }[];
  }>(request, '/api/customers/?limit=5&offset=0');
  const created = await post<{ agreement_id: number }>(request, '/api/agreements', {
    whoIsThisFor: String(customers[1]!.customer_id),
    rentalTerm: 'Weekly',
    selectedProperty: unit.id,
    totalCost: 2520,
    totalCostAfterDiscount: 2142,
    earlyPurchaseDiscount: '25',
    sacPrice: 1200,
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
  });
  const id = created.agreement_id;
  await post(
    request,
    `/api/agreements/${id}/activate`,
    {
      delivery_date: storeDay(),
      payment_method: 'Cash',
    },
    randomUUID(),
  );

  await page.goto(`/pulse/agreements/${id}`);
  await actions().getByRole('button', { name: 'Return', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Why it came back/).selectOption('Pickup');
  await dialog.getByLabel(/Condition/).selectOption('Good');
  await dialog.getByRole('button', { name: 'Record the return' }).click();
  await expect(page.getByText('Unit returned')).toBeVisible();
  expect(await unitStatus(request, unit)).toBe('Returned');
  await expect(page.getByText(/can be reinstated through/)).toBeVisible();

  await actions().getByRole('button', { name: 'Reinstate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reinstate' }).click();
  await expect(page.getByText('Agreement reinstated')).toBeVisible();
  expect(await unitStatus(request, unit)).toBe('On Rent');
  await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  await expect(page.getByText('Reinstated', { exact: true })).toBeVisible();
});
