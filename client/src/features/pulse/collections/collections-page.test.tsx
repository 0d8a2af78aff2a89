// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COLLECTIONS_TEXTS } from '@rentline/sync-protocol/texts';
import { localDb } from '@/local-db/app-db';
import { storeToday } from '@/lib/store-time';
import { installDomShims, mockApi, requestsTo } from '@/features/pulse/testing/render';
import { engagementRow } from '@/features/core/engagements/testing/factories';
import { collectionKeys } from './api/collection-keys';
import { CollectionsPage } from './collections-page';
import { accountRow, queueAnswer } from './testing/factories';
import { TIME_ZONE, renderAt, signIn, testQueryClient } from './testing/render';
import { setOnline } from '@/testing/online';
import { spyOnNotify } from '@/testing/notify-spies';
import { pinClockAtStoreNoon } from '@/testing/store-clock';

spyOnNotify();

pinClockAtStoreNoon(TIME_ZONE);
const today = storeToday(TIME_ZONE);
const ACCOUNTS = [
  accountRow(1, { customer_name: 'Low Risk', days_late: 3, risk: 20, amount_past_due: 50 }),
  accountRow(2, {
    customer_name: 'Mine Twelve',
    days_late: 12,
    risk: 70,
    amount_past_due: 300,
    assigned_employee_id: 1,
  }),
  accountRow(3, {
    customer_name: 'Broken Promise',
    days_late: 45,
    risk: 70,
    amount_past_due: 900,
    promise_follow_up_id: '01890a5d-ac96-774b-bcce-b302099a8001',
    promise_date: '2026-01-05',
    promise_amount: 80,
    promise_state: 'broken',
    next_action: 'Call: promise broken',
  }),
  accountRow(4, {
    customer_name: 'Due Today',
    days_late: 90,
    risk: 85,
    amount_past_due: 120,
    phone: '(555) 867-5309',
    promise_follow_up_id: '01890a5d-ac96-774b-bcce-b302099a8002',
    promise_date: today,
    promise_amount: 60,
    promise_state: 'due_today',
  }),
];

function queueApi(accounts = ACCOUNTS) {
  return mockApi({
    '/api/collections/queue': (url) => {
      const offset = Number(url.searchParams.get('offset'));
      // Two pages, as a queue longer than one page comes.
      const page = offset === 0 ? accounts.slice(0, 3) : accounts.slice(3);
      return {
        ...queueAnswer(page, { generated_at: new Date(Date.now() - 5 * 60_000).toISOString() }),
        total_count: accounts.length,
        has_more: offset === 0 && accounts.length > 3,
      };
    },
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: TIME_ZONE }),
  });
}

const page = () => renderAt({ '/pulse/collections': <CollectionsPage /> }, '/pulse/collections');
const cardNames = () =>
  within(screen.getByRole('list', { name: 'Accounts past due' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
const chip = (name: RegExp) => screen.getByRole('button', { name });

beforeAll(() => {
  installDomShims();
  signIn();
});
beforeEach(() => setOnline(true));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('Collections queue', { timeout: 30_000 }, () => {
  it('reads every page and shows the accounts by risk, then amount past due, with bucket counts', async () => {
    const api = queueApi();
    page();
    await waitFor(() =>
      expect(cardNames()).toEqual(['Due Today', 'Broken Promise', 'Mine Twelve', 'Low Risk']),
    );
    expect(
      requestsTo(api, '/api/collections/queue').map((u) => [
        u.searchParams.get('limit'),
        u.searchParams.get('offset'),
      ]),
    ).toEqual([
      ['1000', '0'],
      ['1000', '3'],
    ]);
    expect(chip(/^All \(4\)/)).toBeTruthy();
    expect(chip(/^1-7 days \(1\)/)).toBeTruthy();
    expect(chip(/^60\+ days \(1\)/)).toBeTruthy();
    expect(screen.getByText(/4 past due accounts · Updated 5 minutes ago/)).toBeTruthy();

    const broken = within(screen.getByRole('article', { name: 'Broken Promise' }));
    expect(broken.getByText('$900.00')).toBeTruthy();
    expect(broken.getByText('Broken')).toBeTruthy();
    expect(broken.getByText('$80.00 on Jan 5, 2026')).toBeTruthy();
    expect(broken.getByText('Call: promise broken')).toBeTruthy();
    expect(broken.getByText('High risk · 70').getAttribute('title')).toMatch(/^Risk \(0-100\)/);
    expect(
      broken.getByRole('link', { name: 'Work account Broken Promise' }).getAttribute('href'),
    ).toBe('/pulse/collections/3');
  });

  it('narrows by bucket, filter and search on the tablet, without asking the server again', async () => {
    const api = queueApi();
    page();
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    const asked = requestsTo(api, '/api/collections/queue').length;

    fireEvent.click(chip(/^8-30 days/));
    await waitFor(() => expect(cardNames()).toEqual(['Mine Twelve']));
    fireEvent.click(chip(/^All/));

    const show = screen.getByLabelText('Show');
    fireEvent.change(show, { target: { value: 'mine' } });
    await waitFor(() => expect(cardNames()).toEqual(['Mine Twelve']));
    fireEvent.change(show, { target: { value: 'promises_today' } });
    await waitFor(() => expect(cardNames()).toEqual(['Due Today']));
    fireEvent.change(show, { target: { value: 'broken' } });
    await waitFor(() => expect(cardNames()).toEqual(['Broken Promise']));
    expect(chip(/^All \(1\)/)).toBeTruthy();
    fireEvent.change(show, { target: { value: 'all' } });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '8675309' },
    });
    await waitFor(() => expect(cardNames()).toEqual(['Due Today']));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'nobody at all' },
    });
    expect(await screen.findByText('No accounts match these filters')).toBeTruthy();
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(asked);
  });

  it('lays a call logged on this tablet over the copy it has', async () => {
    queueApi();
    await localDb.engagements.put(
      engagementRow({
        customer_id: 1,
        initial_engagement: 'Spoke - refused',
        engagement_date_time: new Date().toISOString(),
      }),
    );
    page();
    const card = within(await screen.findByRole('article', { name: 'Low Risk' }));
    expect(await card.findByText('Spoke - refused')).toBeTruthy();
  });

  it('says when no account is past due', async () => {
    queueApi([]);
    page();
    expect(await screen.findByText(COLLECTIONS_TEXTS.emptyQueue)).toBeTruthy();
  });

  it('offline with no copy on the tablet, says so instead of loading for ever', async () => {
    const api = queueApi();
    setOnline(false);
    page();
    expect(await screen.findByText('The collections queue is not on this tablet yet')).toBeTruthy();
    expect(screen.getAllByText(/Offline · this appears once/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('skeleton-card')).toBeNull();
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(0);
  });

  it('offline with a copy, shows it with its age and filters it', async () => {
    const api = queueApi();
    setOnline(false);
    const client = testQueryClient();
    client.setQueryData(collectionKeys.queue(), queueAnswer(ACCOUNTS), {
      updatedAt: Date.now() - 3 * 60 * 60_000,
    });
    renderAt({ '/pulse/collections': <CollectionsPage /> }, '/pulse/collections', client);
    await waitFor(() => expect(cardNames()).toHaveLength(4));
    expect(screen.getByText(/Offline · showing data from about 3 hours ago/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'broken' } });
    await waitFor(() => expect(cardNames()).toEqual(['Broken Promise']));
    expect(requestsTo(api, '/api/collections/queue')).toHaveLength(0);
  });
});
