/** Delete an item: a local write queued for sync; its waiting image goes with it. */
import { mutate } from '@/sync';

export async function deleteFlowItem(id: string): Promise<void> {
  await mutate('flow_item.delete', { id });
}
