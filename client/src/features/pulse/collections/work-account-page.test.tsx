// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COLLECTIONS_TEXTS } from '@rentline/sync-protocol/texts';
import { localDb } from '@/local-db/app-db';
import { dayKeyOf, hourOf, storeToday } from '@/lib/store-time';
import { installDomShims, mockApi } from '@/features/pulse/testing/render';
import { collectionKeys } from './api/collection-keys';
import { WorkAccountPage } from './work-account-page';
import { CONTACT_ID, accountRow, queueAnswer } from './testing/factories';
import { TIME_ZONE, renderAt, signIn, testQueryClient } from './testing/render';
import { setOnline } from '@/testing/online';
import { spyOnNotify } from '@/testing/notify-spies';
import { pinClockAtStoreNoon } from '@/testing/store-clock';

const notify = spyOnNotify();

pinClockAtStoreNoon(TIME_ZONE);
const today = storeToday(TIME_ZONE);
const tomorrow = dayKeyOf(Date.now() + 24 * 60 * 60_000, TIME_ZONE);
const ACCOUNT = accountRow(4, {
  customer_name: 'Ada Lovelace',
  phone: '(555) 867-5309',
  address: '12 Elm St, Springfield, IL',
  days_late: 40,
  amount_past_due: 250,
  recent_payments: [
    {
      id: 9,
      custom_agreement_id: 'AGR-2026-00004',
      paid_at: '2026-10-01T15:00:00.000Z',
      amount: 45,
      method: 'Cash',
    },
  ],
});

function renderAccount() {
  const client = testQueryClient();
  client.setQueryData(collectionKeys.queue(), queueAnswer([ACCOUNT]));
  return renderAt(
    { '/pulse/collections/:customerId': <WorkAccountPage /> },
    '/pulse/collections/4',
    client,
  );
}

const form = () => within(screen.getByRole('form', { name: 'Log an outcome' }));
const set = (label: RegExp, value: string) =>
  fireEvent.change(form().getByLabelText(label), { target: { value } });
/** The form, once the account (and so its contact) is read from the tablet. */
async function formReady() {
  const button = await screen.findByRole('button', { name: 'Log outcome' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
}
const submit = () => fireEvent.click(form().getByRole('button', { name: 'Log outcome' }));

beforeAll(() => {
  installDomShims();
  signIn();
});
beforeEach(async () => {
  // No signal: everything on this page works from the tablet.
  setOnline(false);
  mockApi({});
  await localDb.lookups.bulkPut([
    { entity: 'employee', id: 1, name: 'Jordan Avery', data: {} },
    { entity: 'employee', id: 2, name: 'Sam Rivera', data: {} },
  ]);
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  notify.success.mockClear();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => {
  setOnline(true);
  localDb.close({ disableAutoOpen: false });
});

describe('Work account', { timeout: 30_000 }, () => {
  it('shows how to reach the customer, what is past due and what was paid', async () => {
    renderAccount();
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeTruthy();
    expect(screen.getByText('40 days late · $250.00 past due')).toBeTruthy();
    expect(screen.getByRole('link', { name: /867-5309/ }).getAttribute('href')).toBe(
      'tel:5558675309',
    );
    expect(screen.getByRole('link', { name: /12 Elm St/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Springfield%2C%20IL',
    );
    const pastDue = within(screen.getByRole('list', { name: 'Past-due installments' }));
    expect(pastDue.getByText('AGR-2026-00004')).toBeTruthy();
    expect(pastDue.getByText('$100.00')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Recent payments' })).getByText('$45.00'),
    ).toBeTruthy();
    expect(await screen.findByText('No contact logged yet.')).toBeTruthy();
  });

  it('refuses an outcome without its promise, or with a past date, and focuses the first field', async () => {
    renderAccount();
    await formReady();
    submit();
    // The message, not the select's placeholder of the same words.
    await waitFor(() =>
      expect(form().getAllByText(COLLECTIONS_TEXTS.outcomeRequired)).toHaveLength(2),
    );
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('outcome'));

    set(/^Outcome/, 'Spoke - promised');
    submit();
    expect(await form().findByText(COLLECTIONS_TEXTS.promiseDateRequired)).toBeTruthy();
    expect(form().getByText(COLLECTIONS_TEXTS.promiseAmountRequired)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('promise_date'));

    set(/^Promise date/, '2020-01-01');
    set(/^Promised amount/, '50');
    submit();
    expect(await form().findByText(COLLECTIONS_TEXTS.promiseDatePast)).toBeTruthy();
    expect(await localDb.engagements.count()).toBe(0);
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('writes the engagement, the promise and the visit on the tablet and queues them, offline', async () => {
    renderAccount();
    await formReady();
    set(/^Outcome/, 'Spoke - promised');
    set(/^Promise date/, tomorrow);
    set(/^Promised amount/, '75.50');
    set(/^Notes/, 'Will pay after payday');
    set(/^Plan a visit/, today);
    set(/^Visit by/, '2');
    submit();

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Outcome logged', expect.anything()),
    );
    const [engagement] = await localDb.engagements.toArray();
    expect(engagement).toMatchObject({
      initial_engagement: 'Spoke - promised',
      contact_type: 'Phone',
      contact_id: CONTACT_ID,
      customer_id: 4,
      employee_id: 1,
      notes: 'Will pay after payday',
    });
    const followUps = (await localDb.followUps.toArray()).sort((a, b) =>
      a.required_engagement.localeCompare(b.required_engagement),
    );
    expect(followUps).toHaveLength(2);
    expect(followUps[0]).toMatchObject({
      required_engagement: 'Field Visit',
      engagement_id: engagement!.id,
      employee_id: 2,
      status: 'Scheduled',
    });
    expect(dayKeyOf(followUps[0]!.date_time, TIME_ZONE)).toBe(today);
    expect(hourOf(followUps[0]!.date_time, TIME_ZONE)).toBe(9);
    expect(followUps[1]).toMatchObject({
      required_engagement: 'Promise to Pay',
      engagement_id: engagement!.id,
      employee_id: 1,
      amount: 75.5,
      status: 'Scheduled',
    });
    expect(dayKeyOf(followUps[1]!.date_time, TIME_ZONE)).toBe(tomorrow);
    expect(hourOf(followUps[1]!.date_time, TIME_ZONE)).toBe(12);
    const outbox = await localDb.outbox.orderBy('seq').toArray();
    expect(outbox.map((m) => m.name)).toEqual([
      'engagement.create',
      'follow_up.create',
      'follow_up.create',
    ]);
    expect(outbox[1]!.args).toMatchObject({ amount: 75.5, engagement_id: engagement!.id });

    // The history shows them at once, marked as Pulse's, and the form is ready for the next.
    const history = within(await screen.findByRole('list', { name: 'Contact history' }));
    expect(await history.findByText('Spoke - promised (Pulse)')).toBeTruthy();
    expect(history.getByText('Promise to Pay (Pulse)')).toBeTruthy();
    expect(history.getByText('Field Visit (Pulse)')).toBeTruthy();
    expect(history.getByText('$75.50')).toBeTruthy();
    expect((form().getByLabelText(/^Outcome/) as HTMLSelectElement).value).toBe('');
  });
});
