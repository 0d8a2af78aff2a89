// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FIELD_VISIT, PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { localDb } from '@/local-db/app-db';
import { fromLocalInput, storeToday } from '@/lib/store-time';
import { engagementRow, followUpRow } from '@/features/core/engagements/testing/factories';
import { installDomShims, mockApi } from '@/features/pulse/testing/render';
import { collectionKeys } from './api/collection-keys';
import { MyVisitsPage } from './my-visits-page';
import { accountRow, queueAnswer } from './testing/factories';
import { EMPLOYEE, TIME_ZONE, renderAt, signIn, testQueryClient } from './testing/render';
import { setOnline } from '@/testing/online';
import { pinClockAtStoreNoon } from '@/testing/store-clock';

pinClockAtStoreNoon(TIME_ZONE);
const today = storeToday(TIME_ZONE);
const tomorrow = storeToday(TIME_ZONE, new Date(Date.now() + 24 * 60 * 60_000));
const at = (day: string, time: string) => fromLocalInput(`${day}T${time}`, TIME_ZONE);

const ADA = accountRow(4, {
  customer_name: 'Ada Lovelace',
  address: '12 Elm St, Springfield, IL',
  amount_past_due: 250,
  last_contact_at: '2026-11-20T15:00:00.000Z',
  last_outcome: 'Left message',
});

async function seedVisits() {
  // Logged before the queue's copy was made: the copy's last outcome stands.
  const before = {
    engagement_date_time: '2026-01-05T15:00:00.000Z',
    created_at: '2026-01-05T15:00:00.000Z',
    updated_at: '2026-01-05T15:00:00.000Z',
  };
  const ada = engagementRow({ customer_id: 4, ...before });
  const ben = engagementRow({ customer_id: 5, ...before });
  await localDb.engagements.bulkPut([ada, ben]);
  await localDb.lookups.put({
    entity: 'customer_option',
    id: 5,
    name: 'Ben Okafor',
    data: { id: 5, name: 'Ben Okafor', contact_id: null },
  });
  const visit = (
    engagementId: string,
    dateTime: string,
    more: Parameters<typeof followUpRow>[0] = {},
  ) =>
    followUpRow({
      engagement_id: engagementId,
      employee_id: EMPLOYEE.id,
      required_engagement: FIELD_VISIT,
      date_time: dateTime,
      status: 'Scheduled',
      ...more,
    });
  await localDb.followUps.bulkPut([
    visit(ada.id, at(today, '10:00')),
    visit(ben.id, at(today, '09:00')),
    // Not today's route: someone else's, tomorrow's, one done, and a promise (not a visit).
    visit(ada.id, at(today, '11:00'), { employee_id: 2 }),
    visit(ada.id, at(tomorrow, '09:00')),
    visit(ben.id, at(today, '12:00'), { status: 'Completed' }),
    visit(ben.id, at(today, '13:00'), { required_engagement: PROMISE_TO_PAY }),
  ]);
}

function renderVisits() {
  const client = testQueryClient();
  client.setQueryData(collectionKeys.queue(), queueAnswer([ADA]));
  return renderAt(
    { '/pulse/collections/visits': <MyVisitsPage /> },
    '/pulse/collections/visits',
    client,
  );
}

const stops = async () =>
  within(await screen.findByRole('list', { name: 'Route' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

beforeAll(() => {
  installDomShims();
  signIn();
});
beforeEach(() => {
  setOnline(false);
  mockApi({});
});
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => {
  setOnline(true);
  localDb.close({ disableAutoOpen: false });
});

describe('My visits today', { timeout: 30_000 }, () => {
  it("lists only the signed-in employee's open field visits of today, by time, with what the collector needs", async () => {
    await seedVisits();
    renderVisits();

    await waitFor(async () => expect(await stops()).toEqual(['1. Ben Okafor', '2. Ada Lovelace']));
    const ada = within(screen.getByRole('article', { name: '2. Ada Lovelace' }));
    expect(ada.getByRole('link', { name: /12 Elm St/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Elm%20St%2C%20Springfield%2C%20IL',
    );
    expect(ada.getByText('$250.00')).toBeTruthy();
    expect(ada.getByText('Left message')).toBeTruthy();
    expect(ada.getByRole('link', { name: 'Log outcome' }).getAttribute('href')).toBe(
      '/pulse/collections/4',
    );
    // Ben is not in the queue: named from the tablet's customers, and said so.
    expect(
      within(screen.getByRole('article', { name: '1. Ben Okafor' })).getByText('Not in the queue'),
    ).toBeTruthy();
  });

  it('reorders the route by touch and keeps the order on the tablet', async () => {
    await seedVisits();
    renderVisits();
    await waitFor(async () => expect(await stops()).toEqual(['1. Ben Okafor', '2. Ada Lovelace']));
    expect(
      (screen.getByRole('button', { name: 'Move Ben Okafor up' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move Ben Okafor down' }));
    await waitFor(async () => expect(await stops()).toEqual(['1. Ada Lovelace', '2. Ben Okafor']));

    // Opened again (a reload, with no signal): the same order.
    cleanup();
    renderVisits();
    await waitFor(async () => expect(await stops()).toEqual(['1. Ada Lovelace', '2. Ben Okafor']));
  });

  it('says when there is no visit today', async () => {
    renderVisits();
    expect(await screen.findByText('No field visits planned for you today.')).toBeTruthy();
  });
});
