import Router from '@koa/router';
import {
  exceptionCreateSchema,
  exceptionListQuerySchema,
  type exceptionListResponseSchema,
  exceptionResolveSchema,
  type exceptionResponseSchema,
  type exceptionTypeSchema,
  intIdSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { transaction } from '../../../http/transaction';
import { idParam, validate } from '../../../http/validate';
import {
  getExceptionRow,
  listExceptionTypes,
  listExceptions,
  presentException,
} from './exceptions.queries';
import { createException, reopenException, resolveException } from './exceptions.service';

/** /api/exceptions (SPEC.md section 7, Exceptions; issue 22 section 4: resolve with a note, reopen). */
export function exceptionsRoutes(): Router {
  const router = new Router();
  const id = idParam(intIdSchema);
  const list = validate({ query: exceptionListQuerySchema });
  const create = validate({ body: exceptionCreateSchema });
  const resolve = validate({ body: exceptionResolveSchema });

  router.get('/api/exceptions', list, async (ctx) => {
    const rows = await listExceptions(ctx.state.em, list.input(ctx).query);
    ctx.body = {
      exceptions: rows.map(presentException),
    } satisfies Answer<typeof exceptionListResponseSchema>;
  });

  router.get('/api/exceptions/types', async (ctx) => {
    ctx.body = (await listExceptionTypes(ctx.state.em)) satisfies Answer<
      typeof exceptionTypeSchema
    >[];
  });

  router.post('/api/exceptions', create, transaction, async (ctx) => {
    const created = await createException(ctx.state.em, create.input(ctx).body);
    ctx.status = 201;
    ctx.body = {
      success: true,
      exception: presentException(await getExceptionRow(ctx.state.em, created)),
    } satisfies Answer<typeof exceptionResponseSchema>;
  });

  router.post('/api/exceptions/:id/resolve', id, resolve, transaction, async (ctx) => {
    const employeeId = currentEmployeeId(ctx);
    await resolveException(ctx.state.em, id.of(ctx), resolve.input(ctx).body, employeeId);
    ctx.body = {
      success: true,
      exception: presentException(await getExceptionRow(ctx.state.em, id.of(ctx))),
    } satisfies Answer<typeof exceptionResponseSchema>;
  });

  router.post('/api/exceptions/:id/reopen', id, transaction, async (ctx) => {
    await reopenException(ctx.state.em, id.of(ctx));
    ctx.body = {
      success: true,
      exception: presentException(await getExceptionRow(ctx.state.em, id.of(ctx))),
    } satisfies Answer<typeof exceptionResponseSchema>;
  });

  return router;
}
