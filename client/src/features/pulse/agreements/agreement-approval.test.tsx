// @vitest-environment jsdom
/**
 * A manager's approval on the clerk's tablet (DESIGN.md 5.2), end to end on the agreement's
 * ledger: the clerk's Reverse is marked "Needs a manager", the manager's credentials go to
 * POST /api/approvals, and the reversal is sent again with the token in X-Approval.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_HEADER, PERMISSION_CODES } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import type { AgreementDetail, LedgerEntry } from '@rentline/sync-protocol/wire';
import { agreementDetail } from '@/features/pulse/testing/factories';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { ApprovalHost } from '@/ui/approval-host';
import { spyOnNotify } from '@/testing/notify-spies';
import { namingViolations } from '@/testing/axe';
import { signInAs, signOutForTests } from '@/testing/session';
import { AgreementPage } from './agreement-page';

const notifySpies = spyOnNotify();

const agreement: AgreementDetail = agreementDetail(7, {
  agreement_status: 'Active',
  delivery_date: '2026-01-01',
});

const payment: LedgerEntry = {
  id: 90,
  kind: 'payment',
  label: 'Payment',
  amount: -100,
  balance_after: 900,
  effective_date: '2026-02-01',
  created_at: '2026-02-01T15:00:00.000Z',
  installment_id: null,
  payment_id: 41,
  corrects_id: null,
  corrected_by_id: null,
  reason: null,
  note: null,
  employee_name: null,
  waivable: null,
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const reversed = {
  success: true,
  payment_id: 41,
  entry_id: 91,
  agreement_status: 'Active',
  amount_due: 100,
  fee: 0,
};

function api(handlers: {
  approvals?: (init?: RequestInit) => unknown;
  reverse: (init?: RequestInit) => unknown;
  agreement?: AgreementDetail;
}) {
  return mockApi({
    '/api/agreements/7': () => handlers.agreement ?? agreement,
    '/api/agreements/7/charge-off': () => ({
      success: true,
      agreement_status: 'Charged Off',
      unit_status: 'Charged Off',
      payment_id: null,
    }),
    '/api/agreements/7/items': () => ({ items: [] }),
    '/api/agreements/7/ledger': () => ({ entries: [payment], balance: 900 }),
    '/api/agreements/7/events': () => ({ events: [] }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
    '/api/approvals': (_url, init) =>
      handlers.approvals?.(init) ??
      json(200, {
        approval_token: 'approval-token-1',
        expires_at: '2026-02-01T15:02:00.000Z',
        approved_by: { id: 1, full_name: 'Jordan Avery' },
      }),
    '/api/payments/41/reverse': (_url, init) => handlers.reverse(init),
  });
}

const open = () =>
  renderRoutes(
    {
      '/pulse/agreements/:agreementId': (
        <>
          <AgreementPage />
          <ApprovalHost />
        </>
      ),
    },
    '/pulse/agreements/7',
  );

/**
 * The reversal's toast comes once every Pulse read on the screen is fetched again (the dialog
 * stays busy until the figures are fresh): 0.36-0.47 s after the reversal's answer with six busy
 * processes beside it on 2 cores, and past the usual 5 s once in a whole CI run.
 */
const afterTheRefresh = { timeout: 15_000 };

const headerOf = (init: RequestInit | undefined) => new Headers(init?.headers).get(APPROVAL_HEADER);
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

/** Reverse on the ledger, a reason, and the dialog's submit. */
async function reverseThePayment() {
  const ledger = await screen.findByRole('table', { name: 'Ledger' });
  fireEvent.click(await within(ledger).findByRole('button', { name: 'Reverse' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reverse payment' });
  fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: 'Returned check' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Reverse $100.00' }));
}

async function managerTypes(email: string, password: string) {
  const dialog = await screen.findByRole('dialog', { name: 'A manager’s approval' });
  const emailField = within(dialog).getByLabelText(/Manager’s email/);
  await waitFor(() => expect(document.activeElement).toBe(emailField));
  fireEvent.change(emailField, { target: { value: email } });
  fireEvent.change(within(dialog).getByLabelText(/Manager’s password/), {
    target: { value: password },
  });
  // Enter in the form submits it.
  fireEvent.submit(emailField.closest('form')!);
  return dialog;
}

beforeAll(installDomShims);
let layout: { mockRestore: () => void } | undefined;
beforeEach(() => {
  installIntersectionObserver();
  // Elements have a size, as in a browser: the dialog's focus trap focuses only what it can see.
  layout = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
  signOutForTests();
});
afterEach(() => {
  cleanup();
  layout?.mockRestore();
  vi.unstubAllGlobals();
  signOutForTests();
});

describe('A manager’s approval on the clerk’s tablet', { timeout: 20_000 }, () => {
  it('a clerk’s Reverse says "Needs a manager", asks the manager, then reverses with X-Approval', async () => {
    signInAs('clerk');
    const stub = api({ reverse: () => reversed });
    open();
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    expect(await within(ledger).findByText(ROLE_MESSAGES.needsManager)).toBeTruthy();
    await reverseThePayment();
    await managerTypes('demo@example.com', 'manager-password');

    await waitFor(() => expect(requestsTo(stub, '/api/payments/41/reverse')).toHaveLength(1));
    const approvals = stub.mock.calls.filter(([u]) => String(u).endsWith('/api/approvals'));
    expect(approvals).toHaveLength(1);
    expect(bodyOf(approvals[0]![1])).toEqual({
      email: 'demo@example.com',
      password: 'manager-password',
      action: 'payment.reverse',
      record_id: 41,
      amount_cents: 10000,
    });
    const [, reverseInit] = stub.mock.calls.find(([u]) => String(u).endsWith('/reverse'))!;
    expect(headerOf(reverseInit)).toBe('approval-token-1');
    await waitFor(
      () =>
        expect(notifySpies.success).toHaveBeenCalledWith('Payment reversed', expect.any(String)),
      afterTheRefresh,
    );
    // Nothing the manager typed stays on the tablet.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.stringify({ ...localStorage })).not.toContain('manager-password');
  });

  it('opens the approval when the server answers 403 approval_required to a request it thought allowed', async () => {
    signInAs('manager');
    const stub = api({
      reverse: (init) =>
        headerOf(init)
          ? reversed
          : json(403, { error: 'Needs a manager', code: PERMISSION_CODES.approvalRequired }),
    });
    open();
    const ledger = await screen.findByRole('table', { name: 'Ledger' });
    await within(ledger).findByRole('button', { name: 'Reverse' });
    expect(within(ledger).queryByText(ROLE_MESSAGES.needsManager)).toBeNull();
    await reverseThePayment();
    await managerTypes('demo@example.com', 'manager-password');
    await waitFor(() => expect(requestsTo(stub, '/api/payments/41/reverse')).toHaveLength(2));
    const inits = stub.mock.calls.filter(([u]) => String(u).endsWith('/reverse')).map(([, i]) => i);
    expect(inits.map(headerOf)).toEqual([null, 'approval-token-1']);
    await waitFor(
      () =>
        expect(notifySpies.success).toHaveBeenCalledWith('Payment reversed', expect.any(String)),
      afterTheRefresh,
    );
  });

  it('shows wrong manager credentials in plain words and sends nothing else', async () => {
    signInAs('clerk');
    const stub = api({
      approvals: () => json(403, { error: 'Invalid credentials', code: 'forbidden' }),
      reverse: () => reversed,
    });
    open();
    await reverseThePayment();
    const dialog = await managerTypes('demo2@example.com', 'not-it');
    expect(await within(dialog).findByText(ROLE_MESSAGES.approvalWrongCredentials)).toBeTruthy();
    expect(await namingViolations(dialog)).toEqual([]);
    expect(requestsTo(stub, '/api/approvals')).toHaveLength(1);
    expect(requestsTo(stub, '/api/payments/41/reverse')).toHaveLength(0);
    // The password is not kept for another try.
    expect((within(dialog).getByLabelText(/Manager’s password/) as HTMLInputElement).value).toBe(
      '',
    );

    // Closing the question leaves the reversal unsent, saying why.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const reverse = await screen.findByRole('dialog', { name: 'Reverse payment' });
    expect(await within(reverse).findByText('Needs a manager to reverse a payment.')).toBeTruthy();
    expect(requestsTo(stub, '/api/payments/41/reverse')).toHaveLength(0);
  });

  it('a clerk’s Charge off says "Needs a manager", asks the manager, then charges off with X-Approval', async () => {
    signInAs('clerk');
    const stub = api({ reverse: () => reversed });
    open();
    const chargeOff = await screen.findByRole('button', { name: /Charge off/ });
    expect(chargeOff.closest('div')!.textContent).toContain(ROLE_MESSAGES.needsManager);
    fireEvent.click(chargeOff);
    const dialog = await screen.findByRole('dialog', { name: 'Charge off' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Skipped town' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Charge off' }));
    await managerTypes('demo@example.com', 'manager-password');
    await waitFor(() => expect(requestsTo(stub, '/api/agreements/7/charge-off')).toHaveLength(1));
    const approval = stub.mock.calls.find(([u]) => String(u).endsWith('/api/approvals'))!;
    expect(bodyOf(approval[1])).toMatchObject({ action: 'agreement.charge_off', record_id: 7 });
    const [, init] = stub.mock.calls.find(([u]) => String(u).endsWith('/charge-off'))!;
    expect(headerOf(init)).toBe('approval-token-1');
  });

  it('a collector may not activate or edit an agreement, and is told why', async () => {
    signInAs('collector');
    api({
      reverse: () => reversed,
      agreement: { ...agreement, agreement_status: 'Pending Progress', delivery_date: null },
    });
    open();
    const activate = await screen.findByRole('button', { name: /Activate/ });
    expect((activate as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('A collector cannot write agreements.')).toHaveLength(2);
  });
});
