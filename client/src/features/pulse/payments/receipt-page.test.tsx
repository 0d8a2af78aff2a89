// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { RECEIPT_TEXTS } from '@rentline/sync-protocol/texts';
import type { Payment, Receipt } from '@rentline/sync-protocol/wire';
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

const line41 = {
  payment_id: 41,
  agreement_id: 7,
  custom_agreement_id: 'AGR-2026-00007',
  tender: 'cash' as const,
  amount: 1250,
  rent: 1160.5,
  damage_waiver: 0,
  fees: 7.5,
  tax: 82,
  balance_after: 2500.5,
  next_due_date: '2026-03-01',
};
const receipt: Receipt = {
  receipt_number: 'R-2026-000041',
  payment_id: 41,
  store_name: 'Rentline Leasing LLC',
  customer_name: 'Rita Receipt',
  lines: [line41],
  tenders: [{ tender: 'cash', amount: 1250 }],
  total: 1250,
  rent: 1160.5,
  damage_waiver: 0,
  fees: 7.5,
  tax: 82,
  change_due: 0,
  transaction_id: null,
  reversed: null,
  paid_at: '2026-02-02T15:04:00.000Z',
  time_zone: 'America/New_York',
  taken_by: 'Dana Demo',
  agreement_id: 7,
  custom_agreement_id: 'AGR-2026-00007',
  amount: 1250,
  fee: 7.5,
  tender: 'Cash',
  balance_after: 2500.5,
  next_due_date: '2026-03-01',
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
    expect(line('Paid')).toBe('$1,250.00');
    expect(line('Rent')).toBe('$1,160.50');
    expect(line('Fees')).toBe('$7.50');
    expect(line('Sales tax')).toBe('$82.00');
    expect(line('Total paid')).toBe('$1,250.00');
    expect(line('Cash tendered')).toBe('$1,250.00');
    expect(line('Owed after')).toBe('$2,500.50');
    expect(line('Next due date')).toBe('Mar 1, 2026');
    expect(screen.queryByText('Change given')).toBeNull();
    expect(screen.queryByText(/REVERSED/)).toBeNull();
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
      '/api/payments/41/receipt': () => ({
        ...receipt,
        lines: [{ ...line41, balance_after: 0, next_due_date: null }],
      }),
    });
    renderRoutes(routes, '/pulse/payments/41/receipt');
    await screen.findByRole('region', { name: 'Receipt R-2026-000041' });
    expect(line('Next due date')).toBe('Paid in full');
  });

  it('shows a split tender over two agreements, the change given, and a reversal since', async () => {
    mockApi({
      '/api/payments/41/receipt': () => ({
        ...receipt,
        lines: [
          { ...line41, amount: 100 },
          {
            ...line41,
            payment_id: 42,
            agreement_id: 8,
            custom_agreement_id: 'AGR-2026-00008',
            tender: 'card',
            amount: 50,
          },
        ],
        tenders: [
          { tender: 'cash', amount: 100 },
          { tender: 'card', amount: 50 },
        ],
        total: 150,
        change_due: 20,
        reversed: { reason: 'Returned check', at: '2026-02-05T15:00:00.000Z' },
      }),
    });
    renderRoutes(routes, '/pulse/payments/41/receipt');
    const slip = await screen.findByRole('region', { name: 'Receipt R-2026-000041' });
    expect(within(slip).getByText('AGR-2026-00008')).toBeTruthy();
    expect(line('Total paid')).toBe('$150.00');
    expect(line('Card tendered')).toBe('$50.00');
    expect(line('Change given')).toBe('$20.00');
    expect(within(slip).getByText(/REVERSED .*Returned check/)).toBeTruthy();
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
    tender: 'cash',
    payment_status: success ? 'completed' : 'failed',
    success,
    created_at: '2026-02-02T15:04:00.000Z',
    reversal: null,
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

  it('the View dialog of a completed payment links to its receipt and offers its reversal; one that did not go through has neither', async () => {
    const onReverse = vi.fn();
    const view = (payment: Payment) =>
      renderRoutes(
        {
          '/pulse/payments': (
            <PaymentDetailsDialog
              payment={payment}
              timeZone="America/New_York"
              onClose={() => undefined}
              onReverse={onReverse}
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
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ payment_id: 41 }));
    cleanup();

    view(row(40, false));
    const failed = await screen.findByRole('dialog', { name: 'Payment #40' });
    expect(within(failed).queryByRole('link', { name: 'View receipt' })).toBeNull();
    expect(within(failed).queryByRole('button', { name: 'Reverse payment' })).toBeNull();
    expect(within(failed).getByRole('link', { name: 'Open agreement' })).toBeTruthy();
  });

  it('the View dialog of a reversed payment says so, why and by whom, and offers no second reversal', async () => {
    renderRoutes(
      {
        '/pulse/payments': (
          <PaymentDetailsDialog
            payment={{
              ...row(42, true),
              reversal: {
                reason: 'Returned check',
                at: '2026-12-02T15:00:00.000Z',
                by: 'Casey Morgan',
              },
            }}
            timeZone="America/New_York"
            onClose={() => undefined}
            onReverse={() => undefined}
          />
        ),
      },
      '/pulse/payments',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Payment #42' });
    expect(within(dialog).getAllByText('Reversed').length).toBeGreaterThan(0);
    expect(within(dialog).getByText(/^Returned check on .* by Casey Morgan$/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Reverse payment' })).toBeNull();
  });
});
