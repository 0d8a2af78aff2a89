import Router from '@koa/router';
import {
  agreementActivateSchema,
  agreementCancelSchema,
  agreementChargeOffSchema,
  agreementEditSchema,
  type agreementEventsResponseSchema,
  agreementPayoffSchema,
  agreementReturnSchema,
  intIdSchema,
  type PayoffQuote,
} from '@rentline/sync-protocol';
import type { Answer } from '../../../../http/answer';
import { currentEmployeeId } from '../../../../http/current-employee';
import { idempotent } from '../../../../http/idempotency';
import { transaction } from '../../../../http/transaction';
import { idParam, validate } from '../../../../http/validate';
import { todayIn, type PulseSettings } from '../../pulse-sql';
import { listEvents } from './agreement-events';
import { editAgreement } from './edit-agreement';
import { activate, cancel, chargeOff, reinstate, returnUnit } from './lifecycle.service';
import { payOff, quotePayoff } from './payoff.service';

/**
 * The agreement lifecycle (sync-protocol agreement-lifecycle.ts), online-only (DESIGN.md
 * section 5). The two steps that take money (activate, payoff) carry an Idempotency-Key.
 */
export function agreementLifecycleRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const id = idParam(intIdSchema);
  const activation = validate({ body: agreementActivateSchema });
  const payoff = validate({ body: agreementPayoffSchema });
  const giveBack = validate({ body: agreementReturnSchema });
  const writeOff = validate({ body: agreementChargeOffSchema });
  const drop = validate({ body: agreementCancelSchema });
  const change = validate({ body: agreementEditSchema });

  router.get('/api/agreements/:id/events', id, async (ctx) => {
    ctx.body = {
      events: await listEvents(ctx.state.em, id.of(ctx)),
    } satisfies Answer<typeof agreementEventsResponseSchema>;
  });

  router.get('/api/agreements/:id/payoff-quote', id, async (ctx) => {
    ctx.body = (await quotePayoff(
      ctx.state.em,
      id.of(ctx),
      todayIn(settings),
    )) satisfies PayoffQuote;
  });

  router.post('/api/agreements/:id/activate', id, activation, async (ctx) => {
    const body = activation.input(ctx).body;
    await idempotent(ctx, async (em) => ({
      status: 200,
      body: await activate(em, id.of(ctx), body, todayIn(settings), currentEmployeeId(ctx)),
    }));
  });

  router.post('/api/agreements/:id/payoff', id, payoff, async (ctx) => {
    const body = payoff.input(ctx).body;
    await idempotent(ctx, async (em) => ({
      status: 200,
      body: await payOff(em, id.of(ctx), body, todayIn(settings), currentEmployeeId(ctx)),
    }));
  });

  router.post('/api/agreements/:id/return', id, giveBack, transaction, async (ctx) => {
    const body = giveBack.input(ctx).body;
    ctx.body = await returnUnit(
      ctx.state.em,
      id.of(ctx),
      body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
  });

  router.post('/api/agreements/:id/reinstate', id, transaction, async (ctx) => {
    ctx.body = await reinstate(ctx.state.em, id.of(ctx), todayIn(settings), currentEmployeeId(ctx));
  });

  router.post('/api/agreements/:id/charge-off', id, writeOff, transaction, async (ctx) => {
    ctx.body = await chargeOff(
      ctx.state.em,
      id.of(ctx),
      writeOff.input(ctx).body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
  });

  router.post('/api/agreements/:id/cancel', id, drop, transaction, async (ctx) => {
    const body = drop.input(ctx).body;
    ctx.body = await cancel(
      ctx.state.em,
      id.of(ctx),
      body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
  });

  router.patch('/api/agreements/:id', id, change, transaction, async (ctx) => {
    const body = change.input(ctx).body;
    ctx.body = await editAgreement(
      ctx.state.em,
      id.of(ctx),
      body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
  });

  return router;
}
