/**
 * The signed-in session: a bearer token and the employee it belongs to, kept in local storage
 * under `auth_token` and `employee_data` (SPEC.md section 4).
 *
 * Contract:
 * - Authenticated means both items are present and the employee data parses. Unparsable employee
 *   data removes both items with a console message only; the person stays signed out.
 * - `clearSession('unauthorized')` (a 401) moves to `expired`: the app stays mounted under a
 *   sign-in overlay so nothing typed is lost. `clearSession('signout')` moves to `signed-out`.
 * - Clearing the session touches local storage only, never IndexedDB: the outbox of changes
 *   waiting to sync survives a 401 and a sign-out (DESIGN.md section 4, "Auth").
 */
import { useEffect, useSyncExternalStore } from 'react';
import { ROLES, type Role } from '@rentline/sync-protocol/rules';
import type { Employee } from '@rentline/sync-protocol/wire';

export const TOKEN_KEY = 'auth_token';
export const EMPLOYEE_KEY = 'employee_data';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out' | 'expired';
export type ClearReason = 'signout' | 'unauthorized';

/**
 * The signed-in employee with the role the sign-in answer gave (roles.ts). A session stored
 * before the server sent roles has none: `roleOf` reads it as a clerk, the least privilege, and
 * the server's 403 `approval_required` covers a role that changed since sign-in.
 */
export type SessionEmployee = Employee & { role?: Role };

export const roleOf = (employee: SessionEmployee | null): Role => employee?.role ?? 'clerk';

export interface Session {
  token: string | null;
  employee: SessionEmployee | null;
  status: SessionStatus;
}

const LOADING: Session = { token: null, employee: null, status: 'loading' };

let current: Session = LOADING;
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can be blocked by browser settings; behave as an empty store.
    return null;
  }
}

function publish(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) || null;
}

/**
 * `employeeSchema.safeParse` by hand (the same fields, the same rules, unknown keys dropped):
 * the stored session is read before the first screen, and zod is kept off that screen.
 * session.test.ts checks this agrees with the schema.
 */
export function parseEmployee(value: unknown): SessionEmployee | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { id, full_name, email, job_title, role } = value as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return null;
  if (typeof full_name !== 'string' || typeof email !== 'string') return null;
  if (job_title !== null && typeof job_title !== 'string') return null;
  // An unknown role is no role: read as a clerk (roleOf), never as more.
  if ((ROLES as readonly unknown[]).includes(role))
    return { id, full_name, email, job_title, role: role as Role };
  return { id, full_name, email, job_title };
}

export function getEmployee(): SessionEmployee | null {
  const store = storage();
  const raw = store?.getItem(EMPLOYEE_KEY);
  if (!store || !raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  const employee = parseEmployee(parsed);
  if (employee) return employee;
  console.warn('Stored employee data could not be read; the stored session was removed.');
  store.removeItem(TOKEN_KEY);
  store.removeItem(EMPLOYEE_KEY);
  return null;
}

/** Reads the stored session (once at start, and when another tab changes it). */
function readStored(fallback: 'signed-out' | 'expired'): Session {
  const employee = getEmployee();
  const token = getToken();
  if (token && employee) return { token, employee, status: 'signed-in' };
  return { token: null, employee: null, status: fallback };
}

export function loadSession(): Session {
  if (current.status === 'loading') publish(readStored('signed-out'));
  return current;
}

export function setSession(token: string, employee: SessionEmployee): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, token);
  store?.setItem(EMPLOYEE_KEY, JSON.stringify(employee));
  publish({ token, employee, status: 'signed-in' });
}

export function clearSession(reason: ClearReason): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(EMPLOYEE_KEY);
  // Their drafts stay on the device, unreadable without the key only a session can fetch
  // (draft-key.ts), until they sign in again.
  // A 401 with nobody signed in (a stray request while signed out) is not an expiry.
  const wasSignedIn = current.status === 'signed-in' || current.status === 'expired';
  const status = reason === 'unauthorized' && wasSignedIn ? 'expired' : 'signed-out';
  publish({ token: null, employee: null, status });
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getSession(): Session {
  return current;
}

/** Another tab signed in or out: follow it (an expired tab stays expired until signed in). */
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== TOKEN_KEY && event.key !== EMPLOYEE_KEY) return;
  if (current.status === 'loading') return;
  const next = readStored(current.status === 'expired' ? 'expired' : 'signed-out');
  if (
    next.status !== current.status ||
    next.token !== current.token ||
    next.employee?.id !== current.employee?.id
  ) {
    publish(next);
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

const serverSnapshot = (): Session => LOADING;

/** The session for components: `loading` until the stored session has been read (after mount). */
export function useSession(): Session {
  const session = useSyncExternalStore(subscribeSession, getSession, serverSnapshot);
  useEffect(() => {
    loadSession();
  }, []);
  return session;
}

/** Test helper: forget the in-memory state so the next `loadSession` reads storage again. */
export function resetSessionForTests(): void {
  current = LOADING;
  listeners.clear();
}
