/**
 * Item dialog save: a local write queued for sync (works offline). The args are built by
 * `buildItemUpdate` (changed fields only, stock as a delta). Resolves with the queued
 * mutation's id, or null when there was nothing to send.
 */
import type { MutationArgs } from '@rentline/sync-protocol';
import { mutate, type EnqueueOptions } from '@/sync';

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
