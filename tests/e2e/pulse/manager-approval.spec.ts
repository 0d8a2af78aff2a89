/**
 * Issue 49: on a tablet, a clerk (demo2@) charges off an account that only a manager may: the
 * action asks for a manager, the manager types their own email and password on the same tablet,
 * the account is charged off, and the Audit screen names both: who did it and who approved it.
 */
import { expect as baseExpect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiGet, chooseSignOut, DEMO, DEMO2, mainHeading, signIn } from '../support/session';
import { startClearOfStoreMidnight } from '../support/store-day';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let context: BrowserContext;
let page: Page;
let agreementId: number;

interface Queue {
  accounts: { days_late: number; agreements: { id: number }[] }[];
}

test.beforeAll(async ({ browser, request }) => {
  await startClearOfStoreMidnight();
  // An account more than 90 days late (the charge-off threshold), the least late of them.
  const queue = await apiGet<Queue>(request, '/api/collections/queue?limit=200');
  const late = queue.accounts
    .filter((a) => a.days_late > 95)
    .sort((a, b) => a.days_late - b.days_late);
  expect(late.length).toBeGreaterThan(0);
  agreementId = late[0]!.agreements[0]!.id;
  context = await browser.newContext({ viewport: { width: 820, height: 1180 }, hasTouch: true });
  page = await context.newPage();
});
test.afterAll(() => context?.close());

test("a clerk's charge-off asks for a manager, who approves it on the same tablet", async () => {
  await signIn(page, DEMO2);
  await page.goto(`/pulse/agreements/${agreementId}`);
  await expect(mainHeading(page)).toBeVisible();
  const chargeOff = page.getByRole('button', { name: /Charge off/ }).first();
  await expect(chargeOff).toHaveAccessibleDescription(/Needs a manager/);
  await chargeOff.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Customer moved away, unit not recovered');
  await dialog.getByRole('button', { name: 'Charge off' }).click();

  const ask = page.getByRole('dialog').filter({ hasText: /manager/i });
  await ask.getByLabel(/Manager’s email/).fill(DEMO.email);
  await ask.getByLabel(/Manager’s password/).fill('not the password');
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expect(ask.getByText('Those are not a manager’s email and password.')).toBeVisible();
  await expect(ask.getByLabel(/Manager’s password/)).toHaveValue('');

  await ask.getByLabel(/Manager’s password/).fill(DEMO.password);
  await ask.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Agreement charged off').first()).toBeVisible();
  await expect(page.getByText('Charged Off').first()).toBeVisible();
});

test('the Audit screen names the clerk who charged off and the manager who approved', async () => {
  await chooseSignOut(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn(page, DEMO);
  await page.goto('/pulse/audit');
  await expect(mainHeading(page)).toHaveText('Audit');
  const row = page
    .getByRole('table', { name: 'Audit trail' })
    .getByRole('row')
    .filter({ hasText: /Charge off an account/ })
    .filter({ hasText: `#${agreementId}` })
    .first();
  await expect(row).toContainText('Casey Morgan');
  await expect(row).toContainText('Jordan Avery');
});
