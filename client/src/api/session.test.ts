// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { employeeSchema } from '@rentline/sync-protocol/wire';
import {
  EMPLOYEE_KEY,
  TOKEN_KEY,
  clearSession,
  getEmployee,
  getSession,
  loadSession,
  parseEmployee,
  resetSessionForTests,
  setSession,
} from './session';

const employee = {
  id: 7,
  full_name: 'Dana Whitfield',
  email: 'dana@example.com',
  job_title: 'Manager',
};

/** Records any use of IndexedDB: clearing a session must never touch it (the outbox lives there). */
function watchIndexedDb() {
  const touched: string[] = [];
  const spy = new Proxy(
    {},
    {
      get(_target, property) {
        touched.push(String(property));
        return vi.fn();
      },
    },
  );
  vi.stubGlobal('indexedDB', spy);
  return touched;
}

beforeEach(() => {
  localStorage.clear();
  resetSessionForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reading the stored session', () => {
  it('is signed in when the token and parsable employee data are both stored', () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(EMPLOYEE_KEY, JSON.stringify(employee));
    expect(loadSession()).toEqual({ token: 'token-1', employee, status: 'signed-in' });
  });

  it('starts as loading until the stored session is read', () => {
    expect(getSession().status).toBe('loading');
  });

  it('removes both items, with a console message only, when the employee data does not parse', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(EMPLOYEE_KEY, '{not json');

    expect(loadSession().status).toBe('signed-out');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EMPLOYEE_KEY)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('treats employee data of the wrong shape as unparsable', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(TOKEN_KEY, 'token-1');
    localStorage.setItem(EMPLOYEE_KEY, JSON.stringify({ name: 'no id' }));

    expect(getEmployee()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('is signed out when only the token is stored', () => {
    localStorage.setItem(TOKEN_KEY, 'token-1');
    expect(loadSession().status).toBe('signed-out');
  });
});

describe('changing the session', () => {
  it('stores both items on sign-in', () => {
    loadSession();
    setSession('token-2', employee);
    expect(localStorage.getItem(TOKEN_KEY)).toBe('token-2');
    expect(JSON.parse(localStorage.getItem(EMPLOYEE_KEY) ?? 'null')).toEqual(employee);
    expect(getSession().status).toBe('signed-in');
  });

  it('marks the session expired on a 401 and leaves IndexedDB alone', () => {
    loadSession();
    setSession('token-2', employee);
    const touched = watchIndexedDb();

    clearSession('unauthorized');

    expect(getSession()).toEqual({ token: null, employee: null, status: 'expired' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(EMPLOYEE_KEY)).toBeNull();
    expect(touched).toEqual([]);
  });

  it('signs out and leaves IndexedDB alone', () => {
    loadSession();
    setSession('token-2', employee);
    const touched = watchIndexedDb();

    clearSession('signout');

    expect(getSession().status).toBe('signed-out');
    expect(touched).toEqual([]);
  });

  it('does not call a 401 while signed out an expiry', () => {
    loadSession();
    clearSession('unauthorized');
    expect(getSession().status).toBe('signed-out');
  });
});

describe('the employee’s role', () => {
  it('keeps the role the sign-in answer gave, through a reload', () => {
    setSession('token-1', { ...employee, role: 'manager' });
    resetSessionForTests();
    expect(loadSession().employee).toEqual({ ...employee, role: 'manager' });
  });

  it('drops a role it does not know, so it is read as the least (a clerk)', () => {
    expect(parseEmployee({ ...employee, role: 'owner' })).toEqual(employee);
    expect(parseEmployee({ ...employee, role: 'collector' })).toEqual({
      ...employee,
      role: 'collector',
    });
  });
});

describe('parseEmployee (employeeSchema without zod on the first screen)', () => {
  const samples: unknown[] = [
    employee,
    { ...employee, job_title: null },
    { ...employee, extra: 'dropped', token: 'not kept' },
    { ...employee, id: 7.5 },
    { ...employee, id: '7' },
    { ...employee, id: Number.MAX_SAFE_INTEGER + 1 },
    { ...employee, id: Number.NaN },
    { ...employee, full_name: undefined },
    { ...employee, email: 3 },
    { ...employee, job_title: undefined },
    { id: 1, full_name: 'No title', email: 'x@example.com' },
    [employee],
    null,
    'employee',
    42,
    undefined,
  ];

  it.each(samples.map((value, i) => [i, value]))(
    'agrees with the schema on sample %i',
    (_i, value) => {
      const parsed = employeeSchema.safeParse(value);
      expect(parseEmployee(value)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
