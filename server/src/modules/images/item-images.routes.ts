import Router from '@koa/router';
import { requirePermission } from '../../security/permissions';
import { type itemImageResponseSchema, uuidSchema } from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { notFound } from '../../http/errors';
import { transaction } from '../../http/transaction';
import { idParam, pathText } from '../../http/validate';
import { presentFlowItem } from '../flow/flow-items.presenter';
import { getFlowItemView } from '../flow/flow-items.queries';
import { imageUpload, uploadedImage } from './image-upload';
import { getItemImage, storeItemImage } from './item-images.service';

/** POST /api/flow/items/:id/images (SPEC.md section 7): multipart field `image`, behind the token guard. */
export function itemImagesRoutes(): Router {
  const router = new Router();
  const id = idParam(uuidSchema);
  // The id is checked before the body is read.
  router.post(
    '/api/flow/items/:id/images',
    id,
    requirePermission('inventory.write'),
    imageUpload('image'),
    transaction,
    async (ctx) => {
      const { url } = await storeItemImage(ctx.state.em, id.of(ctx), uploadedImage(ctx));
      ctx.status = 201;
      ctx.body = {
        success: true,
        primary_image: url,
        item: presentFlowItem(await getFlowItemView(ctx.state.em, id.of(ctx))),
      } satisfies Answer<typeof itemImageResponseSchema>;
    },
  );
  return router;
}

/**
 * GET /api/flow/images/:imageId, registered BEFORE the token guard so that an <img> tag (which
 * sends no bearer header) can show it. Safe because image ids carry 73 CSPRNG bits and are only
 * handed out to signed-in staff (in item rows); the content of an id never changes, hence the
 * year-long immutable cache and an ETag equal to the id.
 */
export function publicItemImagesRoutes(): Router {
  const router = new Router();
  // Any text the validator lets through: an id that is no image id is not found, like an unknown one.
  const imageId = idParam(pathText, 'imageId');
  router.get('/api/flow/images/:imageId', imageId, async (ctx) => {
    const parsed = uuidSchema.safeParse(imageId.of(ctx));
    if (!parsed.success) throw notFound('Image not found');
    const image = await getItemImage(ctx.state.em, parsed.data);
    ctx.status = 200;
    ctx.etag = parsed.data;
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.type = image.type;
    ctx.body = image.bytes;
  });
  return router;
}
