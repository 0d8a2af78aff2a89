// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION } from '@rentline/sync-protocol';
import { customerRow } from '@/features/pulse/testing/factories';
import { installDomShims, mockApi, renderRoutes } from '@/features/pulse/testing/render';
import { pickOption } from '@/testing/pick-option';
import { spyOnNotify } from '@/testing/notify-spies';
import { RecordPaymentDialog } from './record-payment-dialog';

spyOnNotify();
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  mockApi({
    '/api/customers/': () => ({
      customers: [customerRow(7, { customer_name: 'Ada Hackett' })],
      total_count: 1,
      has_more: false,
    }),
    '/api/agreements/': () => ({ agreements: [], total_count: 0, has_more: false }),
  });
  renderRoutes({ '/': <RecordPaymentDialog open onOpenChange={() => undefined} /> }, '/');
  return within(screen.getByRole('dialog'));
}

describe('Record Payment', () => {
  it('sent empty, says so on the customer, where the choice starts, not on the agreement it locks', async () => {
    const dialog = open();
    fireEvent.click(dialog.getByRole('button', { name: 'Record Payment' }));

    const customer = dialog.getByRole('combobox', { name: /^Customer/ });
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(VALIDATION.paymentFieldsRequired)).toBeTruthy();
    const agreement = dialog.getByRole('combobox', { name: /^Agreement/ });
    expect(agreement.getAttribute('aria-invalid')).toBeNull();

    // Choosing a customer takes the message away.
    await pickOption(dialog, /^Customer/, 'Ada', 'Ada Hackett');
    await waitFor(() => expect(dialog.queryByText(VALIDATION.paymentFieldsRequired)).toBeNull());
    expect(customer.getAttribute('aria-invalid')).toBeNull();
  });
});
