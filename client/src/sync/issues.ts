/**
 * What staff can do with a sync issue (DESIGN.md section 4, "Push" and "Conflicts"):
 *
 * 1. Resend, optionally with fixed args: queued again as a NEW mutation with a new seq (the
 *    server answers a mutation id once, forever). An update is diffed against the record as it
 *    is now, like any edit.
 * 2. Discard: the change is dropped (its local effect was already undone when it was rejected).
 * 3. Restore as new, for a change to a record deleted on the server: a create of a new record
 *    from the kept record with the change applied.
 * A follow-up is resent or restored only while its engagement is on the device: the server
 * refuses one whose engagement was deleted, and so does the tablet, queuing nothing.
 * Each runs in one transaction with the enqueue, so an issue is never both resent and kept.
 */
import { v7 as uuidv7 } from 'uuid';
import { opOfMutation, type MutationName, type OfflineEntity } from '@rentline/sync-protocol/rules';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { mutationArgSchemas } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { SyncIssueRow } from '../local-db/schema';
import { readRecord } from './appliers';
import { enqueueMutation, LocalRecordMissingError, type EnqueueContext } from './outbox';
import { GONE_CODES } from './reject';

export class IssueNotFoundError extends Error {
  constructor() {
    super('This sync issue was already handled');
  }
}

async function getIssue(db: LocalDb, issueId: number): Promise<SyncIssueRow> {
  const issue = await db.syncIssues.get(issueId);
  if (!issue) throw new IssueNotFoundError();
  return issue;
}

/** Whether the record of a rejected change is gone from the server (offer restore or discard). */
export function isGoneIssue(issue: SyncIssueRow): boolean {
  return opOfMutation(issue.name) === 'update' && issue.code !== null && GONE_CODES.has(issue.code);
}

/**
 * Why a change can no longer be sent in any form, or null: a follow-up whose engagement left the
 * device (deleted there or on the server). The sync panel then offers only Discard.
 */
export async function unsendableReason(
  db: LocalDb,
  entity: OfflineEntity,
  args: Record<string, unknown>,
): Promise<string | null> {
  if (entity !== 'follow_up' || typeof args.engagement_id !== 'string') return null;
  return (await db.engagements.get(args.engagement_id))
    ? null
    : ERRORS.referenceDeleted('engagement');
}

/** The server refuses such a change; so does the tablet, queuing nothing. */
async function requireSendable(db: LocalDb, entity: OfflineEntity, args: Record<string, unknown>) {
  const reason = await unsendableReason(db, entity, args);
  if (reason) throw new Error(reason);
}

export async function resendIssue(
  ctx: EnqueueContext,
  issueId: number,
  editedArgs?: Record<string, unknown>,
): Promise<void> {
  const { db } = ctx;
  await db.transaction('rw', db.tables, async () => {
    const issue = await getIssue(db, issueId);
    const args = { ...issue.args, ...editedArgs, id: issue.entityId };
    await requireSendable(db, issue.entity, { ...issue.record, ...args });
    if (
      opOfMutation(issue.name) === 'update' &&
      !(await readRecord(db, issue.entity, issue.entityId))
    )
      throw new LocalRecordMissingError();
    await enqueueMutation(ctx, issue.name, args as never);
    await db.syncIssues.delete(issueId);
  });
}

export async function discardIssue(db: LocalDb, issueId: number): Promise<void> {
  await db.syncIssues.delete(issueId);
}

/** The fields of a record that its create mutation accepts. */
function createArgsFrom(entity: OfflineEntity, record: Record<string, unknown>) {
  const name = `${entity}.create` as MutationName;
  const shape = mutationArgSchemas[name].shape as Record<string, unknown>;
  const args: Record<string, unknown> = {};
  for (const key of Object.keys(shape)) if (record[key] !== undefined) args[key] = record[key];
  return args;
}

/**
 * What an issue's change held, as its record's create takes it (the change on top of the record
 * as kept), without its id: for a person to read before discarding a change that cannot be sent.
 */
export function heldData(issue: SyncIssueRow): Record<string, unknown> {
  const { id: _id, ...held } = createArgsFrom(issue.entity, { ...issue.record, ...issue.args });
  return held;
}

/** 3. Returns the new record's id. Throws the create schema's error when the data does not fit. */
export async function restoreIssueAsNew(ctx: EnqueueContext, issueId: number): Promise<string> {
  const { db } = ctx;
  return db.transaction('rw', db.tables, async () => {
    const issue = await getIssue(db, issueId);
    const args = heldData(issue);
    await requireSendable(db, issue.entity, args);
    const newId = uuidv7();
    const name = `${issue.entity}.create` as MutationName;
    await enqueueMutation(ctx, name, { ...args, id: newId } as never);
    await db.syncIssues.delete(issueId);
    return newId;
  });
}
