// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RECEIPT_TEXTS, type Payment, type Receipt } from '@rentline/sync-protocol';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { PaymentDetailsDialog } from './components/payment-details-dialog';
import { PaymentsTable } from './components/payments-table';
import { NO_RECEIPT_REASON } from './components/receipt-button';
import { ReceiptPage } from './receipt-page';

const receipt: Receipt = {
  receipt_number: 'R-2026-000041',
  payment_id: 41,
  store_name: 'Rentline Leasing LLC',
  agreement_id: 7,
  custom_agreement_id: 'AGR-2026-00007',
  customer_name: 'Rita Receipt',
  amount: 1250,
  fee: 0,
  tender: 'Cash',
  transaction_id: null,
  balance_after: 2500.5,
  next_due_date: '2026-03-01',
  paid_at: '2026-02-02T15:04:00.000Z',
  time_zone: 'America/New_York',
  taken_by: 'Dana Demo',
};

const routes = { '/pulse/payments/:paymentId/receipt': <ReceiptPage /> };

beforeAll(installDomShims);
beforeEach(() => {
  installIntersectionObserver();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const line = (label: string) =>
  screen.getByText(label, { selector: 'p' }).parentElement!.lastElementChild!.textContent;

describe('Receipt page', { timeout: 20_000 }, () => {
  it('shows the receipt: number, store, agreement, customer, amount, tender, balance and next due after, time in the store zone, who took it', async () => {
    mockApi({ '/api/payments/41/receipt': () => receipt });
    renderRoutes(routes, '/pulse/payments/41/receipt');
    const slip = await screen.findByRole('region', { name: 'Receipt R-2026-000041' });
    expect(within(slip).getByText('Rentline Leasing LLC')).toBeTruthy();
    expect(line('Date')).toBe('Feb 2, 2026 at 10:04 AM EST');
    expect(line('Agreement')).toBe('AGR-2026-00007');
    expect(line('Customer')).toBe('Rita Receipt');
    expect(line('Amount paid')).toBe('$1,250.00');
    expect(line('Tender')).toBe('Cash');
    expect(line('Balance after')).toBe('$2,500.50');
    expect(line('Next due date')).toBe('Mar 1, 2026');
    expect(line('Taken by')).toBe('Dana Demo');
    expect(screen.queryByText('Transaction')).toBeNull();
  });

  it('prints on a receipt-sized page with the Print button', async () => {
    mockApi({ '/api/payments/41/receipt': () => receipt });
    const print = vi.fn();
    vi.stubGlobal('print', print);
    const { container } = renderRoutes(routes, '/pulse/payments/41/receipt');
    await screen.findByRole('region', { name: 'Receipt R-2026-000041' });
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(container.querySelector('style')?.textContent).toMatch(/@page \{ size: 80mm auto/);
  });

  it('says a paid-off agreement has no next due date', async () => {
    mockApi({
      '/api/payments/41/receipt': () => ({ ...receipt, balance_after: 0, next_due_date: null }),
    });
    renderRoutes(routes, '/pulse/payments/41/receipt');
    await screen.findByRole('region', { name: 'Receipt R-2026-000041' });
    expect(line('Next due date')).toBe('Paid in full');
  });

  it('offline, says receipts need a connection and asks nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const api = mockApi({ '/api/payments/41/receipt': () => receipt });
    renderRoutes(routes, '/pulse/payments/41/receipt');
    expect(await screen.findByText(RECEIPT_TEXTS.needsConnection)).toBeTruthy();
    expect(requestsTo(api, '/api/payments/41/receipt')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("shows the server's reason when a payment has no receipt", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: RECEIPT_TEXTS.notCompleted }), {
            status: 404,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    renderRoutes(routes, '/pulse/payments/40/receipt');
    expect(await screen.findByText(RECEIPT_TEXTS.notCompleted)).toBeTruthy();
  });
});

describe("Payment Log's Receipt button", () => {
  const row = (id: number, success: boolean): Payment => ({
    payment_id: id,
    agreement_id: 7,
    custom_agreement_id: 'AGR-2026-00007',
    customer_name: 'Rita Receipt',
    amount_paid: 1250,
    expected_amount: 1250,
    due_date: '2026-03-01',
    payment_method: 'Cash',
    payment_status: success ? 'completed' : 'failed',
    success,
    created_at: '2026-02-02T15:04:00.000Z',
  });

  it('opens the receipt of a completed payment, and is disabled with its reason for one that did not go through', () => {
    renderRoutes(
      {
        '/pulse/payments': (
          <PaymentsTable
            payments={[row(41, true), row(40, false)]}
            timeZone="America/New_York"
            onView={() => undefined}
            triggerIndex={-1}
            triggerRef={() => undefined}
            loadingMore={false}
          />
        ),
      },
      '/pulse/payments',
    );
    const link = screen.getByRole('link', { name: /Receipt/ });
    expect(link.getAttribute('href')).toBe('/pulse/payments/41/receipt');
    const none = screen.getByRole('button', { name: `Receipt (${NO_RECEIPT_REASON})` });
    expect((none as HTMLButtonElement).disabled).toBe(true);
  });

  it('the View dialog of a completed payment links to its receipt; one that did not go through has none', async () => {
    const view = (payment: Payment) =>
      renderRoutes(
        {
          '/pulse/payments': (
            <PaymentDetailsDialog
              payment={payment}
              timeZone="America/New_York"
              onClose={() => undefined}
            />
          ),
        },
        '/pulse/payments',
      );
    view(row(41, true));
    const dialog = await screen.findByRole('dialog', { name: 'Payment #41' });
    expect(within(dialog).getByRole('link', { name: 'View receipt' }).getAttribute('href')).toBe(
      '/pulse/payments/41/receipt',
    );
    cleanup();

    view(row(40, false));
    const failed = await screen.findByRole('dialog', { name: 'Payment #40' });
    expect(within(failed).queryByRole('link', { name: 'View receipt' })).toBeNull();
    expect(within(failed).getByRole('link', { name: 'Open agreement' })).toBeTruthy();
  });
});
