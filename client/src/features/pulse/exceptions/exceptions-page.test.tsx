// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PulseException } from '@rentline/sync-protocol/wire';
import {
  installDomShims,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { ExceptionsPage } from './exceptions-page';
import { spyOnNotify } from '@/testing/notify-spies';
import { signInAs, signOutForTests } from '@/testing/session';
import { setOnline } from '@/testing/online';

const toasts = spyOnNotify();

const exception = (id: number, resolved: boolean): PulseException => ({
  exception_id: id,
  type: 'Payment Failed',
  payment_id: id * 10,
  scheduled_payment_id: null,
  customer_id: 1,
  customer_name: 'Bob Late',
  contact_id: null,
  description: 'Card declined',
  created_at: '2026-11-20T17:00:00.000Z',
  resolved_at: resolved ? '2026-11-21T17:00:00.000Z' : null,
  resolution: resolved ? 'Customer paid cash' : null,
  resolved_by: resolved ? 1 : null,
  resolved_by_name: resolved ? 'Jordan Avery' : null,
  payment: null,
});

function exceptionsApi() {
  return mockApi({
    '/api/exceptions': (url) => ({
      exceptions:
        url.searchParams.get('status') === 'resolved'
          ? [exception(2, true)]
          : [exception(1, false)],
    }),
    '/api/exceptions/1/resolve': (_url, init) => ({
      success: true,
      exception: {
        ...exception(1, true),
        resolution: JSON.parse(String(init?.body)).resolution,
      },
    }),
    '/api/exceptions/2/reopen': () => ({ success: true, exception: exception(2, false) }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

/** The text an element's aria-describedby points at (what a screen reader adds to its name). */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  signOutForTests();
  vi.unstubAllGlobals();
});

describe('Exceptions: resolve with a note, reopen', { timeout: 20_000 }, () => {
  it('asks only for open exceptions by default, and for resolved ones when chosen', async () => {
    const api = exceptionsApi();
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions');
    await screen.findByRole('button', { name: 'Resolve EXC-1' });
    expect(requestsTo(api, '/api/exceptions')[0]!.searchParams.has('status')).toBe(false);
    // Contact works the customer's account (collections), with no signal too.
    expect(screen.getByRole('link', { name: 'Contact Bob Late' }).getAttribute('href')).toBe(
      '/pulse/collections/1',
    );

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'resolved' } });
    await screen.findByRole('button', { name: 'Reopen EXC-2' });
    expect(screen.getByText(/Resolved by Jordan Avery on .*: Customer paid cash/)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/pulse/exceptions?status=resolved');
  });

  it('refuses a blank note without asking the server, then resolves with the note', async () => {
    const api = exceptionsApi();
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Resolve EXC-1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(
      await within(dialog).findByText('Please describe how the exception was resolved'),
    ).toBeTruthy();
    expect(requestsTo(api, '/api/exceptions/1/resolve')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Resolution note/ }), {
      target: { value: '  Customer paid cash  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(requestsTo(api, '/api/exceptions/1/resolve')).toHaveLength(1));
    const [, init] = api.mock.calls.find(([input]) =>
      String(input).includes('/exceptions/1/resolve'),
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({ resolution: 'Customer paid cash' });
  });

  it('reopens a resolved exception', async () => {
    const api = exceptionsApi();
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions?status=resolved');
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen EXC-2' }));
    await waitFor(() => expect(requestsTo(api, '/api/exceptions/2/reopen')).toHaveLength(1));
  });

  it('offline, one note says how old the list is and that resolving and reopening need a connection', async () => {
    exceptionsApi();
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions');
    await screen.findByRole('button', { name: 'Resolve EXC-1' });
    act(() => setOnline(false));

    await screen.findByText(/^Offline · showing data from .*ago/);
    const notes = screen.getAllByRole('status').filter((e) => /Offline/.test(e.textContent ?? ''));
    expect(notes).toHaveLength(1);
    const note = notes[0]!;
    expect(note.textContent).toContain('Resolving and reopening need a connection');
    // No second, unexplained "Needs a connection" line beside the note.
    expect(screen.queryByText('Needs a connection')).toBeNull();
    const resolve = screen.getByRole('button', { name: 'Resolve EXC-1' });
    expect(resolve.hasAttribute('disabled')).toBe(true);
    expect(description(resolve)).toBe('Resolving and reopening need a connection');

    act(() => setOnline(true));
    await waitFor(() => expect(screen.queryByText(/need a connection/)).toBeNull());
    expect(screen.getByRole('button', { name: 'Resolve EXC-1' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('reverses a returned check from its exception: why is asked first, then the payment is reversed', async () => {
    // A manager's own: a clerk's asks for a manager first (agreement-approval.test.tsx).
    signInAs('manager');
    const returned: PulseException = {
      ...exception(3, false),
      type: 'Returned Check',
      description: 'Check returned NSF',
      payment: { agreement_id: 12, amount: 55, reversal: null },
    };
    const api = mockApi({
      '/api/exceptions': () => ({ exceptions: [returned] }),
      '/api/payments/30/reverse': () => ({
        success: true,
        payment_id: 30,
        entry_id: 91,
        agreement_status: 'Active',
        amount_due: 80,
        fee: 25,
      }),
      '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    });
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions');
    fireEvent.click(await screen.findByRole('button', { name: 'Reverse payment of EXC-3' }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(/payment #30 of \$55\.00 by Bob Late/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse $55.00' }));
    expect(await within(dialog).findByText('Choose why the payment is reversed')).toBeTruthy();
    expect(requestsTo(api, '/api/payments/30/reverse')).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('combobox', { name: /Why/ }), {
      target: { value: 'Returned check' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse $55.00' }));
    await waitFor(() => expect(requestsTo(api, '/api/payments/30/reverse')).toHaveLength(1));
    const [, init] = api.mock.calls.find(([input]) => String(input).includes('/reverse'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Returned check' });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith(
        'Payment reversed',
        '$55.00 is owed again, with a $25.00 returned check fee; the exception is resolved.',
      ),
    );
  });

  it('shows a reversed payment as reversed, with its reason, linking to the agreement', async () => {
    const reversed: PulseException = {
      ...exception(4, true),
      payment: {
        agreement_id: 12,
        amount: 55,
        reversal: { reason: 'Returned check', at: '2026-11-22T17:00:00.000Z' },
      },
    };
    mockApi({
      '/api/exceptions': () => ({ exceptions: [reversed] }),
      '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    });
    renderRoutes({ '/pulse/exceptions': <ExceptionsPage /> }, '/pulse/exceptions');
    const link = await screen.findByRole('link', { name: /Reversed: Returned check/ });
    expect(link.getAttribute('href')).toBe('/pulse/agreements/12');
    expect(screen.queryByRole('button', { name: /Reverse the payment/ })).toBeNull();
  });
});
