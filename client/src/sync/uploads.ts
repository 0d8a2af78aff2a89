/**
 * The item image upload queue (DESIGN.md section 4: large binaries are not in the row stream, and
 * "uploads made offline wait in their own queue").
 *
 * 1. Queue: `queueItemImage` keeps the chosen file in `pendingUploads` at once, online or not
 *    (one per item, the latest wins), so screens show it before the server has it.
 * 2. When: the engine calls `run()` after every successful push. An image waits while its item
 *    has mutations in the outbox: the item must exist on the server before its image can.
 * 3. Send: `POST /api/flow/items/{id}/images`, multipart field `image`, bearer token.
 * 4. Stored: in one transaction the row leaves (unless a newer image replaced it meanwhile) and
 *    the local item takes the server's `primary_image` URL, so the picture never flickers.
 *    In the browser it goes by XMLHttpRequest, the one API that tells how the request body is
 *    moving: a 5 MB image on a weak signal takes minutes, and is given up only when nothing has
 *    moved (sent or received) for `stallMs` (stall.ts), never for its total time.
 * 5. Failures are sorted as push sorts them:
 *    - transient (no network, a stall, 5xx, 429): the row stays, `attempts` grows, the next try
 *      waits (`nextAttemptAt`, exponential backoff with jitter) and this run stops;
 *    - 401: this run stops, nothing counted (sync pauses on its own 401);
 *    - refused for good (400, 404, 410, 413, 415): the row stays with `failed` and the server's
 *      message, and is not retried until someone asks (`retryUpload`) or discards it.
 *    The queue itself never drops a file it has not delivered.
 * 6. Only the employee who chose an image uploads it (DESIGN.md section 4, "Auth").
 */
import { ERRORS } from '@rentline/sync-protocol/texts';
import type { LocalDb } from '../local-db/db';
import type { PendingUploadRow } from '../local-db/schema';
import { backoffDelay } from './backoff';
import { DEFAULT_STALL_MS, StallAbort, stalledMessage } from './stall';
import { sendByFetch, sendByXhr, type Answer } from './upload-send';

export const ITEM_IMAGE_KIND = 'flow_item_image' as const;

/** The queue row of an item's image. */
export const itemImageUploadId = (itemId: string) => `${ITEM_IMAGE_KIND}:${itemId}`;

export interface QueuedImage {
  itemId: string;
  mime: string;
  /** Base64 without a data-URL prefix. */
  data: string;
  fileName: string;
  employeeId: number | null;
}

/** 1. Keeps the image on the tablet and in the queue; returns the queue row's id. */
export async function queueItemImage(
  db: LocalDb,
  image: QueuedImage,
  now: Date = new Date(),
): Promise<string> {
  const id = itemImageUploadId(image.itemId);
  await db.pendingUploads.put({
    id,
    kind: ITEM_IMAGE_KIND,
    entity: 'flow_item',
    entityId: image.itemId,
    mutationId: null,
    mime: image.mime,
    data: image.data,
    fileName: image.fileName,
    employeeId: image.employeeId,
    created_at: now.toISOString(),
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    failed: 0,
  });
  return id;
}

/** Puts a refused or delayed image back at the front of the queue. */
export async function retryUpload(db: LocalDb, id: string): Promise<void> {
  await db.pendingUploads.update(id, { failed: 0, attempts: 0, nextAttemptAt: 0, lastError: null });
}

/** The person gives up on an image: the only way a queued file leaves without being delivered. */
export async function discardUpload(db: LocalDb, id: string): Promise<void> {
  await db.pendingUploads.delete(id);
}

export interface UploadQueueOptions {
  db: LocalDb;
  /** '' in the browser (same origin); the test server's URL in tests. */
  baseUrl: string;
  getToken: () => string | null;
  getEmployeeId: () => number | null;
  /**
   * Sends by fetch instead of XMLHttpRequest (tests, Node). Fetch does not tell how a request
   * body moves, so there the stall timer also runs while the image is being sent.
   */
  fetch?: typeof fetch;
  /** The XMLHttpRequest to send with (tests give a fake one); the browser's by default. */
  xhr?: () => XMLHttpRequest;
  now?: () => Date;
  random?: () => number;
  /** An upload is given up after this long with nothing sent or received (not a total time). */
  stallMs?: number;
  maxBackoffMs?: number;
}

export interface UploadRunResult {
  uploaded: number;
  failed: number;
  /** Images still waiting (for their item's mutations, for their retry time, or after a stop). */
  waiting: number;
}

type SendOutcome =
  | { kind: 'stored'; url: string | null }
  | { kind: 'refused'; message: string }
  | { kind: 'transient'; message: string }
  | { kind: 'auth' };

const PERMANENT_STATUSES = new Set([400, 404, 410, 413, 415]);

function base64ToBytes(data: string): Uint8Array<ArrayBuffer> {
  const binary = atob(data);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function errorOf(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : null;
  } catch {
    return null;
  }
}

export function createUploadQueue(options: UploadQueueOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const stallMs = options.stallMs ?? DEFAULT_STALL_MS;
  const xhr =
    options.xhr ??
    (!options.fetch && typeof XMLHttpRequest !== 'undefined'
      ? () => new XMLHttpRequest()
      : undefined);
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  // 3.
  async function send(row: PendingUploadRow, token: string): Promise<SendOutcome> {
    const form = new FormData();
    const blob = new Blob([base64ToBytes(row.data)], { type: row.mime });
    form.append('image', blob, row.fileName ?? `image.${row.mime.split('/')[1] ?? 'png'}`);
    const url = `${options.baseUrl}/api/flow/items/${encodeURIComponent(row.entityId)}/images`;
    let response: Answer;
    try {
      response = xhr
        ? await sendByXhr(xhr(), url, token, form, stallMs)
        : await sendByFetch(doFetch, url, token, form, stallMs);
    } catch (err) {
      return {
        kind: 'transient',
        message: err instanceof StallAbort ? stalledMessage(stallMs) : ERRORS.networkError,
      };
    }
    const { text } = response;
    if (response.status === 401) return { kind: 'auth' };
    if (response.status >= 200 && response.status < 300) {
      let url: string | null = null;
      try {
        const body = JSON.parse(text) as { primary_image?: unknown };
        if (typeof body.primary_image === 'string') url = body.primary_image;
      } catch {
        // Stored all the same; the next pull brings the URL.
      }
      return { kind: 'stored', url };
    }
    const message = errorOf(text) ?? `${response.status}: ${text || response.statusText}`;
    return PERMANENT_STATUSES.has(response.status)
      ? { kind: 'refused', message }
      : { kind: 'transient', message };
  }

  /** Changes the row only if it is still the image that was sent (not replaced meanwhile). */
  async function updateIfSame(row: PendingUploadRow, changes: Partial<PendingUploadRow>) {
    await db.transaction('rw', db.pendingUploads, async () => {
      const current = await db.pendingUploads.get(row.id);
      if (current?.created_at === row.created_at) await db.pendingUploads.update(row.id, changes);
    });
  }

  // 4.
  async function stored(row: PendingUploadRow, url: string | null) {
    await db.transaction('rw', db.pendingUploads, db.flowItems, async () => {
      const current = await db.pendingUploads.get(row.id);
      if (current?.created_at === row.created_at) await db.pendingUploads.delete(row.id);
      const item = url ? await db.flowItems.get(row.entityId) : undefined;
      if (item && url) await db.flowItems.put({ ...item, primary_image: url });
    });
  }

  /** 2. Sends every image that may go now, oldest first; never throws for an HTTP failure. */
  async function run(): Promise<UploadRunResult> {
    const result: UploadRunResult = { uploaded: 0, failed: 0, waiting: 0 };
    const token = options.getToken();
    const employeeId = options.getEmployeeId();
    if (!token || employeeId === null) return result;
    const rows = (
      await db.pendingUploads
        .where('[entity+entityId]')
        .between(['flow_item', ''], ['flow_item', '\uffff'])
        .toArray()
    )
      .filter((r) => r.kind === ITEM_IMAGE_KIND && !r.failed)
      .sort((a, b) => a.created_at.localeCompare(b.created_at));

    for (const [index, row] of rows.entries()) {
      // 6.
      if (row.employeeId != null && row.employeeId !== employeeId) continue;
      const queued = await db.outbox
        .where('[entity+entityId]')
        .equals(['flow_item', row.entityId])
        .count();
      if (queued > 0 || (row.nextAttemptAt ?? 0) > now().getTime()) {
        result.waiting++;
        continue;
      }
      const outcome = await send(row, token);
      // 5.
      if (outcome.kind === 'stored') {
        await stored(row, outcome.url);
        result.uploaded++;
      } else if (outcome.kind === 'refused') {
        await updateIfSame(row, { failed: 1, lastError: outcome.message });
        result.failed++;
      } else {
        if (outcome.kind === 'transient') {
          const attempts = (row.attempts ?? 0) + 1;
          const delay = backoffDelay(attempts, {
            maxMs: options.maxBackoffMs ?? 5 * 60_000,
            random: options.random,
          });
          await updateIfSame(row, {
            attempts,
            nextAttemptAt: now().getTime() + delay,
            lastError: outcome.message,
          });
        }
        result.waiting += rows.length - index;
        return result;
      }
    }
    return result;
  }

  return { run };
}

export type UploadQueue = ReturnType<typeof createUploadQueue>;
