// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { VALIDATION } from '@rentline/sync-protocol';
import { customerRow } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
} from '@/features/pulse/testing/render';
import { AgreementNewPage } from './agreement-new-page';

vi.mock('@/ui/toaster', () => ({
  notify: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

beforeAll(installDomShims);
beforeEach(() => {
  installIntersectionObserver();
  mockApi({
    '/api/customers/': () => ({
      customers: [customerRow(1, { total_agreements: 0 })],
      total_count: 1,
      has_more: false,
    }),
    '/api/flow/items': () => ({ items: [], total_count: 0, page_info: { total_pages: 0 } }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('New agreement', { timeout: 20_000 }, () => {
  it('keeps Create Agreement disabled until the acknowledgment is ticked', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    const create = await screen.findByRole('button', { name: 'Create Agreement' });
    expect(create.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByLabelText(/I have printed this agreement/));
    await waitFor(() => expect(create.hasAttribute('disabled')).toBe(false));
  });

  it('refuses to submit without the acknowledgment and says why', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    const totalCost = await screen.findByLabelText(/^Total cost\s*\*?$/);
    fireEvent.keyDown(totalCost, { key: 'Enter' });
    expect(await screen.findByText(VALIDATION.acknowledgeAgreement)).toBeTruthy();
  });

  it('fills the disclosures from the defaults', async () => {
    renderRoutes({ '/pulse/agreements/new': <AgreementNewPage /> }, '/pulse/agreements/new');
    expect(await screen.findByText(/12 monthly payments of \$83\.33/)).toBeTruthy();
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText(/that is \$750\.00/)).toBeTruthy();
    expect(screen.getByText(/within 5\s+days of the missed payment/)).toBeTruthy();
  });
});
