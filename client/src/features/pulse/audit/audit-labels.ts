/** What each audit action reads as on the Audit screen (roles.ts AUDIT_ACTIONS). */
import { AUDIT_ACTIONS, PERMISSIONS, type AuditAction } from '@rentline/sync-protocol/rules';

const OTHER_LABELS: Record<Exclude<AuditAction, keyof typeof PERMISSIONS>, string> = {
  'payment.take': 'take a payment',
  'agreement.return': 'return an agreement’s unit',
  'agreement.reinstate': 'reinstate an agreement',
  'agreement.cancel': 'cancel an agreement',
  'agreement.payoff': 'pay off an agreement',
  'approval.granted': 'approval given',
  'approval.refused': 'approval refused',
  'permission.refused': 'refused for lack of permission',
  'sensitive.read': 'personal details read',
  'export.bulk': 'bulk export',
  'employee.change': 'employee changed',
  'session.revoke': 'signed out everywhere',
};

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** "Reverse a payment"; an action this app does not know yet reads as the server wrote it. */
export function auditActionLabel(action: string): string {
  if (action in PERMISSIONS)
    return capitalized(PERMISSIONS[action as keyof typeof PERMISSIONS].label);
  if (action in OTHER_LABELS) return capitalized(OTHER_LABELS[action as keyof typeof OTHER_LABELS]);
  return action;
}

export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({
  value,
  label: auditActionLabel(value),
}));
