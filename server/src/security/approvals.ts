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
import { sql } from 'kysely';
import { type Action, APPROVAL_TTL_SECONDS } from '@rentline/sync-protocol/rules';
import type { RecordId } from '@rentline/sync-protocol/wire';
import { typed } from '../db/kysely';

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
  const { expires_at } = await typed(em)
    .insertInto('approvals')
    .values({
      token_hash: hashOf(token),
      action: binding.action,
      record_id: recordText(binding.recordId),
      amount_cents: binding.amountCents ?? null,
      requested_by: people.requestedBy,
      approved_by: people.approvedBy,
      expires_at: sql<Date>`now() + make_interval(secs => ${APPROVAL_TTL_SECONDS})`,
    })
    .returning('expires_at')
    .executeTakeFirstOrThrow();
  return { token, expiresAt: expires_at };
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
  // One conditional update, so that of two parallel uses exactly one wins.
  const used = await typed(em)
    .updateTable('approvals')
    .set({ used_at: sql`now()` })
    .where((eb) =>
      eb.and([
        eb('token_hash', '=', hashOf(token)),
        eb('used_at', 'is', null),
        eb('expires_at', '>', sql<Date>`now()`),
        eb('action', '=', binding.action),
        eb('record_id', 'is not distinct from', recordText(binding.recordId)),
        eb('requested_by', '=', requestedBy),
        eb.or([
          eb('amount_cents', 'is', null),
          eb('amount_cents', '=', binding.amountCents ?? null),
        ]),
      ]),
    )
    .returning('approved_by')
    .executeTakeFirst();
  return used?.approved_by ?? null;
}

/** Deletes approvals an hour past their expiry (hourly, main.ts). */
export async function pruneApprovals(em: EntityManager): Promise<number> {
  const gone = await typed(em)
    .deleteFrom('approvals')
    .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
