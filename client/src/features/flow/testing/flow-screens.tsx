/** Test helpers of the Flow screens: jsdom shims, a signed-in session, seeded replica rows, rendering at a path. */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Role } from '@rentline/sync-protocol/rules';
import type { FlowItem } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { FlowDashboardPage } from '../dashboard/flow-dashboard-page';
import { InStockItemsPage } from '../items/in-stock-items-page';
import { ItemNewPage } from '../items/item-new-page';
import { setSession } from '@/api/session';
import { installDomShims } from '@/testing/dom-shims';
import { ApprovalHost } from '@/ui/approval-host';

/**
 * What a Flow screen needs around it: the browser APIs jsdom lacks, and Jordan (the demo's
 * manager) signed in, or someone of another role.
 */
export function signedInScreen() {
  signedInScreenAs('manager');
}

export function signedInScreenAs(role: Role) {
  installDomShims();
  setSession('token', {
    id: 1,
    full_name: 'Jordan Avery',
    email: 'demo@example.com',
    job_title: null,
    role,
  });
}

let n = 0;
export function resetItemNumbers() {
  n = 0;
}

/** An item row as the replica holds it; names count up (Item 001, Item 002, ...). */
export function item(over: Partial<FlowItem> = {}): FlowItem {
  n++;
  return {
    id: `0190f5e2-7a4c-7b3e-9c1d-${String(n).padStart(12, '0')}`,
    name: `Item ${String(n).padStart(3, '0')}`,
    description: null,
    model: null,
    serial_number: null,
    status: 'In-Stock',
    procurement_date: '2026-01-01',
    our_cost: 100,
    retail_price: 200,
    in_stock_units: 1,
    category_id: 1,
    vendor_id: 10,
    primary_image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
    ...over,
  };
}

/** Categories Furniture (1) and Electronics (2), vendors Acme (10) and Zenith (11), the items, and a finished first download. */
export async function seed(items: FlowItem[]) {
  await localDb.lookups.bulkPut([
    { entity: 'category', id: 1, name: 'Furniture', data: {} },
    { entity: 'category', id: 2, name: 'Electronics', data: {} },
    { entity: 'vendor', id: 10, name: 'Acme', data: {} },
    { entity: 'vendor', id: 11, name: 'Zenith', data: {} },
  ]);
  await localDb.flowItems.bulkPut(items);
  await localDb.syncState.put({
    key: 'state',
    clientId: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
    cursor: 10,
    lastSeq: 0,
    nextSeq: 1,
    lastSyncedAt: null,
    ownerEmployeeId: null,
    bootstrapped: 1,
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

/**
 * The Flow routes at `path`, with the manager's approval dialog the signed-in app mounts;
 * `getByTestId('where')` tells the current location.
 */
export function renderAt(path: string) {
  // Server reads (an item's rental history) fail fast unless a test answers them.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/flow" element={<FlowDashboardPage />} />
            <Route path="/flow/new" element={<ItemNewPage />} />
            <Route path="/flow/instock" element={<InStockItemsPage />} />
          </Routes>
          <Where />
        </MemoryRouter>
        <ApprovalHost />
      </QueryClientProvider>
    </ChakraProvider>,
  );
}
