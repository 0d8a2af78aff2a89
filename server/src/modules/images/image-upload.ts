/**
 * Reading one uploaded image from a multipart request. The type is decided by the bytes
 * (sniffImageType), never by the declared content type or the file name; the size limit is
 * enforced while the stream is read, so an oversized upload is never held whole in memory.
 */
import type { Context, Middleware } from 'koa';
import multer from '@koa/multer';
import {
  ITEM_IMAGE_MAX_BYTES,
  ITEM_IMAGE_TYPES,
  sniffImageType,
} from '@rentline/sync-protocol/rules';
import {
  type AppError,
  badRequest,
  payloadTooLarge,
  unsupportedMediaType,
} from '../../http/errors';
import { UPLOAD } from '@rentline/sync-protocol/texts';

export type ItemImageType = (typeof ITEM_IMAGE_TYPES)[number];

/** Room for multipart boundaries and part headers on top of the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Accepts one file in `field` (plus a few small text fields) and maps every failure to its answer. */
export function imageUpload(field: string): Middleware {
  const single = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: ITEM_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
  }).single(field);
  return async (ctx, next) => {
    const declared = Number(ctx.get('content-length'));
    if (Number.isFinite(declared) && declared > ITEM_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD) {
      // Refuse before reading anything; close the connection rather than drain a huge body.
      ctx.set('Connection', 'close');
      throw payloadTooLarge(UPLOAD.tooLarge);
    }
    try {
      await single(ctx, async () => {});
    } catch (err) {
      throw uploadError(err);
    }
    return next();
  };
}

function uploadError(err: unknown): AppError {
  const e = err as { name?: string; code?: string };
  if (e?.name === 'MulterError') {
    if (e.code === 'LIMIT_FILE_SIZE') return payloadTooLarge(UPLOAD.tooLarge);
    if (e.code === 'LIMIT_UNEXPECTED_FILE' || e.code === 'LIMIT_FILE_COUNT')
      return badRequest(UPLOAD.missing, { image: UPLOAD.missing });
  }
  return badRequest(UPLOAD.unreadable);
}

/** The uploaded image's bytes and sniffed type; 400 when absent, 413 when too big, 415 when not an image. */
export function uploadedImage(ctx: Context): { bytes: Buffer; type: ItemImageType } {
  const file = (ctx.request as { file?: { buffer?: Buffer } }).file;
  if (!file?.buffer) throw badRequest(UPLOAD.missing, { image: UPLOAD.missing });
  const bytes = file.buffer;
  if (bytes.length > ITEM_IMAGE_MAX_BYTES) throw payloadTooLarge(UPLOAD.tooLarge);
  const type = sniffImageType(bytes);
  if (!type || !(ITEM_IMAGE_TYPES as readonly string[]).includes(type)) {
    throw unsupportedMediaType(UPLOAD.wrongType);
  }
  return { bytes, type };
}
