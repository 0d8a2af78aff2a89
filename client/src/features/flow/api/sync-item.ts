/**
 * After a save with an image: when online, run a sync now and report what the server did with
 * the item's mutations and its image, so the toast says what actually happened. Offline, or when
 * the sync takes longer than `timeoutMs`, the work simply goes on in the background.
 */
import { isOnline } from '@/api/http';
import { localDb } from '@/local-db/app-db';
import { appEngine } from '@/sync';

export type ItemSyncOutcome =
  /** The server acknowledged the changes and stored the image. */
  | { state: 'saved' }
  /** Not finished (offline, slow or failing for now): it continues in the background. */
  | { state: 'waiting'; offline: boolean }
  /** The server refused a change to the item (it is in the sync issues list). */
  | { state: 'rejected'; error: string }
  /** The changes are saved; the server refused the image (kept on the tablet). */
  | { state: 'image-failed'; error: string };

export interface SyncItemInput {
  mutationIds: string[];
  uploadId: string | null;
  timeoutMs?: number;
}

export async function syncItem({
  mutationIds,
  uploadId,
  timeoutMs = 20_000,
}: SyncItemInput): Promise<ItemSyncOutcome> {
  if (!isOnline()) return { state: 'waiting', offline: true };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    appEngine.syncNow(),
    new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
  ]);
  clearTimeout(timer);

  const issue = mutationIds.length
    ? await localDb.syncIssues.where('mutationId').anyOf(mutationIds).first()
    : undefined;
  if (issue) return { state: 'rejected', error: issue.error };
  const queued = mutationIds.length
    ? await localDb.outbox.where('id').anyOf(mutationIds).count()
    : 0;
  const upload = uploadId ? await localDb.pendingUploads.get(uploadId) : undefined;
  if (queued > 0 || (upload && !upload.failed)) return { state: 'waiting', offline: !isOnline() };
  if (upload?.failed)
    return { state: 'image-failed', error: upload.lastError ?? 'The server refused this image' };
  return { state: 'saved' };
}
