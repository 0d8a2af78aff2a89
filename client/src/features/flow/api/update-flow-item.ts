/**
 * Item dialog save: a local write queued for sync (works offline). The args are built by
 * `buildItemUpdate` (changed fields only, stock as a delta). Resolves with the queued
 * mutation's id, or null when there was nothing to send.
 */
import { flowItemPatchSchema, type MutationArgs } from '@rentline/sync-protocol/wire';
import { apiFetch } from '@/api/http';
import { mutate, writeOnline, type EnqueueOptions } from '@/sync';

/** An item's changed fields (the id is passed apart). */
export type ItemUpdateArgs = Omit<MutationArgs<'flow_item.update'>, 'id'>;

export async function updateFlowItem(
  id: string,
  changes: ItemUpdateArgs,
  shown?: EnqueueOptions,
): Promise<string | null> {
  const row = await mutate('flow_item.update', { ...changes, id }, shown);
  return row?.id ?? null;
}

/**
 * A serial unit's status or count changed by a role that needs a manager's approval for it
 * (roles.ts `unit.adjust`): online, through `PATCH /api/flow/items/:id` with the approval asked
 * on this tablet, the count as the person set it (a serial unit holds 1 or 0). Nothing changes
 * here until the server has it.
 */
export async function updateFlowItemApproved(
  id: string,
  changes: ItemUpdateArgs,
  units: number,
): Promise<void> {
  const { in_stock_units_delta, ...fields } = changes;
  const body = flowItemPatchSchema.parse(
    in_stock_units_delta === undefined ? fields : { ...fields, in_stock_units: units },
  );
  await writeOnline(() =>
    apiFetch(`/flow/items/${id}`, {
      method: 'PATCH',
      json: body,
      approval: { action: 'unit.adjust', recordId: id },
    }),
  );
}
