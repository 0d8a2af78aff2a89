/**
 * Item images (DESIGN.md section 4: binaries are not in the row stream, they are fetched on demand).
 *
 * 1. An image is stored once under a fresh id and never changes, so its URL can be cached forever.
 * 2. Ids are UUIDv7 whose 73 non-time bits all come from the CSPRNG (no per-process counter), so a
 *    URL cannot be guessed from another one; the public image route relies on that.
 * 3. Storing an image makes it the item's primary image through the item applier (new version,
 *    replicas learn the URL) and removes the images it supersedes, in one transaction.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { v7 as uuidv7 } from 'uuid';
import { ItemImage } from '../../db/entities';
import { requireRow } from '../../db/row-applier';
import { notFound } from '../../http/errors';
import { setFlowItemPrimaryImage } from '../flow/flow-items.appliers';
import { FLOW_ITEMS } from '../flow/flow-items.table';
import type { ItemImageType } from './image-upload';

const itemImageUrl = (imageId: string) => `/api/flow/images/${imageId}`;

const newImageId = () => uuidv7({ random: randomBytes(16) });

/** Stores the image and makes it the item's primary image; refuses an unknown (404) or deleted (410) item. */
export async function storeItemImage(
  em: EntityManager,
  itemId: string,
  image: { bytes: Buffer; type: ItemImageType },
): Promise<{ imageId: string; url: string }> {
  await requireRow(em, FLOW_ITEMS, itemId, true);
  const imageId = newImageId();
  await em.insert(ItemImage, {
    id: imageId,
    flow_item_id: itemId,
    content_type: image.type,
    byte_size: image.bytes.length,
    data: image.bytes,
  });
  const url = itemImageUrl(imageId);
  await setFlowItemPrimaryImage(em, itemId, url);
  await em.nativeDelete(ItemImage, { flow_item_id: itemId, id: { $ne: imageId } });
  return { imageId, url };
}

/** The stored bytes and type of one image; 404 when there is none. */
export async function getItemImage(
  em: EntityManager,
  imageId: string,
): Promise<{ bytes: Buffer; type: string }> {
  const image = await em
    .createQueryBuilder(ItemImage)
    .select(['content_type', 'data'])
    .where({ id: imageId })
    .execute('get');
  if (!image) throw notFound('Image not found');
  const data = image.data as Uint8Array;
  const bytes = Buffer.isBuffer(data)
    ? data
    : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return { bytes, type: image.content_type };
}
