// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@rentline/sync-protocol/wire';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { namingViolations } from '@/testing/axe';
import { signInAs, signOutForTests } from '@/testing/session';
import { AuditPage } from './audit-page';

const chargeOff: AuditEntry = {
  at: '2026-02-01T15:00:00.000Z',
  action: 'agreement.charge_off',
  record_type: 'agreement',
  record_id: '7',
  employee_id: 2,
  employee_name: 'Casey Clerk',
  approved_by: 1,
  approved_by_name: 'Jordan Avery',
  detail: 'Written off after 120 days',
};

function api(entries: AuditEntry[] = [chargeOff], total = entries.length) {
  return mockApi({
    '/api/audit': () => ({ entries, total_count: total }),
    '/api/employees': () => ({
      employees: [
        {
          id: 2,
          full_name: 'Casey Clerk',
          email: 'clerk@example.com',
          job_title: null,
          role: 'clerk',
          active: true,
          sessions: [],
        },
      ],
    }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

const open = () => renderRoutes({ '/pulse/audit': <AuditPage /> }, '/pulse/audit');
const lastQuery = (stub: ReturnType<typeof api>) =>
  Object.fromEntries(requestsTo(stub, '/api/audit').at(-1)!.searchParams);

beforeAll(installDomShims);
beforeEach(installIntersectionObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutForTests();
});

describe('Audit screen', { timeout: 20_000 }, () => {
  it('lists who did what and who approved it, with the total', async () => {
    signInAs('manager');
    api([chargeOff], 51);
    open();
    const table = await screen.findByRole('table', { name: 'Audit trail' });
    const row = (await within(table).findByText('Charge off an account')).closest('tr')!;
    expect(within(row).getByText('Casey Clerk')).toBeTruthy();
    expect(within(row).getByText('Jordan Avery')).toBeTruthy();
    expect(within(row).getByText('agreement #7')).toBeTruthy();
    expect(within(row).getByText('Feb 1, 2026 at 10:00 AM EST')).toBeTruthy();
    expect(screen.getByText('1–1 of 51')).toBeTruthy();
    expect(await namingViolations()).toEqual([]);
  });

  it('builds the query from the filters and pages by 50', async () => {
    signInAs('manager');
    const stub = api([chargeOff], 120);
    open();
    await screen.findByText('Charge off an account');
    expect(lastQuery(stub)).toEqual({ limit: '50', offset: '0' });

    await screen.findByRole('option', { name: 'Casey Clerk' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Employee' }), {
      target: { value: '2' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), {
      target: { value: 'payment.reverse' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    await waitFor(() =>
      expect(lastQuery(stub)).toEqual({
        limit: '50',
        offset: '0',
        employee_id: '2',
        action: 'payment.reverse',
        from: '2026-02-01',
        to: '2026-02-28',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastQuery(stub).offset).toBe('50'));
  });

  it('says when nothing matches', async () => {
    signInAs('manager');
    api([]);
    open();
    expect(await screen.findByText('Nothing has been recorded yet')).toBeTruthy();
  });

  it('tells a clerk it needs a manager and asks the server nothing', async () => {
    signInAs('clerk');
    const stub = api();
    open();
    expect(await screen.findByText('Needs a manager to read the audit trail.')).toBeTruthy();
    expect(requestsTo(stub, '/api/audit')).toHaveLength(0);
  });
});
