import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { engagementEditSchema, engagementInputSchema, uuidSchema } from '@rentline/sync-protocol';
import { currentEmployeeId } from '../../http/current-employee';
import { parse, parseBody } from '../../http/validate';
import { createEngagement, deleteEngagement, updateEngagement } from './engagements.appliers';
import { presentEngagementView } from './engagements.presenter';
import { getEngagementView, listEngagements } from './engagements.queries';
import { transact } from './transact';

/**
 * /api/engagements (SPEC.md section 7). Writes go through the appliers sync push uses.
 * No GET /:id exists, so lookup-data and all-follow-ups are never taken for an id.
 */
export function engagementsRoutes(): Router {
  const router = new Router();
  const idParam = (raw: string | undefined) => parse(uuidSchema, raw);

  router.get('/api/engagements', async (ctx) => {
    const rows = await listEngagements(ctx.state.em);
    ctx.body = { engagements: rows.map(presentEngagementView) };
  });

  router.post('/api/engagements', async (ctx) => {
    const input = parseBody(ctx, engagementInputSchema);
    const id = uuidv7();
    await transact(ctx, (em) => createEngagement(em, { ...input, id }));
    ctx.status = 201;
    ctx.body = {
      success: true,
      engagement: presentEngagementView(await getEngagementView(ctx.state.em, id)),
    };
  });

  router.put('/api/engagements/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseBody(ctx, engagementEditSchema);
    const meta = { employeeId: currentEmployeeId(ctx) };
    await transact(ctx, (em) => updateEngagement(em, { ...input, id }, meta));
    ctx.body = {
      success: true,
      engagement: presentEngagementView(await getEngagementView(ctx.state.em, id)),
    };
  });

  router.delete('/api/engagements/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const outcome = await transact(ctx, (em) => deleteEngagement(em, { id }));
    ctx.body = {
      success: true,
      deleted_follow_ups: Number(outcome.extra?.deleted_follow_ups ?? 0),
    };
  });

  return router;
}
