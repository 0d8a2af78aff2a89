// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { EmployeeAdmin } from '@rentline/sync-protocol/wire';
import {
  installDomShims,
  installIntersectionObserver,
  mockApi,
  renderRoutes,
  requestsTo,
} from '@/features/pulse/testing/render';
import { spyOnNotify } from '@/testing/notify-spies';
import { namingViolations } from '@/testing/axe';
import { signInAs, signOutForTests } from '@/testing/session';
import { EmployeesPage } from './employees-page';

const notify = spyOnNotify();

const casey: EmployeeAdmin = {
  id: 2,
  full_name: 'Casey Clerk',
  email: 'clerk@example.com',
  job_title: 'Sales',
  role: 'clerk',
  active: true,
  sessions: [
    {
      id: 's1',
      device: 'iPad (front counter)',
      last_seen_at: '2026-02-01T15:00:00.000Z',
      created_at: '2026-02-01T13:00:00.000Z',
    },
  ],
};
const jordan: EmployeeAdmin = {
  ...casey,
  id: 1,
  full_name: 'Jordan Avery',
  email: 'demo@example.com',
  role: 'manager',
  sessions: [],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function api(patch: (init?: RequestInit) => unknown = () => ({ success: true })) {
  return mockApi({
    '/api/employees': () => ({ employees: [jordan, casey] }),
    '/api/employees/2': (_url, init) => patch(init),
    '/api/employees/1': (_url, init) => patch(init),
    '/api/employees/2/sessions/revoke': () => ({ success: true }),
    '/api/employees/2/password': () => ({ success: true }),
    '/api/config/public': () => ({ time_clock_url: null, store_time_zone: 'America/New_York' }),
  });
}

const open = () => renderRoutes({ '/pulse/employees': <EmployeesPage /> }, '/pulse/employees');
const card = (name: string) => screen.findByRole('region', { name });
const bodiesTo = (stub: ReturnType<typeof api>, path: string) =>
  stub.mock.calls
    .filter(([u]) => new URL(String(u), 'http://localhost').pathname === path)
    .map(([, init]) => ({
      method: init?.method,
      body: init?.body && JSON.parse(String(init.body)),
    }));

beforeAll(installDomShims);
beforeEach(() => {
  installIntersectionObserver();
  signInAs('manager', 1);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutForTests();
});

describe('Employees screen', { timeout: 20_000 }, () => {
  it('lists each employee with their role and the devices they are signed in on', async () => {
    api();
    open();
    const c = await card('Casey Clerk');
    expect(
      (within(c).getByRole('combobox', { name: 'Role of Casey Clerk' }) as HTMLSelectElement).value,
    ).toBe('clerk');
    expect(
      within(c).getByText('iPad (front counter) · last seen Feb 1, 2026 at 10:00 AM EST'),
    ).toBeTruthy();
    expect(within(await card('Jordan Avery')).getByText('No device')).toBeTruthy();
    expect(await namingViolations()).toEqual([]);
  });

  it('changes a role', async () => {
    const stub = api();
    open();
    const c = await card('Casey Clerk');
    fireEvent.change(within(c).getByRole('combobox', { name: 'Role of Casey Clerk' }), {
      target: { value: 'manager' },
    });
    await waitFor(() =>
      expect(bodiesTo(stub, '/api/employees/2')).toEqual([
        { method: 'PATCH', body: { role: 'manager' } },
      ]),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Casey Clerk is now a manager'),
    );
  });

  it('shows the server’s refusal in its own words (the last manager)', async () => {
    api(() => json(409, { error: 'The store needs at least one active manager' }));
    open();
    const j = await card('Jordan Avery');
    fireEvent.change(within(j).getByRole('combobox', { name: 'Role of Jordan Avery' }), {
      target: { value: 'clerk' },
    });
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Jordan Avery was not changed',
        expect.stringContaining('The store needs at least one active manager'),
      ),
    );
  });

  it('signs an employee out everywhere after asking', async () => {
    const stub = api();
    open();
    const c = await card('Casey Clerk');
    fireEvent.click(within(c).getByRole('button', { name: 'Sign out everywhere' }));
    const ask = await screen.findByRole('alertdialog');
    expect(ask.textContent).toContain('Sign Casey Clerk out everywhere?');
    expect(requestsTo(stub, '/api/employees/2/sessions/revoke')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(requestsTo(stub, '/api/employees/2/sessions/revoke')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Casey Clerk is signed out on every device'),
    );
  });

  it('refuses a short or mistyped new password before sending it', async () => {
    const stub = api();
    open();
    const c = await card('Casey Clerk');
    fireEvent.click(within(c).getByRole('button', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    const [first, again] = within(dialog).getAllByLabelText(/New password/);
    fireEvent.change(first!, { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('A password has at least 8 characters.')).toBeTruthy();
    fireEvent.change(first!, { target: { value: 'long-enough-1' } });
    fireEvent.change(again!, { target: { value: 'long-enough-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    expect(await within(dialog).findByText('The two passwords are not the same')).toBeTruthy();
    expect(requestsTo(stub, '/api/employees/2/password')).toHaveLength(0);
    fireEvent.change(again!, { target: { value: 'long-enough-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Set password' }));
    await waitFor(() =>
      expect(bodiesTo(stub, '/api/employees/2/password')).toEqual([
        { method: 'POST', body: { password: 'long-enough-1' } },
      ]),
    );
  });

  it('tells a clerk it needs a manager', async () => {
    signOutForTests();
    signInAs('clerk');
    const stub = api();
    open();
    expect(await screen.findByText('Needs a manager to manage employees.')).toBeTruthy();
    expect(requestsTo(stub, '/api/employees')).toHaveLength(0);
  });
});
