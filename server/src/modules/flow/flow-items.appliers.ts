/**
 * flow_item.*: called by the REST routes and by sync push. Stock changes arrive as deltas
 * (`in_stock_units_delta`) so two tablets taking a unit each leave the item two lower; a
 * serial-numbered unit is one unit whose count follows its status (`stockRules`). The rules
 * they are held to are flow-item-rules.ts.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import type { ApplyOutcome, MutationMeta } from '../../db/mutation-context';
import { deleteRow, insertRow, requireRow, updateRow } from '../../db/row-applier';
import {
  flowItemCreateValues,
  requireLookup,
  requireNotOnAgreement,
  requireSerialFree,
  requireStatusFree,
  stockRules,
} from './flow-item-rules';
import { FLOW_ITEMS, type FlowItemRow } from './flow-items.table';

export async function createFlowItem(
  em: EntityManager,
  args: ParsedMutationArgs<'flow_item.create'>,
): Promise<ApplyOutcome<FlowItemRow>> {
  await requireLookup(em, 'categories', args.category_id);
  await requireLookup(em, 'vendors', args.vendor_id);
  await requireSerialFree(em, args.serial_number, args.id);
  const record = await insertRow(em, FLOW_ITEMS, args.id, flowItemCreateValues(args));
  return { conflicts: [], record };
}

export async function updateFlowItem(
  em: EntityManager,
  args: ParsedMutationArgs<'flow_item.update'> & { in_stock_units?: number },
  meta: MutationMeta,
): Promise<ApplyOutcome<FlowItemRow>> {
  await requireLookup(em, 'categories', args.category_id);
  await requireLookup(em, 'vendors', args.vendor_id);
  await requireSerialFree(em, args.serial_number, args.id);
  await requireStatusFree(em, args.id, args.status);
  const { id, in_stock_units_delta, ...changes } = args;
  const { row, conflicts } = await updateRow(em, FLOW_ITEMS, id, changes, {
    base: meta.base,
    ...stockRules(changes, in_stock_units_delta),
  });
  return { conflicts, record: row };
}

export async function deleteFlowItem(
  em: EntityManager,
  args: ParsedMutationArgs<'flow_item.delete'>,
): Promise<ApplyOutcome> {
  await requireNotOnAgreement(em, args.id);
  await deleteRow(em, FLOW_ITEMS, args.id);
  return { conflicts: [] };
}

/**
 * The REST delete: a replayed sync delete of a deleted item is a no-op, but a person deleting an
 * item someone already deleted is told so (410), and an unknown id is a 404.
 */
export async function deleteFlowItemOnce(
  em: EntityManager,
  args: ParsedMutationArgs<'flow_item.delete'>,
): Promise<ApplyOutcome> {
  await requireRow(em, FLOW_ITEMS, args.id, true);
  return deleteFlowItem(em, args);
}

/**
 * Points the item at a newly stored image. Goes through updateRow so the item takes a new version
 * and every replica learns the new URL on its next pull.
 */
export async function setFlowItemPrimaryImage(
  em: EntityManager,
  id: string,
  url: string,
): Promise<FlowItemRow> {
  const { row } = await updateRow(em, FLOW_ITEMS, id, { primary_image: url });
  return row;
}
