import Router from '@koa/router';
import {
  exceptionCreateSchema,
  exceptionListQuerySchema,
  exceptionResolveSchema,
  intIdSchema,
} from '@rentline/sync-protocol';
import { parse, parseBody, parseQuery } from '../../../http/validate';
import {
  getExceptionRow,
  listExceptionTypes,
  listExceptions,
  presentException,
} from './exceptions.queries';
import { createException, resolveException } from './exceptions.service';

/** /api/exceptions (SPEC.md section 7, Exceptions). */
export function exceptionsRoutes(): Router {
  const router = new Router();
  const idParam = (raw: string) => parse(intIdSchema, raw);

  router.get('/api/exceptions', async (ctx) => {
    const q = parseQuery(ctx, exceptionListQuerySchema);
    ctx.body = { exceptions: (await listExceptions(ctx.state.em, q)).map(presentException) };
  });

  router.get('/api/exceptions/types', async (ctx) => {
    ctx.body = await listExceptionTypes(ctx.state.em);
  });

  router.post('/api/exceptions', async (ctx) => {
    const input = parseBody(ctx, exceptionCreateSchema);
    const id = await ctx.state.em.transactional((em) => createException(em, input));
    ctx.status = 201;
    ctx.body = {
      success: true,
      exception: presentException(await getExceptionRow(ctx.state.em, id)),
    };
  });

  router.post('/api/exceptions/:id/resolve', async (ctx) => {
    const id = idParam(ctx.params.id!);
    const input = parseBody(ctx, exceptionResolveSchema);
    await ctx.state.em.transactional((em) => resolveException(em, id, input));
    ctx.body = {
      success: true,
      exception: presentException(await getExceptionRow(ctx.state.em, id)),
    };
  });

  return router;
}
