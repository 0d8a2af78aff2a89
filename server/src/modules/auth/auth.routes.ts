import Router from '@koa/router';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { signInRequestSchema } from '@rentline/sync-protocol/wire';
import { currentEmployeeId } from '../../http/current-employee';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { endSession } from './auth-sessions';
import { deviceOf, rememberDevice } from './device-token';
import { type AuthSettings, signIn } from './auth.service';

/**
 * POST /api/auth/signin answers `{ success, token, employee }` or `{ success: false, error }`
 * (429 with Retry-After when a limit holds it back, sign-in-throttle.ts). A success also gives
 * the device its device token (device-token.ts).
 */
export function authRoutes(settings: AuthSettings): Router {
  const router = new Router({ prefix: '/api/auth' });
  router.post('/signin', async (ctx) => {
    let input;
    try {
      input = parse(signInRequestSchema, ctx.request.body ?? {});
    } catch (err) {
      ctx.status = 400;
      ctx.body = { success: false, error: (err as Error).message };
      return;
    }
    const device = deviceOf(ctx, settings.jwtSecret);
    try {
      const caller = { address: ctx.ip, device, userAgent: ctx.get('user-agent') || null };
      const result = await signIn(ctx.state.em, { ...input, ...caller }, settings);
      if (!result) {
        ctx.status = 401;
        ctx.body = { success: false, error: ERRORS.invalidCredentials };
        return;
      }
      rememberDevice(ctx, settings.jwtSecret, device);
      ctx.body = { success: true, token: result.token, employee: result.employee };
    } catch (err) {
      if (err instanceof AppError && err.status === 429) {
        ctx.status = 429;
        const wait = Number(err.extra?.retry_after);
        if (wait > 0) ctx.set('Retry-After', String(wait));
        ctx.body = { success: false, error: err.message };
        return;
      }
      throw err;
    }
  });
  return router;
}

/**
 * POST /api/auth/signout (behind the token guard): ends the token's session on the server, so
 * every server process refuses the token from now on (401).
 */
export function signOutRoutes(): Router {
  const router = new Router();
  router.post('/api/auth/signout', async (ctx) => {
    await endSession(ctx.state.em, String(ctx.state.user?.jti), currentEmployeeId(ctx));
    ctx.body = { success: true };
  });
  return router;
}
