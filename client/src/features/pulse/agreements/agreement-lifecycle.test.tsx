// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IDEMPOTENCY_KEY_HEADER } from '@rentline/sync-protocol/rules';
import type { AgreementDetail } from '@rentline/sync-protocol/wire';
import { agreementDetail } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { AgreementPage } from './agreement-page';
import { PayoffQuotePage } from './payoff-quote-page';
import { spyOnNotify } from '@/testing/notify-spies';
import { signInAs, signOutForTests } from '@/testing/session';

spyOnNotify();

const detail = (overrides: Partial<AgreementDetail>): AgreementDetail =>
  agreementDetail(7, { delivery_date: null, ...overrides });

function api(agreement: AgreementDetail, quote: Record<string, unknown> = {}) {
  return mockApi({
    '/api/agreements/7': (_url: URL, init?: RequestInit) =>
      init?.method === 'PATCH'
        ? {
            success: true,
            agreement_status: agreement.agreement_status,
            unit_status: null,
            payment_id: null,
          }
        : agreement,
    '/api/agreements/7/items': () => ({ items: [] }),
    '/api/agreements/7/financial': () => ({
      total_cost: 1000,
      total_paid: agreement.total_paid,
      balance: agreement.balance,
      amount_due: 0,
      past_due: 0,
      payoff_today: agreement.agreement_status === 'Active' ? 716.66 : null,
      paid: { rent: agreement.total_paid, damage_waiver: 0, fees: 0, tax: 0 },
      sac_price: 800,
      early_purchase_price: 375,
      next_payment_due_date: null,
      payments_made: 0,
      payments_remaining: 12,
      on_time_share: null,
      damage_waiver: 0,
      // What activation takes now, worked out by the server: the first installment carries the
      // odd cents of $1,000 over 12 months, the $7.50 fee, and 7 % tax on the rent.
      activation:
        agreement.agreement_status === 'Pending Progress'
          ? { rent: 83.34, damage_waiver: 0, fee: 7.5, tax: 5.83, total: 96.67 }
          : null,
    }),
    '/api/agreements/7/ledger': () => ({ entries: [], balance: 0 }),
    '/api/agreements/7/events': () => ({
      events: [
        {
          id: 1,
          kind: 'Created',
          detail: 'AGR-2026-00007 for Leather Sofa',
          amount: null,
          employee_name: 'Jordan Avery',
          created_at: '2026-02-01T15:00:00.000Z',
        },
      ],
    }),
    '/api/agreements/7/payoff-quote': () => ({
      agreement_id: 7,
      as_of: '2026-03-01',
      amount: 716.66,
      basis: 'same-as-cash',
      price: 669.78,
      tax: 46.88,
      other: 0,
      remaining: 916.66,
      total_paid: 83.34,
      sac_expiration: '2026-05-01',
      early_purchase_option: 25,
      ...quote,
    }),
    '/api/agreements/7/activate': () => ({
      success: true,
      agreement_status: 'Active',
      unit_status: 'On Rent',
      payment_id: 1,
    }),
    '/api/agreements/7/payoff': () => ({
      success: true,
      agreement_status: 'Paid Out (Early Purchase)',
      unit_status: 'Sold',
      payment_id: 2,
    }),
    '/api/agreements/7/return': () => ({
      success: true,
      agreement_status: 'Returned',
      unit_status: 'Returned',
      payment_id: null,
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

const open = () =>
  renderRoutes({ '/pulse/agreements/:agreementId': <AgreementPage /> }, '/pulse/agreements/7');
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body));

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  signOutForTests();
  vi.unstubAllGlobals();
});

describe('Agreement lifecycle on the agreement page', { timeout: 20_000 }, () => {
  it('offers a pending agreement Activate and Cancel, and activates with the first payment and its key', async () => {
    const stub = api(
      detail({ agreement_status: 'Pending Progress', total_paid: 0, balance: 1000 }),
    );
    open();
    await screen.findByText('AGR-2026-00007 for Leather Sofa');
    expect(screen.queryByRole('button', { name: /Payoff quote/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Cancel agreement/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Activate/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Take now: $96.67')).toBeTruthy();
    expect(
      within(dialog).getByText(
        /First installment \$83\.34 \+\s*activation fee \$7\.50 \+ tax \$5\.83/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(requestsTo(stub, '/api/agreements/7/activate')).toHaveLength(1));
    const [, init] = stub.mock.calls.find(([u]) => String(u).endsWith('/activate'))!;
    expect(bodyOf(init)).toEqual({ tender: 'cash', delivery_date: expect.any(String) });
    expect(new Headers(init?.headers).get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('quotes the payoff of an active agreement and pays exactly the quote', async () => {
    const stub = api(detail({ agreement_status: 'Active', total_paid: 83.34, balance: 916.66 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Payoff quote/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('$716.66')).toBeTruthy();
    expect(within(dialog).getByText(/Same-as-cash price, valid through/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Take $716.66 and pay off' }));
    await waitFor(() => expect(requestsTo(stub, '/api/agreements/7/payoff')).toHaveLength(1));
    const [, init] = stub.mock.calls.find(([u]) => String(u).endsWith('/payoff'))!;
    expect(bodyOf(init)).toEqual({ amount: 716.66, tender: 'cash' });
  });

  it('pays off a quote of $0 (the same-as-cash price already paid) without asking how the customer pays', async () => {
    const stub = api(detail({ agreement_status: 'Active', total_paid: 800, balance: 200 }), {
      amount: 0,
      price: 0,
      tax: 0,
      total_paid: 800,
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Payoff quote/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Nothing is left to pay/)).toBeTruthy();
    expect(within(dialog).queryByLabelText(/Tender|Paid with/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay off' }));
    await waitFor(() => expect(requestsTo(stub, '/api/agreements/7/payoff')).toHaveLength(1));
    const [, init] = stub.mock.calls.find(([u]) => String(u).endsWith('/payoff'))!;
    expect(bodyOf(init)).toEqual({ amount: 0 });
  });

  it('asks why and in what condition a unit came back before sending the return', async () => {
    const stub = api(detail({ agreement_status: 'Active', total_paid: 83.34, balance: 916.66 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /^Return$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    expect(await within(dialog).findByText('Choose why the unit came back')).toBeTruthy();
    expect(within(dialog).getByText('Choose the condition the unit came back in')).toBeTruthy();
    expect(requestsTo(stub, '/api/agreements/7/return')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Why it came back/), {
      target: { value: 'Pickup' },
    });
    fireEvent.change(within(dialog).getByLabelText(/Condition/), { target: { value: 'Good' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record the return' }));
    await waitFor(() => expect(requestsTo(stub, '/api/agreements/7/return')).toHaveLength(1));
  });

  it('offers nothing on a paid out agreement and shows when it closed', async () => {
    api(
      detail({
        agreement_status: 'Paid Out (Early Purchase)',
        closed_on: '2026-03-04',
        balance: 0,
      }),
    );
    open();
    await screen.findByText('AGR-2026-00007 for Leather Sofa');
    expect(
      screen.queryByRole('button', { name: /Payoff quote|Return|Activate|Reinstate/ }),
    ).toBeNull();
    expect(screen.getByText('Mar 4, 2026')).toBeTruthy();
  });

  it('edits the price terms of a pending agreement, sending only what changed', async () => {
    // A manager's own: a clerk's asks for a manager first (agreement-approval.test.tsx).
    signInAs('manager');
    const stub = api(
      detail({ agreement_status: 'Pending Progress', total_paid: 0, balance: 1000 }),
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit Agreement/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Total cost/), { target: { value: '1250' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(
        stub.mock.calls.filter(
          ([u, init]) => String(u).endsWith('/api/agreements/7') && init?.method === 'PATCH',
        ),
      ).toHaveLength(1),
    );
    const [, init] = stub.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(bodyOf(init)).toEqual({ totalCost: 1250 });
  });

  it('offers only the notes and the due day once a monthly agreement is active', async () => {
    api(detail({ agreement_status: 'Active', total_paid: 83.34, balance: 916.66 }));
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Edit Agreement/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/Total cost/)).toBeNull();
    expect(within(dialog).getByLabelText(/Due day of the month/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Due day of the month/), {
      target: { value: '31' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Due day must be a day from 1 to 28')).toBeTruthy();
  });

  it('prints the payoff quote for the customer on its own page', async () => {
    api(detail({ agreement_status: 'Active', total_paid: 83.34, balance: 916.66 }));
    renderRoutes(
      { '/pulse/agreements/:agreementId/payoff-quote': <PayoffQuotePage /> },
      '/pulse/agreements/7/payoff-quote',
    );
    expect(await screen.findByText('$716.66')).toBeTruthy();
    expect(
      screen.getByText(/The same-as-cash price less the rent paid, valid through/),
    ).toBeTruthy();
    expect(screen.getByText('Sales tax')).toBeTruthy();
    expect(screen.getByText('AGR-2026-00007 · Customer 7')).toBeTruthy();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalled();
  });
});
