/** Delete an item: a local write queued for sync; its waiting image goes with it. */
import { apiFetch } from '@/api/http';
import { mutate, writeOnline } from '@/sync';

export async function deleteFlowItem(id: string): Promise<void> {
  await mutate('flow_item.delete', { id });
}

/**
 * Deleted with a manager's approval (roles.ts `unit.adjust`, for a role that needs one): online,
 * through `DELETE /api/flow/items/:id` with the approval asked on this tablet, from the version
 * shown. Nothing changes here until the server has deleted it.
 */
export async function deleteFlowItemApproved(id: string, shownVersion: number): Promise<void> {
  await writeOnline(() =>
    apiFetch(`/flow/items/${id}?base_version=${shownVersion}`, {
      method: 'DELETE',
      approval: { action: 'unit.adjust', recordId: id },
    }),
  );
}
