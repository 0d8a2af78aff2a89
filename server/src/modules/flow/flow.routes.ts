import Router from '@koa/router';
import type { Context } from 'koa';
import { requirePermission } from '../../security/permissions';
import { serialItems } from '../../security/record-bindings';
import { v7 as uuidv7 } from 'uuid';
import { inventoryChangeActions, serialKey } from '@rentline/sync-protocol/rules';
import {
  type FlowItemView,
  type FlowMetrics,
  flowItemInputSchema,
  flowItemListQuerySchema,
  type flowItemListResponseSchema,
  flowItemPatchSchema,
  type Named,
  type successResponseSchema,
  type UnitHistoryEntry,
  uuidSchema,
  deleteQuerySchema,
} from '@rentline/sync-protocol/wire';
import { recordRestWrite } from '../../db/edit-authors';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { createFlowItem, deleteFlowItemOnce, updateFlowItem } from './flow-items.appliers';
import { presentFlowItem } from './flow-items.presenter';
import { getFlowItemView, listFlowItems, listLookup, unitHistory } from './flow-items.queries';
import { flowMetrics } from './flow-metrics.queries';

/** /api/flow (SPEC.md section 7): dashboard figures, lookups, the item list and item writes. */
export function flowRoutes(): Router {
  const router = new Router();
  const id = idParam(uuidSchema);
  const list = validate({ query: flowItemListQuerySchema });
  const create = validate({ body: flowItemInputSchema });
  const patch = validate({ body: flowItemPatchSchema });
  const remove = validate({ query: deleteQuerySchema });

  router.get('/api/flow/metrics', async (ctx) => {
    ctx.body = (await flowMetrics(ctx.state.em)) satisfies FlowMetrics;
  });

  router.get('/api/flow/categories', async (ctx) => {
    ctx.body = (await listLookup(ctx.state.em, 'categories')) satisfies Named[];
  });

  router.get('/api/flow/vendors', async (ctx) => {
    ctx.body = (await listLookup(ctx.state.em, 'vendors')) satisfies Named[];
  });

  router.get('/api/flow/items', list, async (ctx) => {
    const q = list.input(ctx).query;
    const { rows, total } = await listFlowItems(ctx.state.em, q);
    ctx.body = {
      items: rows.map(presentFlowItem),
      total_count: total,
      page_info: { total_pages: Math.ceil(total / q.limit) },
    } satisfies Answer<typeof flowItemListResponseSchema>;
  });

  router.get('/api/flow/items/:id/history', id, async (ctx) => {
    ctx.body = {
      agreements: (await unitHistory(ctx.state.em, id.of(ctx))) satisfies UnitHistoryEntry[],
    };
  });

  const onItem = (ctx: Context) => ({ recordType: 'flow_item', recordId: id.of(ctx) });
  // A serial-numbered unit's status or count changed by hand needs a manager ('unit.adjust').
  const mayEdit = requirePermission(async (ctx, em) => {
    const serial = (await serialItems(em, [id.of(ctx)])).has(id.of(ctx));
    const body = patch.input(ctx).body;
    return inventoryChangeActions(body, serial || !!serialKey(body.serial_number));
  }, onItem);

  router.post(
    '/api/flow/items',
    create,
    transaction,
    requirePermission('inventory.write'),
    async (ctx) => {
      const args = { ...create.input(ctx).body, id: uuidv7() };
      await createFlowItem(ctx.state.em, args);
      ctx.status = 201;
      ctx.body = presentFlowItem(
        await getFlowItemView(ctx.state.em, args.id),
      ) satisfies FlowItemView;
    },
  );

  router.patch('/api/flow/items/:id', id, patch, transaction, mayEdit, async (ctx) => {
    const args = { ...patch.input(ctx).body, id: id.of(ctx) };
    const employeeId = currentEmployeeId(ctx);
    await updateFlowItem(ctx.state.em, args, { employeeId });
    await recordRestWrite(ctx.state.em, employeeId, 'flow_item.update', args);
    ctx.body = presentFlowItem(await getFlowItemView(ctx.state.em, args.id)) satisfies FlowItemView;
  });

  const mayDelete = requirePermission(['inventory.write', 'unit.adjust'], onItem);
  router.delete('/api/flow/items/:id', id, remove, transaction, mayDelete, async (ctx) => {
    const args = { id: id.of(ctx) };
    await deleteFlowItemOnce(ctx.state.em, args);
    await recordRestWrite(ctx.state.em, currentEmployeeId(ctx), 'flow_item.delete', args, {
      baseVersion: remove.input(ctx).query.base_version,
    });
    ctx.body = { success: true } satisfies Answer<typeof successResponseSchema>;
  });

  return router;
}
