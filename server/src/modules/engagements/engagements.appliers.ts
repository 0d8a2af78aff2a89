/**
 * engagement.* and follow_up.*: called by the REST routes and by sync push.
 * Deleting an engagement deletes its follow-ups too, each leaving a tombstone.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { Contact, FollowUp } from '../../db/entities';
import type { ApplyOutcome, MutationMeta } from '../../db/mutation-context';
import { deleteRow, insertRow, updateRow } from '../../db/row-applier';
import { ENGAGEMENTS, type EngagementRow, FOLLOW_UPS, type FollowUpRow } from './engagements.table';
import { requireReference } from './references';

const withoutId = <A extends { id: string }>({ id: _id, ...rest }: A) => rest;

export async function createEngagement(
  em: EntityManager,
  args: ParsedMutationArgs<'engagement.create'>,
): Promise<ApplyOutcome<EngagementRow>> {
  await requireReference(em, 'contact', args.contact_id);
  await requireReference(em, 'customer', args.customer_id);
  await requireReference(em, 'employee', args.employee_id);
  let contactType = args.contact_type ?? null;
  if (!contactType) {
    const contact = await em
      .createQueryBuilder(Contact)
      .select('contact_type')
      .where({ id: args.contact_id })
      .execute('get');
    contactType = contact?.contact_type ?? null;
  }
  const record = await insertRow(em, ENGAGEMENTS, args.id, {
    ...withoutId(args),
    contact_type: contactType,
  });
  return { conflicts: [], record };
}

export async function updateEngagement(
  em: EntityManager,
  args: ParsedMutationArgs<'engagement.update'>,
  meta: MutationMeta,
): Promise<ApplyOutcome<EngagementRow>> {
  await requireReference(em, 'contact', args.contact_id);
  await requireReference(em, 'customer', args.customer_id);
  await requireReference(em, 'employee', args.employee_id);
  const { row, conflicts } = await updateRow(em, ENGAGEMENTS, args.id, withoutId(args), {
    base: meta.base,
  });
  return { conflicts, record: row };
}

export async function deleteEngagement(
  em: EntityManager,
  args: ParsedMutationArgs<'engagement.delete'>,
): Promise<ApplyOutcome> {
  const followUps = await em
    .createQueryBuilder(FollowUp)
    .select('id')
    .where({ engagement_id: args.id })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute();
  for (const f of followUps) await deleteRow(em, FOLLOW_UPS, f.id);
  const deleted = await deleteRow(em, ENGAGEMENTS, args.id);
  const ids = deleted ? followUps.map((f) => String(f.id)) : [];
  // The ids go to the conflict log's bookkeeping (db/edit-authors.ts `recordDelete`).
  return { conflicts: [], extra: { deleted_follow_ups: ids.length, follow_up_ids: ids } };
}

export async function createFollowUp(
  em: EntityManager,
  args: ParsedMutationArgs<'follow_up.create'>,
): Promise<ApplyOutcome<FollowUpRow>> {
  await requireReference(em, 'engagement', args.engagement_id);
  await requireReference(em, 'employee', args.employee_id);
  const record = await insertRow(em, FOLLOW_UPS, args.id, withoutId(args));
  return { conflicts: [], record };
}

export async function updateFollowUp(
  em: EntityManager,
  args: ParsedMutationArgs<'follow_up.update'>,
  meta: MutationMeta,
): Promise<ApplyOutcome<FollowUpRow>> {
  await requireReference(em, 'engagement', args.engagement_id);
  await requireReference(em, 'employee', args.employee_id);
  const { row, conflicts } = await updateRow(em, FOLLOW_UPS, args.id, withoutId(args), {
    base: meta.base,
  });
  return { conflicts, record: row };
}

export async function deleteFollowUp(
  em: EntityManager,
  args: ParsedMutationArgs<'follow_up.delete'>,
): Promise<ApplyOutcome> {
  await deleteRow(em, FOLLOW_UPS, args.id);
  return { conflicts: [] };
}
