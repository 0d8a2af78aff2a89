/** What the app and the server say about roles, approvals and employees (rules/roles.ts). */
import type { Role } from '../rules/roles';

export const ROLE_LABELS: Record<Role, string> = {
  clerk: 'Clerk',
  collector: 'Collector',
  manager: 'Manager',
};

export const ROLE_MESSAGES = {
  needsManager: 'Needs a manager',
  approvalRefused: 'That approval was not accepted. Ask the manager to approve again.',
  approvalWrongCredentials: 'Those are not a manager’s email and password.',
} as const;

export const EMPLOYEE_TEXTS = {
  notYourself: 'You cannot demote or deactivate yourself; ask another manager.',
  lastManager: 'The store needs at least one active manager.',
  passwordReset: 'Password changed; the employee’s sessions have ended.',
  signedOut: 'Signed out everywhere.',
} as const;
