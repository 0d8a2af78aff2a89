/**
 * SPEC.md sections 2, 4 and 8 with DESIGN.md sections 5 and 6: a card payment through the
 * built-in simulator. Process Payment opens the payment window, which shows the simulator's
 * hosted card page; an approved card lands on 'Payment Successful!' and the payment is on the
 * server (recent payments, a lower balance), which the success page asked before saying so; a
 * declined card lands on 'Payment Failed' with the processor's own code and message, and a new
 * exception. A success link made by hand says no such payment is recorded. Offline the pay
 * button is disabled with its reason.
 *
 * The tests share one signed-in, synced page (support/synced-profile.ts) and run in order.
 */
import {
  expect as baseExpect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { apiGet, mainHeading } from '../support/session';
import { pickOption } from '../support/pick-option';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;

interface Choice {
  customerId: number;
  customerName: string;
  agreementId: number;
  /** The agreement's number (AGR-2026-00457), as every screen names it. */
  agreementNumber: string;
}
let choice: Choice;

const future = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** A customer with a unique name and an agreement owing at least $20 (read from the server). */
async function findPayableAgreement(request: APIRequestContext): Promise<Choice> {
  const { customers } = await apiGet<{
    customers: { customer_id: number; customer_name: string }[];
  }>(request, '/api/customers/?limit=1000&offset=0');
  const names = new Map<string, number>();
  for (const c of customers) names.set(c.customer_name, (names.get(c.customer_name) ?? 0) + 1);
  for (const c of customers.filter((x) => names.get(x.customer_name) === 1)) {
    const { agreements } = await apiGet<{
      agreements: { agreement_id: number; custom_agreement_id: string }[];
    }>(request, `/api/elavon/customers/${c.customer_id}/agreements`);
    for (const a of agreements) {
      if ((await balanceOf(request, a.agreement_id)) >= 20)
        return {
          customerId: c.customer_id,
          customerName: c.customer_name,
          agreementId: a.agreement_id,
          agreementNumber: a.custom_agreement_id,
        };
    }
  }
  throw new Error('the demo data has no agreement to pay');
}

const balanceOf = async (request: APIRequestContext, agreementId: number) =>
  (await apiGet<{ balance: number }>(request, `/api/agreements/${agreementId}`)).balance;

const payButton = () => page.getByRole('button', { name: /^Pay \$[\d,.]+ Securely$/ });

/** Steps 1 to 3 of Process Payment, as a person fills them. */
async function fillPaymentForm(amount: string) {
  await page.goto('/pulse/payment');
  await expect(page.getByRole('heading', { name: 'Process Payment', level: 1 })).toBeVisible();
  await expect(page.getByText('processed securely by our card payment provider')).toBeVisible();
  await pickOption(page, 'Customer', choice.customerName, { option: choice.customerName });
  await pickOption(page, 'Agreement', choice.agreementNumber, {
    option: new RegExp(`^${choice.agreementNumber} - Due: \\$`),
  });
  const summary = page.getByLabel('Agreement summary');
  for (const label of ['Total Expected', 'Amount Paid', 'Amount Due', 'Total Payments'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  await page.getByLabel('Payment Amount ($)').fill(amount);
}

/** Pays through the payment window with a test card; answers the window on its result page. */
async function payWithCard(cardNumber: string, amountText: string) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: `Pay ${amountText} Securely` }).click();
  const popup = await opened;
  // The portal's window says so at once (its toast lasts seconds, not the whole payment).
  await expect(page.getByText('Payment Form Opened')).toBeVisible();
  await expect(popup.getByRole('heading', { name: /Secure card payment/ })).toBeVisible();
  await expect(popup.getByText(`Amount: ${amountText}`)).toBeVisible();
  await popup.getByLabel('Card number').fill(cardNumber);
  await popup.getByLabel('Expiry (MM/YY)').fill(future);
  await popup.getByLabel('CVV').fill('123');
  await popup.getByRole('button', { name: `Pay ${amountText}` }).click();
  return popup;
}

test.beforeAll(async ({ syncedProfile, request }) => {
  device = await syncedProfile.open();
  ({ context, page } = device);
  choice = await findPayableAgreement(request);
});

test.afterAll(async () => {
  await device?.close();
});

test('an approved card: Payment Successful! with the transaction, recorded on the server', async ({
  request,
}) => {
  const before = await balanceOf(request, choice.agreementId);
  await fillPaymentForm('12.34');
  const popup = await payWithCard('4000 0000 0000 0002', '$12.34');

  await expect(popup).toHaveURL(/\/pulse\/payment\/success\?/);
  await expect(popup.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  const txnId = new URL(popup.url()).searchParams.get('ssl_txn_id')!;
  expect(txnId).toMatch(/^SIM-/);
  await expect(popup.getByText(txnId)).toBeVisible();
  await expect(popup.getByText('$12.34')).toBeVisible();
  await expect(popup.getByText(choice.agreementNumber, { exact: true })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Make Another Payment' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Return to Pulse Home' })).toBeVisible();

  // The portal's form is clear for the next payment.
  await expect(page.getByRole('combobox', { name: 'Customer', exact: true })).toHaveValue('');

  const recent = await apiGet<{ payment_id: number; customer_name: string; amount_paid: number }[]>(
    request,
    '/api/payments/recent',
  );
  expect(recent[0]).toMatchObject({ customer_name: choice.customerName, amount_paid: 12.34 });
  expect(await balanceOf(request, choice.agreementId)).toBeCloseTo(before - 12.34, 2);
  await popup.close();
});

test('a declined card: Payment Failed with the code and message, and a new exception', async ({
  request,
}) => {
  const before = await balanceOf(request, choice.agreementId);
  await fillPaymentForm('7.5');
  const popup = await payWithCard('4000 0000 0000 0119', '$7.50');

  await expect(popup).toHaveURL(/\/pulse\/payment\/error\?/);
  await expect(popup.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(popup.getByText('DECLINED', { exact: true })).toBeVisible();
  // The processor's own code for the decline, not ssl_result's bare 1.
  await expect(popup.getByText('Error Code')).toBeVisible();
  await expect(popup.getByText('05', { exact: true })).toBeVisible();
  await expect(popup.getByText('$7.50')).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Try Again' })).toBeVisible();

  const { exceptions } = await apiGet<{
    exceptions: { type: string; customer_name: string; description: string }[];
  }>(request, '/api/exceptions');
  expect(exceptions[0]).toMatchObject({
    type: 'Payment Failed',
    customer_name: choice.customerName,
    description: expect.stringContaining('declined: DECLINED (code 05)'),
  });
  expect(await balanceOf(request, choice.agreementId)).toBeCloseTo(before, 2);
  await popup.close();
});

test('a hand-made success link does not claim a payment: the server has none recorded', async ({
  request,
}) => {
  const before = await balanceOf(request, choice.agreementId);
  await page.goto(
    `/pulse/payment/success?ssl_result=0&ssl_result_message=APPROVAL&ssl_txn_id=FAKE&ssl_amount=500.00&agreement_id=${choice.agreementId}&amount=500.00`,
  );
  await expect(mainHeading(page)).toHaveText('Payment Not Recorded');
  await expect(page.getByText('No payment is recorded for this transaction')).toBeVisible();
  await expect(page.getByText('FAKE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
  await expect(page.getByText('$500.00')).toHaveCount(0);
  expect(await balanceOf(request, choice.agreementId)).toBeCloseTo(before, 2);
});

test('offline, the pay button is disabled and says card payments need a connection', async () => {
  await fillPaymentForm('5');
  await expect(payButton()).toBeEnabled();
  await context.setOffline(true);
  try {
    await expect(payButton()).toBeDisabled();
    await expect(payButton()).toHaveAccessibleDescription('Card payments need a connection.');
    // The screen says it too, above the steps.
    await expect(page.getByText('Card payments need a connection.')).toHaveCount(2);
  } finally {
    await context.setOffline(false);
  }
  await expect(payButton()).toBeEnabled();
});
