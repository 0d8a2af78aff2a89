/**
 * jsdom set-up for the Core screens' page tests: the browser APIs Chakra reads, a signed-in
 * employee, the store's time zone in the query cache, and a render inside Chakra, a router and
 * a query client, with the create dialog in its slot as app/ puts it there. Wide screen by
 * default (`min-width` media queries match).
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { publicConfigKeys } from '@/api/public-config';
import type { LocalDb } from '@/local-db/db';
import { CreateEngagementDialogProvider } from '@/ui/create-engagement-slot';
import { CreateEngagementDialog } from '../components/create-engagement-dialog';
import { setSession } from '@/api/session';
import { installDomShimsFor } from '@/testing/dom-shims';

export const EMPLOYEE = {
  id: 1,
  full_name: 'Jordan Avery',
  email: 'demo@example.com',
  job_title: 'Store Manager',
  role: 'manager' as const,
};

export function installBrowserStubs({ wide = true } = {}) {
  installDomShimsFor(wide ? 'wide' : 'narrow');
  setSession('token', EMPLOYEE);
}

export function renderScreen(
  ui: ReactNode,
  {
    path = '/',
    config = { store_time_zone: 'America/New_York', time_clock_url: null as string | null },
  } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(publicConfigKeys.all, config);
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <CreateEngagementDialogProvider value={CreateEngagementDialog}>
            {ui}
          </CreateEngagementDialogProvider>
        </MemoryRouter>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

/** The lookup lists the forms offer. */
export async function seedLookups(db: LocalDb) {
  await db.lookups.bulkPut([
    { entity: 'engagement_type', id: 1, name: 'Store Visit (Core)', data: { kind: 'initial' } },
    {
      entity: 'engagement_type',
      id: 2,
      name: 'Payment Discussion (Pulse)',
      data: { kind: 'initial' },
    },
    { entity: 'engagement_type', id: 3, name: 'Courtesy Call (Core)', data: { kind: 'required' } },
    { entity: 'follow_up_status', id: 1, name: 'Scheduled', data: { sort_order: 1 } },
    { entity: 'follow_up_status', id: 2, name: 'Completed', data: { sort_order: 2 } },
    { entity: 'contact_type', id: 1, name: 'Customer', data: {} },
    { entity: 'employee', id: 1, name: 'Jordan Avery', data: {} },
    { entity: 'employee', id: 2, name: 'Sam Rivera', data: {} },
    { entity: 'customer_option', id: 10, name: 'Ada Account', data: { contact_id: null } },
  ]);
}
