// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { customerRow } from '@/features/pulse/testing/factories';
import { installDomShims, mockApi, renderRoutes } from '@/features/pulse/testing/render';
import { pickOption } from '@/testing/pick-option';
import { spyOnNotify } from '@/testing/notify-spies';
import { ProcessPaymentPage } from './process-payment-page';

spyOnNotify();
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Process Payment', () => {
  it('proposes what the chosen agreement owes today, not $0.00', async () => {
    mockApi({
      '/api/customers/': () => ({
        customers: [customerRow(7, { customer_name: 'Ada Hackett' })],
        total_count: 1,
        has_more: false,
      }),
      '/api/elavon/customers/7/agreements': () => ({
        agreements: [
          {
            agreement_id: 3,
            custom_agreement_id: 'AGR-3',
            amount_due: 92.29,
            past_due: 0,
            balance: 1017.48,
            next_due_date: '2026-12-06',
            total_expected: 1017.48,
            amount_paid: 0,
            total_payments: 12,
          },
        ],
      }),
    });
    renderRoutes({ '/': <ProcessPaymentPage /> }, '/');
    await screen.findByRole('combobox', { name: /^Customer/ });
    await pickOption(screen, /^Customer/, 'Ada', 'Ada Hackett');
    await screen.findByRole('combobox', { name: /^Agreement/ });
    await pickOption(screen, /^Agreement/, 'AGR-3');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Pay $92.29 Securely' })).toBeTruthy(),
    );
  });
});
