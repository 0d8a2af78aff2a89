// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { accountRow, queueAnswer } from '@/features/pulse/collections/testing/factories';
import { renderAt, signIn } from '@/features/pulse/collections/testing/render';
import { installDomShims, mockApi } from '@/features/pulse/testing/render';
import { setOnline } from '@/testing/online';
import { PulseHomePage } from './pulse-home-page';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

beforeAll(() => {
  installDomShims();
  signIn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setOnline(true);
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

describe('Pulse home', { timeout: 30_000 }, () => {
  it('leads to Collections with its count of accounts past due, and to End of Day', async () => {
    mockApi({
      '/api/collections/queue': () => queueAnswer([accountRow(1), accountRow(2), accountRow(3)]),
    });
    renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    const card = within(
      (await screen.findByRole('link', { name: 'Collections' })).closest('article')!,
    );
    expect(card.getByRole('link', { name: 'Collections' }).getAttribute('href')).toBe(
      '/pulse/collections',
    );
    expect(await card.findByText('3')).toBeTruthy();
    expect(card.getByText('accounts past due')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'End of Day' }).getAttribute('href')).toBe(
      '/pulse/end-of-day',
    );
    expect(screen.queryByText('Collection Tools')).toBeNull();
  });

  it('offline with no copy on the device, shows no figure as loading for ever', async () => {
    mockApi({});
    setOnline(false);
    const { container } = renderAt({ '/pulse': <PulseHomePage /> }, '/pulse');
    expect(await screen.findByText(/^Offline · this appears once/)).toBeTruthy();
    expect(container.querySelectorAll('[aria-busy="true"]')).toHaveLength(0);
  });
});
