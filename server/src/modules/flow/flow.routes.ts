import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import {
  flowItemInputSchema,
  flowItemListQuerySchema,
  flowItemPatchSchema,
  uuidSchema,
} from '@rentline/sync-protocol';
import { currentEmployeeId } from '../../http/current-employee';
import { parse, parseBody, parseQuery } from '../../http/validate';
import { createFlowItem, deleteFlowItemOnce, updateFlowItem } from './flow-items.appliers';
import { presentFlowItem } from './flow-items.presenter';
import { getFlowItemView, listFlowItems, listLookup } from './flow-items.queries';
import { flowMetrics } from './flow-metrics.queries';
import { runApplier } from './run-applier';

/** /api/flow (SPEC.md section 7): dashboard figures, lookups, the item list and item writes. */
export function flowRoutes(): Router {
  const router = new Router();
  const idParam = (raw: string | undefined) => parse(uuidSchema, raw);

  router.get('/api/flow/metrics', async (ctx) => {
    ctx.body = await flowMetrics(ctx.state.em);
  });

  router.get('/api/flow/categories', async (ctx) => {
    ctx.body = await listLookup(ctx.state.em, 'categories');
  });

  router.get('/api/flow/vendors', async (ctx) => {
    ctx.body = await listLookup(ctx.state.em, 'vendors');
  });

  router.get('/api/flow/items', async (ctx) => {
    const q = parseQuery(ctx, flowItemListQuerySchema);
    const { rows, total } = await listFlowItems(ctx.state.em, q);
    ctx.body = {
      items: rows.map(presentFlowItem),
      total_count: total,
      page_info: { total_pages: Math.ceil(total / q.limit) },
    };
  });

  router.post('/api/flow/items', async (ctx) => {
    const input = parseBody(ctx, flowItemInputSchema);
    const id = uuidv7();
    await runApplier(() =>
      ctx.state.em.transactional((em) => createFlowItem(em, { ...input, id })),
    );
    ctx.status = 201;
    ctx.body = presentFlowItem(await getFlowItemView(ctx.state.em, id));
  });

  router.patch('/api/flow/items/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseBody(ctx, flowItemPatchSchema);
    const employeeId = currentEmployeeId(ctx);
    await runApplier(() =>
      ctx.state.em.transactional((em) => updateFlowItem(em, { ...input, id }, { employeeId })),
    );
    ctx.body = presentFlowItem(await getFlowItemView(ctx.state.em, id));
  });

  router.delete('/api/flow/items/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    await runApplier(() => ctx.state.em.transactional((em) => deleteFlowItemOnce(em, { id })));
    ctx.body = { success: true };
  });

  return router;
}
