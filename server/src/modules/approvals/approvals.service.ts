/**
 * A manager approves on the asking tablet (DESIGN.md 5.2):
 *
 * 1. The attempt is counted by the sign-in throttle (sign-in-throttle.ts), exactly as a sign-in:
 *    the same scopes (the manager's email from this address, the address, the device or
 *    everyone), so guessing a manager's password here is no cheaper than at sign-in.
 * 2. One scrypt check whatever the account; the email and password must be an active manager's.
 * 3. A token bound to the asker, action, record and amount (security/approvals.ts); both the
 *    grant and the refusal are audited. The credentials are never stored or logged.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { ERRORS, ROLE_MESSAGES } from '@rentline/sync-protocol/texts';
import type { ApprovalRequest } from '@rentline/sync-protocol/wire';
import { forbidden, tooManyRequests } from '../../http/errors';
import { grantApproval } from '../../security/approvals';
import { audit } from '../audit/audit';
import type { AuthSettings } from '../auth/auth.service';
import { SCRYPT_PARAMS, verifyPassword } from '../auth/password';
import { settleAttempt, takeAttempt } from '../auth/sign-in-throttle';

export interface Asker {
  employeeId: number;
  address: string;
  device: string | null;
}

export async function approve(
  em: EntityManager,
  request: ApprovalRequest,
  asker: Asker,
  settings: Pick<AuthSettings, 'throttle' | 'passwordParams'>,
) {
  // 1.
  const attempt = await takeAttempt(
    em,
    { email: request.email, address: asker.address, device: asker.device },
    settings.throttle,
  );
  if (!attempt.allowed)
    throw tooManyRequests(ERRORS.tooManyAttempts, { retry_after: attempt.retryAfterSeconds });

  // 2.
  const [found] = await em.execute<
    { id: number; full_name: string; role: string; password_hash: string }[]
  >(
    'select id, full_name, role, password_hash from employees where lower(email) = lower(?) and active',
    [request.email],
  );
  const params = settings.passwordParams ?? SCRYPT_PARAMS;
  const ok =
    (await verifyPassword(request.password, found?.password_hash, params)) &&
    found?.role === 'manager';
  await settleAttempt(em, attempt, ok);
  const bound = { recordType: null, recordId: request.record_id, employeeId: asker.employeeId };
  const detail = { action: request.action, amount_cents: request.amount_cents ?? null };
  if (!ok || !found) {
    await audit(em, { action: 'approval.refused', ...bound, detail });
    throw forbidden(ROLE_MESSAGES.approvalWrongCredentials, 'approval_refused');
  }

  // 3.
  const approvedBy = Number(found.id);
  const granted = await em.transactional(async (tx) => {
    const g = await grantApproval(
      tx,
      { action: request.action, recordId: request.record_id, amountCents: request.amount_cents },
      { requestedBy: asker.employeeId, approvedBy },
    );
    await audit(tx, { action: 'approval.granted', ...bound, approvedBy, detail });
    return g;
  });
  return {
    approval_token: granted.token,
    expires_at: granted.expiresAt.toISOString(),
    approved_by: { id: approvedBy, full_name: found.full_name },
  };
}
