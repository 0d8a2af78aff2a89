import Router from '@koa/router';
import { v7 as uuidv7 } from 'uuid';
import {
  followUpEditSchema,
  followUpInputSchema,
  type followUpListResponseSchema,
  type followUpSaveResponseSchema,
  type successResponseSchema,
  uuidSchema,
  deleteQuerySchema,
} from '@rentline/sync-protocol/wire';
import { recordRestWrite } from '../../db/edit-authors';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { createFollowUp, deleteFollowUp, updateFollowUp } from './engagements.appliers';
import { presentFollowUpView } from './engagements.presenter';
import { getFollowUpView, listFollowUps } from './engagements.queries';

/** Follow-ups under /api/engagements (SPEC.md section 7); the literal paths come before `:id`. */
export function followUpsRoutes(): Router {
  const router = new Router();
  const id = idParam(uuidSchema);
  const create = validate({ body: followUpInputSchema });
  const edit = validate({ body: followUpEditSchema });
  const remove = validate({ query: deleteQuerySchema });

  router.get('/api/engagements/all-follow-ups', async (ctx) => {
    const rows = await listFollowUps(ctx.state.em);
    ctx.body = {
      follow_ups: rows.map(presentFollowUpView),
    } satisfies Answer<typeof followUpListResponseSchema>;
  });

  router.post('/api/engagements/follow-up', create, transaction, async (ctx) => {
    const args = { ...create.input(ctx).body, id: uuidv7() };
    await createFollowUp(ctx.state.em, args);
    // Its engagement's delete may come from a tablet that never had it: that tells its maker.
    await recordRestWrite(ctx.state.em, currentEmployeeId(ctx), 'follow_up.create', args);
    ctx.status = 201;
    ctx.body = {
      success: true,
      follow_up: presentFollowUpView(await getFollowUpView(ctx.state.em, args.id)),
    } satisfies Answer<typeof followUpSaveResponseSchema>;
  });

  router.put('/api/engagements/follow-up/:id', id, edit, transaction, async (ctx) => {
    const args = { ...edit.input(ctx).body, id: id.of(ctx) };
    const employeeId = currentEmployeeId(ctx);
    await updateFollowUp(ctx.state.em, args, { employeeId });
    await recordRestWrite(ctx.state.em, employeeId, 'follow_up.update', args);
    ctx.body = {
      success: true,
      follow_up: presentFollowUpView(await getFollowUpView(ctx.state.em, args.id)),
    } satisfies Answer<typeof followUpSaveResponseSchema>;
  });

  router.delete('/api/engagements/follow-up/:id', id, remove, transaction, async (ctx) => {
    const args = { id: id.of(ctx) };
    await deleteFollowUp(ctx.state.em, args);
    await recordRestWrite(ctx.state.em, currentEmployeeId(ctx), 'follow_up.delete', args, {
      baseVersion: remove.input(ctx).query.base_version,
    });
    ctx.body = { success: true } satisfies Answer<typeof successResponseSchema>;
  });

  router.get('/api/engagements/:id/follow-ups', id, async (ctx) => {
    const rows = await listFollowUps(ctx.state.em, id.of(ctx));
    ctx.body = {
      follow_ups: rows.map(presentFollowUpView),
      total: rows.length,
    } satisfies Answer<typeof followUpListResponseSchema>;
  });

  return router;
}
