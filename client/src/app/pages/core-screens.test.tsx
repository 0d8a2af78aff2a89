// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { publicConfigKeys } from '@/api/public-config';
import { localDb } from '@/local-db/app-db';
import { installBrowserStubs, seedLookups } from '@/features/core/engagements/testing/render';
import { CalendarScreen } from './calendar-screen';
import { CoreDashboardScreen } from './core-dashboard-screen';
import { spyOnNotify } from '@/testing/notify-spies';

spyOnNotify();

beforeAll(() => installBrowserStubs());
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

/** As the router shows a screen: only the app's providers, no test helper filling the slot. */
function renderRouted(ui: ReactNode, path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(publicConfigKeys.all, {
    store_time_zone: 'America/New_York',
    time_clock_url: null,
  });
  render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

describe('the Core screens as the router shows them', () => {
  it("open the engagements feature's create dialog from the Calendar", async () => {
    await seedLookups(localDb);
    renderRouted(<CalendarScreen />, '/core/calendar?view=day&date=2026-08-02');
    fireEvent.click(await screen.findByRole('button', { name: /New Engagement/ }));
    expect(await screen.findByRole('dialog', { name: 'Create New Engagement' })).toBeTruthy();
  });

  it('open it from the Core dashboard', async () => {
    await seedLookups(localDb);
    renderRouted(<CoreDashboardScreen />, '/core');
    fireEvent.click(await screen.findByRole('button', { name: /Create Engagement/ }));
    expect(await screen.findByRole('dialog', { name: 'Create New Engagement' })).toBeTruthy();
  });
});
