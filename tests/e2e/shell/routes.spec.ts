/**
 * SPEC.md section 2, "Session and shell" and "Route table": every route opens its screen (by
 * address, as a bookmark or a typed URL would), the Pulse aliases show the same screens, Connect
 * says what is coming, anything else is a 404; the drawer and the user menu work as described.
 *
 * One signed-in, synced tablet serves the whole file: the tests share one page and run in order
 * (the last one signs out, ending the session the tablet opened with: a session of its own, not
 * the one the worker's other copies of the synced profile share).
 */
import { expect as baseExpect, type Page } from '@playwright/test';
import { apiGet, mainHeading } from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });

// Generous limits: a loaded two-core machine runs the server and the browser.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

let device: SyncedDevice;
let page: Page;
/** Real records from the demo data, read from the API. */
let customer: { customer_id: number; customer_name: string };
let agreement: { agreement_id: number; custom_agreement_id: string | null; customer_name: string };
let contact: { id: string; full_name: string };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.beforeAll(async ({ syncedProfile, request }) => {
  const customers = await apiGet<{ customers: (typeof customer)[] }>(
    request,
    '/api/customers/?limit=1&offset=0',
  );
  const agreements = await apiGet<{ agreements: (typeof agreement)[] }>(
    request,
    '/api/agreements?filter=all&sort=desc&limit=1&offset=0',
  );
  const contacts = await apiGet<{ contacts: (typeof contact)[] }>(
    request,
    '/api/core/contacts?limit=1&offset=0',
  );
  customer = customers.customers[0]!;
  agreement = agreements.agreements[0]!;
  contact = contacts.contacts[0]!;
  expect(
    customer && agreement && contact,
    'the demo data has a customer, an agreement and a contact',
  ).toBeTruthy();

  // Contact screens read the device's copy: it opens synced.
  device = await syncedProfile.open({ ownSession: true });
  ({ page } = device);
});

test.afterAll(async () => {
  await device?.close();
});

/** Opens an address the way a person typing it would, and waits for its screen's heading. */
async function open(path: string, heading: RegExp) {
  await page.goto(path);
  await expect(mainHeading(page), `the heading at ${path}`).toHaveText(heading, {
    timeout: 15_000,
  });
  await expect(page.getByText('404 Page Not Found'), `${path} is a known route`).toHaveCount(0);
  await expect(page.getByText('This screen could not be shown'), `${path} opens`).toHaveCount(0);
  // 'Customer Not Found' and the like would also match a title pattern.
  await expect(page.getByText(/not found/i), `${path} finds its record`).toHaveCount(0);
}

test('every route of the route table shows its screen', async () => {
  // Titles as SPEC.md words them; screens still being built show their placeholder title,
  // which the same patterns accept (a count or subtitle after the title is fine).
  const routes: [string, RegExp][] = [
    ['/', /^Welcome back, Jordan/],
    ['/pulse', /^(Pulse|Payment Tracking & Agreement Management)/],
    ['/pulse/dashboard', /Dashboard/],
    ['/pulse/customers', /^(Customers|Accounts|Customer Accounts|Active Accounts)/],
    [
      `/pulse/customers/${customer.customer_id}`,
      new RegExp(`^(Customer|${escape(customer.customer_name)})`),
    ],
    ['/pulse/agreements', /^(Agreements|Recent Agreements)/],
    ['/pulse/agreements/new', /^Lease Purchase Agreement/],
    [
      `/pulse/agreements/${agreement.agreement_id}`,
      new RegExp(
        `^(Agreement|${escape(agreement.custom_agreement_id ?? String(agreement.agreement_id))}|${escape(agreement.customer_name)})`,
      ),
    ],
    ['/pulse/payments', /^(Payment Log|Payments? Tracking|Payments)/],
    ['/pulse/payment', /^Process Payment/],
    // Without a transaction the server recorded, the success page claims no payment.
    ['/pulse/payment/success', /^Payment Not Recorded/],
    ['/pulse/payment/error', /^Payment Failed/],
    ['/pulse/exceptions', /^(Delinquent Accounts|Exceptions|Payment Exceptions)/],
    ['/core', /^Core/],
    ['/core/contacts', /^Contacts/],
    ['/core/contacts/new', /^(New Contact|Create Contact|Create New Contact)/],
    [`/core/contacts/${contact.id}`, new RegExp(`^${escape(contact.full_name)}`)],
    ['/core/engagements', /^Engagements/],
    ['/core/calendar', /^Calendar/],
    ['/flow', /^Flow Dashboard/],
    ['/flow/new', /^(New Item|Add New Item|New Inventory Item|Enter Item)/],
    ['/flow/instock', /^In Stock Items/],
  ];
  for (const [path, heading] of routes) await open(path, heading);
});

test('the short aliases show the same screens as their Pulse addresses', async () => {
  for (const [alias, full] of [
    ['/customers', '/pulse/customers'],
    ['/agreements', '/pulse/agreements'],
    ['/payments', '/pulse/payments'],
    ['/exceptions', '/pulse/exceptions'],
  ] as const) {
    await page.goto(full);
    await expect(mainHeading(page)).toHaveText(/\S/, { timeout: 15_000 });
    const expected = (await mainHeading(page).textContent())!.trim();
    // The same title; a count after it (which may differ while loading) is left out.
    await open(alias, new RegExp(`^${escape(expected.replace(/\s*\(?\d[\d,]*\)?\s*$/, ''))}`));
  }
});

test('Connect screens say what is coming', async () => {
  await page.goto('/connect');
  await expect(page.getByText('Coming Soon - Sales Pipeline Management & Tracking')).toBeVisible();
  await page.goto('/connect/marketing');
  await expect(page.getByText('Coming Soon - Marketing Campaigns & Analytics')).toBeVisible();
});

test('an unknown address shows 404 Page Not Found', async () => {
  await page.goto('/no/such/screen');
  await expect(mainHeading(page)).toHaveText('404 Page Not Found');
  // Unknown under a known prefix too.
  await page.goto('/core/nothing-here');
  await expect(mainHeading(page)).toHaveText('404 Page Not Found');
});

test('a signed-in visit to /signin goes to the hub', async () => {
  await page.goto('/signin');
  await expect(page).toHaveURL(/\/$/);
  await expect(mainHeading(page)).toHaveText(/^Welcome back, Jordan/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
});

test('the drawer lists the navigation, Pulse open, Connect disabled, and closes on a choice', async () => {
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText(/^Welcome back/);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const nav = drawer.getByRole('navigation', { name: 'Main' });

  await expect(nav.getByRole('link', { name: 'Platform Hub' })).toHaveAttribute('href', '/');
  for (const group of ['Core', 'Connect', 'Pulse', 'Flow']) {
    await expect(nav.getByRole('button', { name: group, exact: true })).toBeVisible();
  }

  // Pulse is open by default; its entries are links to its screens.
  const pulse: [string, string][] = [
    ['Home', '/pulse'],
    ['Accounts', '/pulse/customers'],
    ['Recent Agreements', '/pulse/agreements'],
    ['Payment Log', '/pulse/payments'],
    ['Process Payment', '/pulse/payment'],
    ['Delinquent Accounts', '/pulse/exceptions'],
  ];
  for (const [label, href] of pulse) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  // The other groups start closed on the hub.
  await expect(nav.getByRole('link', { name: 'Contacts', exact: true })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Instock Items', exact: true })).toBeHidden();

  // Core, opened: four links and Time Clock.
  await nav.getByRole('button', { name: 'Core', exact: true }).click();
  const core: [string, string][] = [
    ['Dashboards', '/core'],
    ['Contacts', '/core/contacts'],
    ['Engagements', '/core/engagements'],
    ['Calendar', '/core/calendar'],
  ];
  for (const [label, href] of core) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
  }
  await expect(nav.getByText('Time Clock')).toBeVisible();

  // Connect, opened: both entries are there and disabled.
  await nav.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(nav.getByRole('button', { name: /^Sales Pipeline/ })).toBeDisabled();
  await expect(nav.getByRole('button', { name: /^Marketing/ })).toBeDisabled();
  await expect(nav.getByRole('link', { name: /^(Sales Pipeline|Marketing)/ })).toHaveCount(0);

  // Flow, opened.
  await nav.getByRole('button', { name: 'Flow', exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
    'href',
    '/flow',
  );
  await expect(nav.getByRole('link', { name: 'Instock Items', exact: true })).toHaveAttribute(
    'href',
    '/flow/instock',
  );

  // Choosing an entry goes there and closes the drawer.
  await nav.getByRole('link', { name: 'Accounts', exact: true }).click();
  await expect(page).toHaveURL(/\/pulse\/customers$/);
  await expect(drawer).toBeHidden();

  // Opened on a Core screen, Core is open as well as Pulse; the close button closes it.
  await page.goto('/core/contacts');
  await expect(mainHeading(page)).toHaveText(/^Contacts/);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav.getByRole('link', { name: 'Contacts', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toBeHidden();
  await drawer.getByRole('button', { name: 'Close navigation' }).click();
  await expect(drawer).toBeHidden();
});

test('the user menu shows who is signed in, and Sign out returns to the sign-in screen', async () => {
  await page.goto('/');
  await expect(mainHeading(page)).toHaveText(/^Welcome back/);
  const account = page.getByRole('button', { name: 'Account: Jordan Avery' });
  await expect(account).toContainText('JA');
  await expect(account).toContainText('Jordan Avery');
  await expect(account).toContainText('Store Manager');

  await account.click();
  const menu = page.getByRole('menu');
  await expect(menu).toContainText('Jordan Avery');
  await expect(menu).toContainText('demo@example.com');
  await expect(menu).toContainText('Store Manager');
  await expect(menu.getByRole('menuitem', { name: /^Profile/ })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: /^Settings/ })).toBeVisible();

  // Nothing waits to sync, so it signs out at once, without asking.
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(
    page.getByText('Enter your employee credentials to access the platform'),
  ).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Sync status:/ })).toHaveCount(0);

  // Signed out means signed out: a reload does not bring the app back.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
