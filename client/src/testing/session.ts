/**
 * A signed-in employee of a role, for a test of what that role sees (roles.ts). The file's
 * next test starts signed out again when it calls `signOutForTests` after each test.
 */
import type { Role } from '@rentline/sync-protocol/rules';
import { resetSessionForTests, setSession } from '@/api/session';

const NAMES: Record<Role, string> = {
  manager: 'Jordan Avery',
  clerk: 'Casey Clerk',
  collector: 'Riley Route',
};

export function signInAs(role: Role, id = 2) {
  const employee = {
    id,
    full_name: NAMES[role],
    email: `${role}@example.com`,
    job_title: null,
    role,
  };
  setSession(`token-${id}`, employee);
  return employee;
}

export function signOutForTests() {
  globalThis.localStorage?.clear();
  resetSessionForTests();
}
