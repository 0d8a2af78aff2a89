/**
 * The one enforcement of the permission table (sync-protocol roles.ts) on REST routes.
 *
 * 1. The employee's role is read from the database with their session on every request
 *    (live-session.ts), so a demotion applies from the next request.
 * 2. `authorize` (inside the action's transaction) lets through each action the role may do. An
 *    action it may not do is refused 403 `forbidden`, or, when a manager's approval would allow
 *    it, 403 `approval_required` unless the request's `X-Approval` token matches (approvals.ts):
 *    that token is spent in the same transaction, and the manager is remembered for the audit.
 * 3. `requirePermission` is `authorize` as route middleware (after `transaction` when the route
 *    writes, so the token is spent with the write).
 * 4. `auditRefusals` writes each refusal to the audit trail after the refused transaction has
 *    rolled back, so the refusal stays.
 */
import type { Context, Middleware } from 'koa';
import type { EntityManager } from '@mikro-orm/sql';
import {
  type Action,
  APPROVAL_HEADER,
  can,
  needsApproval,
  permissionMessage,
  type Role,
  PERMISSION_CODES,
} from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import type { RecordId } from '@rentline/sync-protocol/wire';
import { currentEmployeeId } from '../http/current-employee';
import { AppError, unauthorized } from '../http/errors';
import { audit } from '../modules/audit/audit';
import { useApproval } from './approvals';

export interface Bound {
  recordId?: RecordId | null;
  amountCents?: number | null;
  /** The audit entry's record type ('agreement', 'payment', …). */
  recordType?: string;
}

/** A 403 for lack of permission; `auditRefusals` records it. */
export class PermissionRefused extends AppError {
  constructor(
    readonly action: Action,
    readonly bound: Bound,
    code: string,
    message: string,
  ) {
    super(403, message, code);
  }
}

/** The signed-in employee's role, as the live-session check read it for this request. */
export function roleOf(ctx: Context): Role {
  const role = ctx.state.role;
  if (!role) throw unauthorized();
  return role;
}

/** 2. Lets the request do `actions` or throws PermissionRefused; answers the approving manager. */
export async function authorize(
  ctx: Context,
  em: EntityManager,
  actions: Action | Action[],
  bound: Bound = {},
): Promise<number | null> {
  const role = roleOf(ctx);
  for (const action of Array.isArray(actions) ? actions : [actions]) {
    if (can(role, action)) continue;
    const message = permissionMessage(action);
    if (!needsApproval(role, action))
      throw new PermissionRefused(action, bound, PERMISSION_CODES.forbidden, message);
    const token = ctx.get(APPROVAL_HEADER).trim();
    if (!token)
      throw new PermissionRefused(action, bound, PERMISSION_CODES.approvalRequired, message);
    const binding = { action, recordId: bound.recordId ?? null, amountCents: bound.amountCents };
    const by = await useApproval(em, token, binding, currentEmployeeId(ctx));
    if (by === null)
      throw new PermissionRefused(
        action,
        bound,
        PERMISSION_CODES.approvalRequired,
        ROLE_MESSAGES.approvalRefused,
      );
    ctx.state.approvedBy = by;
  }
  return approverOf(ctx);
}

/** The manager whose approval this request used, if any (for the action's audit entry). */
export const approverOf = (ctx: Context): number | null => ctx.state.approvedBy ?? null;

type Resolve<T> = (ctx: Context, em: EntityManager) => T | Promise<T>;

/** 3. `authorize` as route middleware; the actions and the record may depend on the request. */
export function requirePermission(
  actions: Action | Action[] | Resolve<Action[]>,
  bound?: Resolve<Bound>,
): Middleware {
  return async (ctx, next) => {
    const em = ctx.state.em;
    const needed = typeof actions === 'function' ? await actions(ctx, em) : actions;
    await authorize(ctx, em, needed, bound ? await bound(ctx, em) : {});
    await next();
  };
}

/** 4. After the guard: records each permission refusal, outside the refused transaction. */
export function auditRefusals(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof PermissionRefused && ctx.state.user) {
        await audit(ctx.state.em, {
          action: 'permission.refused',
          recordType: err.bound.recordType ?? null,
          recordId: err.bound.recordId ?? null,
          employeeId: currentEmployeeId(ctx),
          detail: {
            action: err.action,
            code: err.code,
            amount_cents: err.bound.amountCents ?? null,
          },
        });
      }
      throw err;
    }
  };
}
