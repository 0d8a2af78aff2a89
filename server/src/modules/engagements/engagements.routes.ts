import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import {
  engagementEditSchema,
  engagementInputSchema,
  type engagementDeleteResponseSchema,
  type engagementListResponseSchema,
  type engagementSaveResponseSchema,
  uuidSchema,
  deleteQuerySchema,
} from '@rentline/sync-protocol/wire';
import { recordRestWrite } from '../../db/edit-authors';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { createEngagement, deleteEngagement, updateEngagement } from './engagements.appliers';
import { presentEngagementView } from './engagements.presenter';
import { getEngagementView, listEngagements } from './engagements.queries';

/**
 * /api/engagements (SPEC.md section 7). Writes go through the appliers sync push uses.
 * No GET /:id exists, so lookup-data and all-follow-ups are never taken for an id.
 */
export function engagementsRoutes(): Router {
  const router = new Router();
  const id = idParam(uuidSchema);
  const create = validate({ body: engagementInputSchema });
  const edit = validate({ body: engagementEditSchema });
  const remove = validate({ query: deleteQuerySchema });

  router.get('/api/engagements', async (ctx) => {
    const rows = await listEngagements(ctx.state.em);
    ctx.body = {
      engagements: rows.map(presentEngagementView),
    } satisfies Answer<typeof engagementListResponseSchema>;
  });

  router.post('/api/engagements', create, transaction, async (ctx) => {
    const args = { ...create.input(ctx).body, id: uuidv7() };
    await createEngagement(ctx.state.em, args);
    ctx.status = 201;
    ctx.body = {
      success: true,
      engagement: presentEngagementView(await getEngagementView(ctx.state.em, args.id)),
    } satisfies Answer<typeof engagementSaveResponseSchema>;
  });

  router.put('/api/engagements/:id', id, edit, transaction, async (ctx) => {
    const args = { ...edit.input(ctx).body, id: id.of(ctx) };
    const employeeId = currentEmployeeId(ctx);
    await updateEngagement(ctx.state.em, args, { employeeId });
    await recordRestWrite(ctx.state.em, employeeId, 'engagement.update', args);
    ctx.body = {
      success: true,
      engagement: presentEngagementView(await getEngagementView(ctx.state.em, args.id)),
    } satisfies Answer<typeof engagementSaveResponseSchema>;
  });

  router.delete('/api/engagements/:id', id, remove, transaction, async (ctx) => {
    const args = { id: id.of(ctx) };
    const outcome = await deleteEngagement(ctx.state.em, args);
    await recordRestWrite(ctx.state.em, currentEmployeeId(ctx), 'engagement.delete', args, {
      outcome,
      baseVersion: remove.input(ctx).query.base_version,
    });
    ctx.body = {
      success: true,
      deleted_follow_ups: Number(outcome.extra?.deleted_follow_ups ?? 0),
    } satisfies Answer<typeof engagementDeleteResponseSchema>;
  });

  return router;
}
