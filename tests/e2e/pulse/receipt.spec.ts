/**
 * Issue 21, section 4: a manual payment taken in the Payment Log has a receipt. The toast's
 * 'Print Receipt' opens it: the receipt number, the agreement by its number, the amount with
 * thousands separators, the tender and who took it (the signed-in employee). The agreement's
 * payment history lists the payment with the same receipt number, linking to it; offline the
 * receipt page says receipts need a connection.
 */
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import { DEMO, apiGet, mainHeading } from '../support/session';
import { pickOption } from '../support/pick-option';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;
let employeeName: string;
let choice: {
  customerName: string;
  agreementId: number;
  agreementNumber: string;
  /** The customer's other agreements, which Record Payment also proposes to pay. */
  others: string[];
};

// The page opens signed in and synced (support/synced-profile.ts).
test.beforeAll(async ({ syncedProfile, request }) => {
  device = await syncedProfile.open();
  ({ context, page } = device);
  const signedIn = await request.post('/api/auth/signin', { data: DEMO });
  employeeName = ((await signedIn.json()) as { employee: { full_name: string } }).employee
    .full_name;
  // A customer with a unique name and an agreement that can take more than $1,234.56.
  const { customers } = await apiGet<{
    customers: { customer_id: number; customer_name: string }[];
  }>(request, '/api/customers/?limit=1000&offset=0');
  const count = new Map<string, number>();
  for (const c of customers) count.set(c.customer_name, (count.get(c.customer_name) ?? 0) + 1);
  for (const c of customers.filter((x) => count.get(x.customer_name) === 1)) {
    const { agreements } = await apiGet<{
      agreements: { agreement_id: number; custom_agreement_id: string | null; balance: number }[];
    }>(request, `/api/elavon/customers/${c.customer_id}/agreements`);
    const a = agreements.find((x) => x.balance > 1300 && x.custom_agreement_id);
    if (a) {
      choice = {
        customerName: c.customer_name,
        agreementId: a.agreement_id,
        agreementNumber: a.custom_agreement_id!,
        others: agreements
          .filter((x) => x.agreement_id !== a.agreement_id)
          .map((x) => x.custom_agreement_id ?? `Agreement #${x.agreement_id}`),
      };
      return;
    }
  }
  throw new Error('the demo data has no agreement that can take more than $1,300');
});

test.afterAll(async () => {
  await device?.close();
});

let receiptNumber: string;

test('a manual payment opens its receipt from the toast', async () => {
  await page.goto('/pulse/payments');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  const dialog = page.getByRole('dialog');
  await pickOption(dialog, /^Customer/, choice.customerName, { option: choice.customerName });
  // Each of the customer's agreements is proposed what it owes today: only this one is paid.
  for (const other of choice.others)
    await dialog.getByRole('spinbutton', { name: `Pay now on ${other}` }).fill('');
  await dialog
    .getByRole('spinbutton', { name: `Pay now on ${choice.agreementNumber}` })
    .fill('1234.56');
  await dialog.getByRole('combobox', { name: 'Tender 1' }).selectOption('Check');
  await expect(dialog.getByRole('spinbutton', { name: 'Amount 1' })).toHaveValue('1234.56');
  await expect(dialog.getByText('Tendered in full: $1,234.56')).toBeVisible();
  await dialog.getByRole('button', { name: 'Take $1,234.56' }).click();

  await page.getByRole('button', { name: 'Print Receipt' }).click();
  await expect(page).toHaveURL(/\/pulse\/payments\/\d+\/receipt$/);
  await expect(mainHeading(page)).toHaveText('Payment Receipt');
  const slip = page.getByRole('region', { name: /^Receipt R-\d{4}-\d{6}$/ });
  await expect(slip).toBeVisible();
  receiptNumber = (await slip.getAttribute('aria-label'))!.replace('Receipt ', '');
  await expect(slip.getByText(choice.agreementNumber, { exact: true })).toBeVisible();
  // One agreement, one tender: paid, the total and the check each read $1,234.56.
  await expect(slip).toContainText('Paid$1,234.56');
  await expect(slip).toContainText('Total paid$1,234.56');
  await expect(slip).toContainText('Check tendered$1,234.56');
  await expect(slip.getByText('Change given')).toHaveCount(0);
  await expect(slip.getByText(employeeName, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeEnabled();
});

test("the agreement's payment history lists it with its receipt", async () => {
  await page.goto(`/pulse/agreements/${choice.agreementId}`);
  const payments = page.getByRole('table', { name: 'Payments on this agreement' });
  const link = payments.getByRole('link', { name: receiptNumber });
  await expect(link).toBeVisible();
  await expect(page.getByRole('table', { name: 'Installments' })).toBeVisible();
  await link.click();
  await expect(page.getByRole('region', { name: `Receipt ${receiptNumber}` })).toBeVisible();
});

test('offline, the receipt page says receipts need a connection', async () => {
  await context.setOffline(true);
  try {
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await expect(
      page.getByText('Receipts need a connection. Connect to view or print this receipt.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeDisabled();
  } finally {
    await context.setOffline(false);
  }
});
