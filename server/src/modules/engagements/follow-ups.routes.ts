import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import { followUpEditSchema, followUpInputSchema, uuidSchema } from '@rentline/sync-protocol';
import { currentEmployeeId } from '../../http/current-employee';
import { parse, parseBody } from '../../http/validate';
import { createFollowUp, deleteFollowUp, updateFollowUp } from './engagements.appliers';
import { presentFollowUpView } from './engagements.presenter';
import { getFollowUpView, listFollowUps } from './engagements.queries';
import { transact } from './transact';

/** Follow-ups under /api/engagements (SPEC.md section 7); the literal paths come before `:id`. */
export function followUpsRoutes(): Router {
  const router = new Router();
  const idParam = (raw: string | undefined) => parse(uuidSchema, raw);

  router.get('/api/engagements/all-follow-ups', async (ctx) => {
    const rows = await listFollowUps(ctx.state.em);
    ctx.body = { follow_ups: rows.map(presentFollowUpView) };
  });

  router.post('/api/engagements/follow-up', async (ctx) => {
    const input = parseBody(ctx, followUpInputSchema);
    const id = uuidv7();
    await transact(ctx, (em) => createFollowUp(em, { ...input, id }));
    ctx.status = 201;
    ctx.body = {
      success: true,
      follow_up: presentFollowUpView(await getFollowUpView(ctx.state.em, id)),
    };
  });

  router.put('/api/engagements/follow-up/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    const input = parseBody(ctx, followUpEditSchema);
    const meta = { employeeId: currentEmployeeId(ctx) };
    await transact(ctx, (em) => updateFollowUp(em, { ...input, id }, meta));
    ctx.body = {
      success: true,
      follow_up: presentFollowUpView(await getFollowUpView(ctx.state.em, id)),
    };
  });

  router.delete('/api/engagements/follow-up/:id', async (ctx) => {
    const id = idParam(ctx.params.id);
    await transact(ctx, (em) => deleteFollowUp(em, { id }));
    ctx.body = { success: true };
  });

  router.get('/api/engagements/:id/follow-ups', async (ctx) => {
    const rows = await listFollowUps(ctx.state.em, idParam(ctx.params.id));
    ctx.body = { follow_ups: rows.map(presentFollowUpView), total: rows.length };
  });

  return router;
}
