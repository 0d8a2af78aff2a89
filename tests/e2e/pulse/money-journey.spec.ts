/**
 * Issue 48, "Tests that must exist": a clerk's store day on a tablet (820x1180, touch), through
 * the screens only. A new agreement is created and opens on its page; it is activated with cash,
 * more handed over than is taken (the change due shown, and given on the receipt, never paid); a
 * partial payment is taken by card in Record Payment; the unit comes back and the agreement is
 * reinstated with its schedule unchanged (same due dates, rent, amounts and what was paid); the
 * card payment is reversed with a reason; End of Day then shows exactly this money on top of what
 * it showed before (each tender, the fees, the reversal as its own line) and closes with the
 * drawer's cash counted at Even, balanced to the cent.
 *
 * The unit is put in stock through the API (inventory is not the journey); the customer is a demo
 * one with a name no other customer has, so the pickers find only them.
 */
import { randomUUID } from 'node:crypto';
import {
  expect as baseExpect,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiGet, apiToken, mainHeading } from '../support/session';
import { pickOption } from '../support/pick-option';
import { startClearOfStoreMidnight, storeDay } from '../support/store-day';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 360_000 });

let device: SyncedDevice;
let page: Page;

// The tablet opens signed in and synced (support/synced-profile.ts).
test.beforeAll(async ({ syncedProfile }) => {
  await startClearOfStoreMidnight();
  device = await syncedProfile.open({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  ({ page } = device);
});
test.afterAll(async () => {
  await device?.close();
});

// Money as the screens show it, worked in whole cents.
const centsOf = (text: string) => {
  const match = /(-|−)?\$([\d,]+\.\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return (match[1] ? -1 : 1) * Math.round(Number(match[2]!.replace(/,/g, '')) * 100);
};
const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
/** A string as a whole-text pattern. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** A new serialised unit at a cash price of $1,200 (Monthly: $2,220 before any discount). */
async function newUnit(request: APIRequestContext) {
  const categories = await apiGet<{ id: number }[]>(request, '/api/flow/categories');
  const vendors = await apiGet<{ id: number }[]>(request, '/api/flow/vendors');
  const res = await request.post('/api/flow/items', {
    headers: { authorization: `Bearer ${await apiToken(request)}` },
    data: {
      name: `Journey Sofa ${randomUUID().slice(0, 4)}`,
      status: 'In-Stock',
      procurement_date: storeDay(),
      our_cost: 600,
      retail_price: 1200,
      category_id: categories[0]!.id,
      vendor_id: vendors[0]!.id,
      serial_number: `E2E-${randomUUID().slice(0, 8)}`,
      in_stock_units: 1,
    },
  });
  expect(res.ok(), `the unit: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { id: string; name: string; serial_number: string };
}

/** A customer whose name no other customer has, with as few agreements open to pay as found. */
async function uniqueCustomer(request: APIRequestContext) {
  const { customers } = await apiGet<{
    customers: { customer_id: number; customer_name: string }[];
  }>(request, '/api/customers/?limit=1000&offset=0');
  const count = new Map<string, number>();
  for (const c of customers) count.set(c.customer_name, (count.get(c.customer_name) ?? 0) + 1);
  let best: { name: string; open: number } | null = null;
  for (const c of customers.filter((x) => count.get(x.customer_name) === 1).slice(0, 40)) {
    const { agreements } = await apiGet<{ agreements: unknown[] }>(
      request,
      `/api/elavon/customers/${c.customer_id}/agreements`,
    );
    if (!best || agreements.length < best.open)
      best = { name: c.customer_name, open: agreements.length };
    if (best.open === 0) break;
  }
  if (!best) throw new Error('the demo data has no customer with a name of their own');
  return best.name;
}

const main = () => page.getByRole('main');
/** A toast's title or description, as the clerk reads it. */
const toast = (text: string) => page.getByText(text, { exact: true }).first();

/** A table's body rows, each as the texts of its cells. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const out: string[][] = [];
  for (let i = 0; i < (await rows.count()); i++)
    out.push((await rows.nth(i).getByRole('cell').allInnerTexts()).map((t) => t.trim()));
  return out;
}

/** End of Day's row of one tender: its payments count, taken and reversed, in cents. */
async function tenderLine(label: string) {
  const row = page
    .getByRole('table', { name: 'Payments by tender' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  const [, count, taken, reversed] = (await row.getByRole('cell').allInnerTexts()).map((t) =>
    t.trim(),
  );
  return {
    count: Number(count!.replace(/,/g, '')),
    taken: centsOf(taken!),
    reversed: reversed ? -centsOf(reversed) : 0,
  };
}

async function openEndOfDay() {
  await page.goto('/pulse/end-of-day');
  await expect(mainHeading(page)).toHaveText(/^End of Day/);
  await expect(page.getByRole('table', { name: 'Payments by tender' })).toBeVisible();
}

const feesAndTax = async () => {
  const text = await page.getByText(/^Of which fees /).innerText();
  const [fees, tax] = text.match(/\$[\d,]+\.\d{2}/g)!;
  return { fees: centsOf(fees!), tax: centsOf(tax!) };
};

test('a store day on a tablet: activate with cash, card in part, return, reinstate, reverse, close balanced', async ({
  request,
}) => {
  const unit = await newUnit(request);
  const customer = await uniqueCustomer(request);

  const before = await test.step("End of Day before: today's open day, as it stands", async () => {
    await openEndOfDay();
    await expect(page.getByRole('button', { name: 'Close the day' })).toBeVisible();
    return {
      cash: await tenderLine('Cash'),
      card: await tenderLine('Card'),
      total: await tenderLine('Total'),
      ...(await feesAndTax()),
      reversals: await page
        .getByText(/ reversed \((Returned check|Entered in error|Card chargeback)\)/)
        .count(),
    };
  });

  const created = await test.step('New Agreement for the unit opens its page', async () => {
    await page.goto('/pulse/agreements/new');
    await expect(mainHeading(page)).toHaveText('Lease Purchase Agreement');
    await pickOption(page, /Who is this for/, customer, { option: customer, tap: true });
    await pickOption(page, /^Item/, unit.serial_number, { option: unit.name, tap: true });
    await expect(page.getByRole('spinbutton', { name: 'Total cost', exact: true })).toHaveValue(
      '2220.00',
    );
    // Twelve monthly installments of the total (less the Good Customer Discount, when earned).
    const disclosed = page.getByText(/^12 monthly payments of \$[\d,]+\.\d{2}/);
    await expect(disclosed).toBeVisible();
    const each = centsOf(await disclosed.innerText());
    await page.getByText('I have printed this agreement and will issue it to the customer.').tap();
    await page.getByRole('button', { name: 'Create Agreement' }).tap();
    await expect(page.getByText('Lease Purchase Agreement created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/pulse\/agreements\/\d+$/);
    await expect(main().getByText('Pending Progress', { exact: true }).first()).toBeVisible();
    const number = (await mainHeading(page).innerText()).trim();
    expect(number).toMatch(/^AGR-\d{4}-\d+$/);
    return { number, each };
  });
  const agreementNumber = created.number;
  const agreementUrl = page.url();

  const activation =
    await test.step('activated with cash: more handed over, change due', async () => {
      await main().getByRole('button', { name: 'Activate' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Activate and deliver' });
      const takeNow = dialog.getByText(/^Take now: \$/);
      await expect(takeNow).toBeVisible();
      const take = centsOf(await takeNow.innerText());
      // The first installment's rent with its tax, and the activation fee.
      const parts = await dialog.getByText(/^First installment /).innerText();
      const [rent, fee, tax] = parts.match(/\$[\d,]+\.\d{2}/g)!.map(centsOf);
      expect([created.each, created.each + 1]).toContain(rent);
      expect(fee).toBe(750);
      expect(rent! + fee! + tax!).toBe(take);

      await expect(dialog.getByRole('combobox', { name: /Paid with/ })).toHaveValue('cash');
      // The next $20 note above what is taken, at least $5 over it.
      const handed = Math.ceil((take + 500) / 2000) * 2000;
      await dialog.getByRole('spinbutton', { name: /Cash handed over/ }).fill(String(handed / 100));
      await expect(dialog.getByText(`Change due: ${usd(handed - take)}`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Activate' }).tap();
      await expect(toast('Agreement activated')).toBeVisible();
      await expect(main().getByText('Active', { exact: true }).first()).toBeVisible();
      return { take, rent: rent!, fee: fee!, tax: tax!, handed };
    });

  await test.step("the activation's receipt: the change given, not paid", async () => {
    const payments = page.getByRole('table', { name: 'Payments on this agreement' });
    await expect(payments.locator('tbody tr')).toHaveCount(1);
    await payments.getByRole('link', { name: /^R-\d{4}-\d{6}$/ }).tap();
    const slip = page.getByRole('region', { name: /^Receipt R-\d{4}-\d{6}$/ });
    await expect(slip).toBeVisible();
    await expect(slip).toContainText(`Total paid${usd(activation.take)}`);
    await expect(slip).toContainText(`Cash tendered${usd(activation.take)}`);
    await expect(slip).toContainText(`Change given${usd(activation.handed - activation.take)}`);
    await expect(slip).toContainText(`Fees${usd(activation.fee)}`);
  });

  const card = 10_000;
  await test.step('Record Payment: part of the next installment, by card', async () => {
    await page.goto('/pulse/payments');
    await expect(mainHeading(page)).toHaveText(/^Payment Log/);
    await page.getByRole('button', { name: 'Record Payment' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Record Payment' });
    await pickOption(dialog, /^Customer/, customer, { option: customer, tap: true });
    const ours = dialog.getByRole('spinbutton', { name: `Pay now on ${agreementNumber}` });
    await expect(ours).toBeVisible();
    // Activated today, it owes nothing yet today; the customer's other agreements are left be.
    await expect(ours).toHaveValue('');
    for (const other of await dialog.getByRole('spinbutton', { name: /^Pay now on / }).all())
      if ((await other.getAttribute('aria-label')) !== `Pay now on ${agreementNumber}`)
        await other.fill('');
    await ours.fill(String(card / 100));
    await dialog.getByRole('combobox', { name: 'Tender 1' }).selectOption('Card');
    await expect(dialog.getByRole('spinbutton', { name: 'Amount 1' })).toHaveValue('100.00');
    await expect(dialog.getByText(`Tendered in full: ${usd(card)}`)).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: /Cash handed over/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: `Take ${usd(card)}` }).tap();
    await expect(toast('Payment taken')).toBeVisible();
    await expect(toast(`${usd(card)} from ${customer}`)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const installments = () => page.getByRole('table', { name: 'Installments' });
  /** Due date, rent, due and paid of every installment: the contract and what was paid on it. */
  const schedule = async () => (await rowsOf(installments())).map((cells) => cells.slice(0, 4));

  const contract =
    await test.step('the schedule: twelve as disclosed, the first paid, the second in part', async () => {
      await page.goto(agreementUrl);
      await expect(mainHeading(page)).toHaveText(agreementNumber);
      // The kept copy shows until the fresh one comes: it has both payments.
      await expect(
        page.getByRole('table', { name: 'Payments on this agreement' }).locator('tbody tr'),
      ).toHaveCount(2);
      await expect(installments().locator('tbody tr')).toHaveCount(12);
      const rows = await schedule();
      // The disclosed amount (a cent more on the first few when the total does not divide).
      for (const [, rent] of rows)
        expect([usd(created.each), usd(created.each + 1)]).toContain(rent);
      expect(rows[0]![1]).toBe(usd(activation.rent));
      expect(rows[0]![3]).toBe(rows[0]![2]);
      expect(rows[1]![3]).toBe(usd(card));
      expect(rows.slice(2).map((r) => r[3])).toEqual(Array(10).fill('$0.00'));
      return rows;
    });

  await test.step('the unit comes back', async () => {
    await main().getByRole('button', { name: 'Return', exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'Return the unit' });
    await dialog.getByRole('combobox', { name: /Why it came back/ }).selectOption('Voluntary');
    await dialog.getByRole('combobox', { name: /Condition/ }).selectOption('Good');
    await dialog.getByRole('button', { name: 'Record the return' }).tap();
    await expect(toast('Unit returned')).toBeVisible();
    await expect(main().getByText('Returned', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/can be reinstated through/)).toBeVisible();
  });

  await test.step('reinstated: the same installments, amounts, due dates and payments', async () => {
    await main().getByRole('button', { name: 'Reinstate' }).tap();
    await page
      .getByRole('dialog', { name: 'Reinstate' })
      .getByRole('button', { name: 'Reinstate' })
      .tap();
    await expect(toast('Agreement reinstated')).toBeVisible();
    await expect(main().getByText('Active', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Reinstated', { exact: true })).toBeVisible();
    await expect.poll(schedule).toEqual(contract);
  });

  const cardPaymentRow = () =>
    page
      .getByRole('table', { name: 'Ledger' })
      .getByRole('row')
      // A payment's entry, and once reversed the same entry marked so (not the reversal's own).
      .filter({ has: page.getByRole('cell', { name: /^Payment( Reversed)?$/ }) })
      .filter({ has: page.getByRole('cell', { name: usd(card), exact: true }) });

  const cardTax = await test.step('the card payment is reversed, with its reason', async () => {
    await expect(cardPaymentRow()).toHaveCount(1);
    // The sales tax the card payment paid (with the installment's rent), as its history row says.
    const history = page.getByRole('table', { name: 'Payments on this agreement' });
    const paidWith = await history
      .getByRole('row')
      .filter({ hasText: usd(card) })
      .getByRole('cell')
      .nth(1)
      .innerText();
    const tax = /tax (\$[\d,]+\.\d{2})/.exec(paidWith);
    await cardPaymentRow().getByRole('button', { name: 'Reverse' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Reverse payment' });
    await dialog.getByRole('combobox', { name: /Why/ }).selectOption('Entered in error');
    await dialog.getByRole('button', { name: `Reverse ${usd(card)}` }).tap();
    await expect(toast('Payment reversed')).toBeVisible();
    await expect(toast(`${usd(card)} is owed again.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cardPaymentRow().getByText('Reversed', { exact: true })).toBeVisible();
    await expect(cardPaymentRow().getByRole('button', { name: 'Reverse' })).toHaveCount(0);
    await expect(history.getByText(/^Reversed .*: Entered in error/)).toBeVisible();
    // The reversed money is owed again: the second installment is unpaid once more.
    await expect.poll(async () => (await schedule())[1]![3]).toBe('$0.00');
    // Its receipt stays, stamped.
    await history
      .getByRole('row')
      .filter({ hasText: /Reversed/ })
      .getByRole('link', { name: /^R-\d{4}-\d{6}$/ })
      .tap();
    const slip = page.getByRole('region', { name: /^Receipt R-\d{4}-\d{6}$/ });
    await expect(slip.getByText(/^REVERSED .+: Entered in error$/)).toBeVisible();
    await expect(slip).toContainText(`Card tendered${usd(card)}`);
    return tax ? centsOf(tax[1]!) : 0;
  });

  await test.step('End of Day: this money to the cent, the reversal, closed Even', async () => {
    await openEndOfDay();
    // The copy kept from the first visit shows until the day's figures as they are now come.
    await expect
      .poll(() => tenderLine('Cash'))
      .toEqual({
        count: before.cash.count + 1,
        taken: before.cash.taken + activation.take,
        reversed: before.cash.reversed,
      });
    const cash = await tenderLine('Cash');
    const cardLine = await tenderLine('Card');
    const total = await tenderLine('Total');
    expect(cardLine).toEqual({
      count: before.card.count + 1,
      taken: before.card.taken + card,
      reversed: before.card.reversed + card,
    });
    expect(total.count).toBe(before.total.count + 2);
    expect(total.taken).toBe(before.total.taken + activation.take + card);
    // Fees and tax within what was taken: the activation's, and the tax the card payment paid.
    const { fees, tax } = await feesAndTax();
    expect(fees).toBe(before.fees + activation.fee);
    expect(tax).toBe(before.tax + activation.tax + cardTax);

    const lines = page.getByText(/ reversed \((Returned check|Entered in error|Card chargeback)\)/);
    await expect(lines).toHaveCount(before.reversals + 1);
    await expect(
      page.getByText(
        new RegExp(
          `^${agreementNumber}: Card payment #\\d+ of \\$100\\.00 reversed \\(Entered in error\\), .+\\. Taken today: it comes off the day's Card total, not the drawer\\.$`,
        ),
      ),
    ).toBeVisible();

    // The drawer: the cash taken today less the cash reversed today, the activation in it.
    const drawer = page.getByText(/^The drawer should hold /);
    const [drawerCash, drawerChecks] = (await drawer.innerText())
      .match(/\$[\d,]+\.\d{2}/g)!
      .map(centsOf);
    expect(drawerCash).toBe(cash.taken - cash.reversed);

    await page.getByLabel(/Counted cash/).fill((drawerCash! / 100).toFixed(2));
    await page.getByLabel(/Counted checks/).fill((drawerChecks! / 100).toFixed(2));
    await page.getByRole('button', { name: 'Close the day' }).tap();
    await expect(page.getByRole('heading', { name: 'Closed Even' })).toBeVisible();
    await expect(page.getByText(exactly(`Cash counted ${usd(drawerCash!)}: Even`))).toBeVisible();
    await expect(
      page.getByText(exactly(`Checks counted ${usd(drawerChecks!)}: Even`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
  });
});
