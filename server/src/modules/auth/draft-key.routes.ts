import { createHmac } from 'node:crypto';
import Router from '@koa/router';
import { currentEmployeeId } from '../../http/current-employee';

/**
 * GET /api/auth/draft-key: the signed-in employee's key for their form drafts on a device
 * (DESIGN.md section 4, "Auth and shared tablets"). Drafts are encrypted with it, so after
 * sign-out the next person on the tablet cannot read them, and the same employee can again
 * after signing in. Derived from the server's secret, so it is the same on every device and
 * never stored on the server; handed only to a live session (behind the token guard), never
 * cached, and kept by the tablet in memory only (client/src/api/draft-key.ts), not beside the
 * session token.
 */
export function draftKeyRoutes(secret: string): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.get('/draft-key', (ctx) => {
    const key = createHmac('sha256', secret)
      .update(`rentline drafts:${currentEmployeeId(ctx)}`)
      .digest('base64');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { key };
  });
  return router;
}
