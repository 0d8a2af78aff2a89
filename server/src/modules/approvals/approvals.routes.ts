import Router from '@koa/router';
import { approvalRequestSchema, type approvalResponseSchema } from '@rentline/sync-protocol/wire';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { validate } from '../../http/validate';
import type { AuthSettings } from '../auth/auth.service';
import { deviceOf } from '../auth/device-token';
import { approve } from './approvals.service';

/**
 * POST /api/approvals (behind the token guard: the asking employee is signed in): a manager's
 * email and password for one action on one record answer a single-use `approval_token`, sent
 * back as header X-Approval with that action. Wrong credentials or not a manager: 403
 * `approval_refused`; over the sign-in limits: 429.
 */
export function approvalsRoutes(
  settings: Pick<AuthSettings, 'jwtSecret' | 'throttle' | 'passwordParams'>,
): Router {
  const router = new Router();
  const ask = validate({ body: approvalRequestSchema });

  router.post('/api/approvals', ask, async (ctx) => {
    const asker = {
      employeeId: currentEmployeeId(ctx),
      address: ctx.ip,
      device: deviceOf(ctx, settings.jwtSecret),
    };
    ctx.body = (await approve(ctx.state.em, ask.input(ctx).body, asker, settings)) satisfies Answer<
      typeof approvalResponseSchema
    >;
  });

  return router;
}
