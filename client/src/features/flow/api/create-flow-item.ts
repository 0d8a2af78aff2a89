/**
 * New item: a local write with a client-made id, queued for sync (works offline). The item is
 * counted at once in the Flow dashboard's kept figures, so the dashboard shows it on return.
 */
import { v7 as uuidv7 } from 'uuid';
import { flowItemSchema, type FlowItemValues } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { createdRecord, mutate } from '@/sync';
import { keepCreatedItem } from './flow-metrics-answers';

export async function createFlowItem(
  values: FlowItemValues,
): Promise<{ id: string; mutationId: string | null }> {
  const id = uuidv7();
  const row = await mutate('flow_item.create', { ...values, id });
  if (row) keepCreatedItem(localDb, flowItemSchema.parse(createdRecord(row)));
  return { id, mutationId: row?.id ?? null };
}
