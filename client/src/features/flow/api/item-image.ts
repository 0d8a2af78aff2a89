/**
 * An item image chosen on the tablet: checked as the server checks it (PNG, JPG, GIF or WEBP by
 * its bytes, at most 5 MB; the protocol's UPLOAD messages), read into base64, and handed to the
 * upload queue (sync/uploads.ts), which keeps it on the tablet until the server has it.
 */
import {
  ITEM_IMAGE_EXTENSIONS,
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_TYPES,
  sniffImageType,
} from '@rentline/sync-protocol/rules';
import { UPLOAD } from '@rentline/sync-protocol/texts';
import { getEmployee } from '@/api/session';
import { localDb } from '@/local-db/app-db';
import { syncNow } from '@/sync';
import { discardUpload, itemImageUploadId, queueItemImage, retryUpload } from '@/sync/uploads';

export interface ChosenImage {
  fileName: string;
  mime: string;
  /** Base64 without a data-URL prefix. */
  data: string;
  dataUrl: string;
}

export type ImageCheck = { ok: true; image: ChosenImage } | { ok: false; error: string };

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

export async function readItemImage(file: File): Promise<ImageCheck> {
  const typeOk =
    (ITEM_IMAGE_TYPES as readonly string[]).includes(file.type) ||
    (ITEM_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  if (!typeOk) return { ok: false, error: UPLOAD.wrongType };
  if (file.size > ITEM_IMAGE_MAX_BYTES) return { ok: false, error: UPLOAD.tooLarge };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, error: UPLOAD.unreadable };
  }
  const mime = sniffImageType(bytes);
  if (!mime) return { ok: false, error: UPLOAD.wrongType };
  const data = toBase64(bytes);
  return {
    ok: true,
    image: { fileName: file.name || 'image', mime, data, dataUrl: `data:${mime};base64,${data}` },
  };
}

/** Keeps the image for the item and queues it; returns the queue row's id. */
export function queueImage(itemId: string, image: ChosenImage): Promise<string> {
  return queueItemImage(localDb, {
    itemId,
    mime: image.mime,
    data: image.data,
    fileName: image.fileName,
    employeeId: getEmployee()?.id ?? null,
  });
}

export async function retryImage(itemId: string): Promise<void> {
  await retryUpload(localDb, itemImageUploadId(itemId));
  void syncNow();
}

export const discardImage = (itemId: string) => discardUpload(localDb, itemImageUploadId(itemId));
