import Router from '@koa/router';
import { uuidSchema } from '@rentline/sync-protocol';
import { notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { presentFlowItem } from '../flow/flow-items.presenter';
import { getFlowItemView } from '../flow/flow-items.queries';
import { runApplier } from '../flow/run-applier';
import { imageUpload, uploadedImage } from './image-upload';
import { getItemImage, storeItemImage } from './item-images.service';

/** POST /api/flow/items/:id/images (SPEC.md section 7): multipart field `image`, behind the token guard. */
export function itemImagesRoutes(): Router {
  const router = new Router();
  const itemId = (raw: string | undefined) => parse(uuidSchema, raw);
  router.post(
    '/api/flow/items/:id/images',
    async (ctx, next) => {
      itemId(ctx.params.id); // checked before the body is read
      await next();
    },
    imageUpload('image'),
    async (ctx) => {
      const id = itemId(ctx.params.id);
      const image = uploadedImage(ctx);
      const { url } = await runApplier(() =>
        ctx.state.em.transactional((em) => storeItemImage(em, id, image)),
      );
      ctx.status = 201;
      ctx.body = {
        success: true,
        primary_image: url,
        item: presentFlowItem(await getFlowItemView(ctx.state.em, id)),
      };
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
  router.get('/api/flow/images/:imageId', async (ctx) => {
    const parsed = uuidSchema.safeParse(ctx.params.imageId);
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
