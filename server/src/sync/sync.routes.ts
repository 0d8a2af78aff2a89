import Router from '@koa/router';
import { pullQuerySchema, pushRequestSchema } from '@rentline/sync-protocol/wire';
import { gzipped } from '../http/compression';
import { currentEmployeeId } from '../http/current-employee';
import { describeRequest } from '../http/request-scope';
import { validate } from '../http/validate';
import { roleOf } from '../security/permissions';
import type { ApplyDeps } from './dispatch';
import { pull } from './pull';
import { auditBulkPull } from './pull-audit';
import { push } from './push';

export function syncRoutes(deps: ApplyDeps): Router {
  const router = new Router({ prefix: '/api/sync' });
  const pushing = validate({ body: pushRequestSchema });
  const pulling = validate({ query: pullQuerySchema });

  router.post('/push', pushing, async (ctx) => {
    const body = pushing.input(ctx).body;
    describeRequest({ clientId: body.client_id, mutations: body.mutations.length });
    const employeeId = currentEmployeeId(ctx);
    const answer = await push(ctx.state.em, body, employeeId, deps, roleOf(ctx));
    ctx.state.metrics?.observePush(body, answer.results);
    ctx.body = answer;
  });

  router.get('/pull', gzipped(), pulling, async (ctx) => {
    const query = pulling.input(ctx).query;
    if (query.client_id) describeRequest({ clientId: query.client_id });
    ctx.set('Cache-Control', 'no-store');
    const employeeId = currentEmployeeId(ctx);
    const page = await pull(ctx.state.em, query, employeeId);
    await auditBulkPull(ctx.state.em, query, page, employeeId);
    ctx.state.metrics?.observePull(page);
    ctx.body = page;
  });

  // The key devices seal an SSN to as it is typed (ssn-seal in sync-protocol).
  router.get('/ssn-key', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = deps.cipher.publicKey;
  });

  return router;
}
