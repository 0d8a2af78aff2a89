// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Payment } from '@rentline/sync-protocol/wire';
import { installDomShims, mockApi, renderRoutes } from '@/features/pulse/testing/render';
import { PaymentErrorPage } from './payment-error-page';
import { PaymentSuccessPage } from './payment-success-page';

const payment = (success: boolean): Payment => ({
  payment_id: 41,
  agreement_id: 7,
  custom_agreement_id: 'AGR-2026-00007',
  customer_name: 'Rita Receipt',
  amount_paid: 1250,
  expected_amount: 1250,
  due_date: '2026-03-01',
  payment_method: 'Credit Card',
  tender: 'card',
  reversal: null,
  payment_status: success ? 'completed' : 'failed',
  success,
  transaction_id: 'SIM-1',
  created_at: '2026-02-02T15:04:00.000Z',
});

const routes = {
  '/pulse/payment/success': <PaymentSuccessPage />,
  '/pulse/payment/error': <PaymentErrorPage />,
};

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (label: string) =>
  screen.getByText(label).parentElement!.lastElementChild!.textContent;

describe('Payment result pages', { timeout: 20_000 }, () => {
  it('after an approval, names the agreement by its number, formats the amount and links to the receipt', async () => {
    mockApi({ '/api/payments/transactions/SIM-1': () => ({ payment: payment(true) }) });
    renderRoutes(routes, '/pulse/payment/success?ssl_result=0&ssl_txn_id=SIM-1&agreement_id=7');
    await screen.findByText('Payment Successful!');
    expect(detail('Agreement')).toBe('AGR-2026-00007');
    expect(detail('Amount')).toBe('$1,250.00');
    const link = screen.getByRole('link', { name: 'View Receipt' });
    expect(link.getAttribute('href')).toBe('/pulse/payments/41/receipt');
  });

  it('after a decline, names the agreement by its number from the recorded attempt, and offers no receipt', async () => {
    mockApi({ '/api/payments/transactions/SIM-1': () => ({ payment: payment(false) }) });
    renderRoutes(
      routes,
      '/pulse/payment/error?ssl_result=1&ssl_result_message=DECLINED&ssl_txn_id=SIM-1&agreement_id=7&amount=1250.00',
    );
    await screen.findByText('AGR-2026-00007');
    expect(detail('Attempted Amount')).toBe('$1,250.00');
    expect(screen.queryByRole('link', { name: 'View Receipt' })).toBeNull();
  });
});
