import Router from '@koa/router';
import { auditQuerySchema, type auditPageSchema } from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { validate } from '../../http/validate';
import { requirePermission } from '../../security/permissions';
import { auditPage } from './audit.queries';

/** GET /api/audit (managers: 'audit.read'): the audit trail, newest first, filtered and paged. */
export function auditRoutes(): Router {
  const router = new Router();
  const list = validate({ query: auditQuerySchema });

  router.get('/api/audit', requirePermission('audit.read'), list, async (ctx) => {
    const { entries, total } = await auditPage(ctx.state.em, list.input(ctx).query);
    ctx.body = { entries, total_count: total } satisfies Answer<typeof auditPageSchema>;
  });

  return router;
}
