/** New item: a local write with a client-made id, queued for sync (works offline). */
import { v7 as uuidv7 } from 'uuid';
import type { FlowItemValues } from '@rentline/sync-protocol/wire';
import { mutate } from '@/sync';

export async function createFlowItem(
  values: FlowItemValues,
): Promise<{ id: string; mutationId: string | null }> {
  const id = uuidv7();
  const row = await mutate('flow_item.create', { ...values, id });
  return { id, mutationId: row?.id ?? null };
}
