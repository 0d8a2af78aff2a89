/**
 * Who may do what (DESIGN.md 5.2). Plain data and functions, no zod, since the sign-in screen and
 * the shell read it (wire/roles.ts holds the wire schemas, texts/roles.ts the words). Every
 * signed-in employee may do everything that is not an action below; each action names the roles
 * that may do it, and whether someone else may do it with a manager's approval typed on their
 * own tablet (`POST /api/approvals`, header `X-Approval`). The server enforces this table on
 * every route and push kind; the app reads the same table to show "Needs a manager" instead of a
 * button that would be refused.
 */
import { ROLE_LABELS } from '../texts/roles';

export const ROLES = ['clerk', 'collector', 'manager'] as const;
export type Role = (typeof ROLES)[number];

interface Permission {
  roles: readonly Role[];
  /** Someone without the role may do it once with a manager's approval. */
  approval: boolean;
  /** What the app says the action is, in "Needs a manager to …" and the Audit screen. */
  label: string;
}

const MANAGER = ['manager'] as const;
const IN_STORE = ['clerk', 'manager'] as const;

export const PERMISSIONS = {
  /** Create, edit (terms other than price) and activate an agreement. */
  'agreement.write': { roles: IN_STORE, approval: false, label: 'write agreements' },
  /** Edit Agreement's price terms, or a price below the store's rate factors. */
  'agreement.price': { roles: MANAGER, approval: true, label: 'change an agreement’s price' },
  'agreement.charge_off': { roles: MANAGER, approval: true, label: 'charge off an account' },
  'payment.reverse': { roles: MANAGER, approval: true, label: 'reverse a payment' },
  'fee.waive': { roles: MANAGER, approval: true, label: 'waive a fee' },
  /** Close a day whose drawer is balanced (within the store's threshold). */
  'day.close': { roles: IN_STORE, approval: false, label: 'close the day' },
  /** Close a day whose drawer is over or short beyond the store's threshold. */
  'day.close_unbalanced': {
    roles: MANAGER,
    approval: true,
    label: 'close a day that is over or short',
  },
  /** Create and edit inventory items (not a serial unit's status or count). */
  'inventory.write': { roles: IN_STORE, approval: false, label: 'edit inventory' },
  /** Change a serial unit's status or count by hand, or delete an item. */
  'unit.adjust': { roles: MANAGER, approval: true, label: 'change a unit’s status or count' },
  'customer.delete': { roles: MANAGER, approval: true, label: 'delete a customer’s records' },
  'settings.change': { roles: MANAGER, approval: false, label: 'change the store settings' },
  'employees.manage': { roles: MANAGER, approval: false, label: 'manage employees' },
  /** The revenue and collections-by-employee reports (aging, agreements and utilization are open). */
  'reports.money': {
    roles: MANAGER,
    approval: false,
    label: 'read the revenue and collections reports',
  },
  'audit.read': { roles: MANAGER, approval: false, label: 'read the audit trail' },
  'calendar.others': { roles: MANAGER, approval: false, label: 'see other employees’ calendars' },
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;
export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

/** Whether `role` may do `action` on its own. */
export function can(role: Role, action: Action): boolean {
  return (PERMISSIONS[action].roles as readonly Role[]).includes(role);
}

/** Whether `role` may do `action` only with a manager's approval (false when it may on its own). */
export function needsApproval(role: Role, action: Action): boolean {
  return !can(role, action) && PERMISSIONS[action].approval;
}

/** "Needs a manager to reverse a payment": why a role may not do `action`, in the app and a 403. */
export function permissionMessage(action: Action): string {
  const roles = PERMISSIONS[action].roles as readonly Role[];
  const who = roles.map((r) => ROLE_LABELS[r].toLowerCase()).join(' or ');
  return `Needs a ${who} to ${PERMISSIONS[action].label}`;
}

/**
 * The actions a change to an inventory item needs (REST and push alike): writing an item is
 * 'inventory.write'; a serial-numbered unit's status or count changed by hand is 'unit.adjust'.
 */
export function inventoryChangeActions(
  change: { status?: unknown; in_stock_units?: unknown; in_stock_units_delta?: unknown },
  serialNumbered: boolean,
): Action[] {
  const byHand =
    change.status !== undefined ||
    change.in_stock_units !== undefined ||
    (change.in_stock_units_delta !== undefined && change.in_stock_units_delta !== 0);
  return serialNumbered && byHand ? ['inventory.write', 'unit.adjust'] : ['inventory.write'];
}

export const APPROVAL_HEADER = 'X-Approval';
/** The `code` of a 403 answer: what would allow the refused action, if anything. */
export const PERMISSION_CODES = {
  /** A manager's approval would allow it. */
  approvalRequired: 'approval_required',
  /** The role may not do it at all. */
  forbidden: 'forbidden',
} as const;
/** How long an approval token may be used, once. */
export const APPROVAL_TTL_SECONDS = 120;

/** What an audit entry records; never a personal value itself. */
export const AUDIT_ACTIONS = [
  ...ACTIONS,
  'payment.take',
  'agreement.return',
  'agreement.reinstate',
  'agreement.cancel',
  'agreement.payoff',
  'approval.granted',
  'approval.refused',
  'permission.refused',
  'sensitive.read',
  'export.bulk',
  'employee.change',
  'session.revoke',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
