// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import type { PaymentAgreementOption } from '@rentline/sync-protocol/wire';
import { customerRow } from '@/features/pulse/testing/factories';
import { installDomShims, mockApi, renderRoutes } from '@/features/pulse/testing/render';
import { pickOption } from '@/testing/pick-option';
import { spyOnNotify } from '@/testing/notify-spies';
import { TakePaymentDialog } from './take-payment-dialog';

spyOnNotify();
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const option = (id: number, due: number, name: string): PaymentAgreementOption => ({
  agreement_id: id,
  custom_agreement_id: name,
  amount_due: due,
  past_due: 0,
  balance: 900,
  next_due_date: null,
  total_expected: 1000,
  amount_paid: 100,
  total_payments: 12,
});

async function open() {
  const bodies: unknown[] = [];
  const stub = mockApi({
    '/api/customers/': () => ({
      customers: [customerRow(7, { customer_name: 'Ada Hackett' })],
      total_count: 1,
      has_more: false,
    }),
    '/api/elavon/customers/7/agreements': () => ({
      agreements: [option(1, 84.79, 'AGR-1'), option(2, 30, 'AGR-2')],
    }),
    '/api/payments': (_url, init) => {
      bodies.push(JSON.parse(String(init?.body)));
      const payment = {
        payment_id: 41,
        agreement_id: 1,
        custom_agreement_id: 'AGR-1',
        customer_name: 'Ada Hackett',
        amount_paid: 84.79,
        expected_amount: null,
        due_date: null,
        payment_method: 'Cash',
        tender: 'cash',
        payment_status: 'completed',
        success: true,
        created_at: '2026-12-06T15:00:00.000Z',
        reversal: null,
      };
      return {
        success: true,
        payment_id: 41,
        payment,
        payments: [payment],
        group_id: 'g',
        change_due: 5.21,
      };
    },
  });
  renderRoutes({ '/': <TakePaymentDialog open onOpenChange={() => undefined} /> }, '/');
  return { dialog: within(await screen.findByRole('dialog')), bodies, stub };
}

describe('Record Payment (take a payment)', () => {
  it('sent empty, says so on the customer', async () => {
    const { dialog } = await open();
    fireEvent.click(dialog.getByRole('button', { name: 'Take Payment' }));
    const customer = dialog.getByRole('combobox', { name: /^Customer/ });
    await waitFor(() => expect(customer.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getByText(VALIDATION.paymentFieldsRequired)).toBeTruthy();
  });

  it('proposes what each agreement owes today and takes it in split tender with change due', async () => {
    const { dialog, bodies } = await open();
    await pickOption(dialog, /^Customer/, 'Ada', 'Ada Hackett');
    const first = await dialog.findByRole('spinbutton', { name: 'Pay now on AGR-1' });
    expect((first as HTMLInputElement).value).toBe('84.79');
    expect(
      (dialog.getByRole('spinbutton', { name: 'Pay now on AGR-2' }) as HTMLInputElement).value,
    ).toBe('30.00');
    expect(dialog.getByRole('button', { name: 'Take $114.79' })).toBeTruthy();

    // $100 in cash, the rest on the card; $105 handed over.
    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Amount 1' }), {
      target: { value: '100' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add a tender' }));
    expect((dialog.getByRole('spinbutton', { name: 'Amount 2' }) as HTMLInputElement).value).toBe(
      '14.79',
    );
    fireEvent.change(dialog.getByRole('combobox', { name: 'Tender 2' }), {
      target: { value: 'card' },
    });
    fireEvent.change(dialog.getByRole('spinbutton', { name: /Cash handed over/ }), {
      target: { value: '105' },
    });
    expect(dialog.getByText('Change due: $5.00')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Take $114.79' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      splits: [
        { agreement_id: 1, amount: 84.79 },
        { agreement_id: 2, amount: 30 },
      ],
      tenders: [
        { tender: 'cash', amount: 100 },
        { tender: 'card', amount: 14.79 },
      ],
      cash_tendered: 105,
    });
  });

  it('refuses tenders that do not add up, in words, and sends nothing', async () => {
    const { dialog, bodies } = await open();
    await pickOption(dialog, /^Customer/, 'Ada', 'Ada Hackett');
    await dialog.findByRole('spinbutton', { name: 'Pay now on AGR-1' });
    fireEvent.click(dialog.getByRole('button', { name: 'Add a tender' }));
    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Amount 2' }), {
      target: { value: '10' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Take $114.79' }));
    await dialog.findByText('The tenders add up to $124.79 but the payment is $114.79');
    expect(bodies).toHaveLength(0);
  });
});
