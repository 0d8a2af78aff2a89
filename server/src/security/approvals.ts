/**
 * A manager's approval, typed on another employee's tablet (DESIGN.md 5.2; POST /api/approvals):
 * a random token, given once to the asking tablet and stored only as its SHA-256, bound to the
 * asking employee, the action, the record and (when given) the amount, valid
 * APPROVAL_TTL_SECONDS.
 *
 * Using it is one statement in the transaction of the action it allows: of two parallel uses the
 * second waits on the row and finds it used (or, when the first rolled back, unused). A use that
 * does not match (another action, record, amount or employee) does not spend it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { type Action, APPROVAL_TTL_SECONDS, type RecordId } from '@rentline/sync-protocol';

export interface ApprovalBinding {
  action: Action;
  recordId: RecordId | null;
  amountCents?: number | null;
}

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
const recordText = (id: RecordId | null | undefined) =>
  id === null || id === undefined ? null : String(id);

/** Stores a new approval; answers its token (to give to the asking tablet only) and expiry. */
export async function grantApproval(
  em: EntityManager,
  binding: ApprovalBinding,
  people: { requestedBy: number; approvedBy: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await em.execute<{ expires_at: Date | string }[]>(
    `insert into approvals (token_hash, action, record_id, amount_cents, requested_by, approved_by, expires_at)
     values (?, ?, ?, ?, ?, ?, now() + make_interval(secs => ?)) returning expires_at`,
    [
      hashOf(token),
      binding.action,
      recordText(binding.recordId),
      binding.amountCents ?? null,
      people.requestedBy,
      people.approvedBy,
      APPROVAL_TTL_SECONDS,
    ],
  );
  return { token, expiresAt: new Date(row!.expires_at) };
}

/**
 * Spends the approval if it matches, answering who approved; null when it is unknown, used,
 * expired, another employee's, or for another action, record or amount. An approval given with
 * an amount is good only for that amount.
 */
export async function useApproval(
  em: EntityManager,
  token: string,
  binding: ApprovalBinding,
  requestedBy: number,
): Promise<number | null> {
  if (token.length === 0 || token.length > 200) return null;
  const rows = await em.execute<{ approved_by: number }[]>(
    `update approvals set used_at = now()
     where token_hash = ? and used_at is null and expires_at > now()
       and action = ? and record_id is not distinct from ? and requested_by = ?
       and (amount_cents is null or amount_cents = ?)
     returning approved_by`,
    [
      hashOf(token),
      binding.action,
      recordText(binding.recordId),
      requestedBy,
      binding.amountCents ?? null,
    ],
  );
  return rows.length > 0 ? Number(rows[0]!.approved_by) : null;
}

/** Deletes approvals an hour past their expiry (hourly, main.ts). */
export async function pruneApprovals(em: EntityManager): Promise<number> {
  const [row] = await em.execute<{ n: number | string }[]>(
    `with gone as (delete from approvals where expires_at < now() - interval '1 hour' returning 1)
     select count(*) as n from gone`,
  );
  return Number(row?.n ?? 0);
}
