// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Action, Role } from '@rentline/sync-protocol/rules';
import { clearSession, resetSessionForTests, setSession } from './session';
import { usePermission } from './use-permission';

const signInAs = (role?: Role) =>
  setSession('token', {
    id: 3,
    full_name: 'Sam Staff',
    email: 'sam@example.com',
    job_title: null,
    ...(role ? { role } : {}),
  });

const permission = (action: Action) => renderHook(() => usePermission(action)).result.current;

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});
afterEach(() => resetSessionForTests());

describe('usePermission', () => {
  it.each<[Role, Action, boolean, boolean]>([
    ['manager', 'payment.reverse', true, false],
    ['manager', 'audit.read', true, false],
    ['manager', 'agreement.write', true, false],
    ['clerk', 'payment.reverse', false, true],
    ['clerk', 'agreement.charge_off', false, true],
    ['clerk', 'day.close', true, false],
    ['clerk', 'day.close_unbalanced', false, true],
    ['clerk', 'agreement.write', true, false],
    ['clerk', 'settings.change', false, false],
    ['clerk', 'employees.manage', false, false],
    ['clerk', 'audit.read', false, false],
    ['clerk', 'calendar.others', false, false],
    ['collector', 'agreement.write', false, false],
    ['collector', 'inventory.write', false, false],
    ['collector', 'fee.waive', false, true],
    ['collector', 'unit.adjust', false, true],
  ])('a %s about %s: allowed %s, needs a manager’s approval %s', (role, action, allowed, ask) => {
    signInAs(role);
    expect(permission(action)).toEqual({ allowed, needsApproval: ask });
  });

  it('reads a session without a role (signed in before roles) as a clerk', () => {
    signInAs();
    expect(permission('payment.reverse')).toEqual({ allowed: false, needsApproval: true });
    expect(permission('audit.read')).toEqual({ allowed: false, needsApproval: false });
  });

  it('follows the session: signed out, nothing is allowed beyond a clerk', () => {
    signInAs('manager');
    const { result } = renderHook(() => usePermission('audit.read'));
    expect(result.current.allowed).toBe(true);
    act(() => clearSession('signout'));
    expect(result.current.allowed).toBe(false);
  });
});
