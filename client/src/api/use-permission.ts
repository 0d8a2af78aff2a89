/**
 * What the signed-in role may do (sync-protocol roles.ts), the one place screens ask: `allowed`
 * on its own, or `needsApproval` (the action stays offered, marked "Needs a manager", and a
 * manager approves it on this tablet when it is sent: approval-broker.ts). Neither: the screen
 * hides the entry or says why, never a button the server would refuse.
 */
import {
  can,
  needsApproval,
  PERMISSIONS,
  type Action,
  type Role,
} from '@rentline/sync-protocol/rules';
import { ROLE_LABELS } from '@rentline/sync-protocol/texts';
import { needsManagerText } from './approval-broker';
import { roleOf, useSession } from './session';

export interface Permission {
  allowed: boolean;
  needsApproval: boolean;
}

export const permissionOf = (role: Role, action: Action): Permission => ({
  allowed: can(role, action),
  needsApproval: needsApproval(role, action),
});

const FREE: Permission = { allowed: true, needsApproval: false };

/** What the signed-in role may do about `action` (none: an action anyone may take). */
export function usePermission(action: Action | undefined): Permission {
  const { employee } = useSession();
  return action ? permissionOf(roleOf(employee), action) : FREE;
}

/**
 * Why `role` may not do `action`, in plain words: "Needs a manager to close the day." when only
 * a manager may, else "A collector cannot write agreements." (a clerk could).
 */
export function refusalText(role: Role, action: Action): string {
  const { roles, label } = PERMISSIONS[action];
  if (roles.length === 1 && roles[0] === 'manager') return needsManagerText(action);
  return `A ${ROLE_LABELS[role].toLowerCase()} cannot ${label}.`;
}

/** `refusalText` for the signed-in role. */
export function useRefusalText(action: Action): string {
  return refusalText(roleOf(useSession().employee), action);
}
