import Router from '@koa/router';
import type { Context } from 'koa';
import type { EntityManager } from '@mikro-orm/sql';
import type { AuditAction } from '@rentline/sync-protocol/rules';
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
} from '@rentline/sync-protocol/wire';
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
import { approverOf, authorize, requirePermission } from '../../../../security/permissions';
import { audit } from '../../../audit/audit';
import { editActions, editAmountCents } from './edit-permissions';

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

  /** The agreement's audit entry, in the action's transaction. */
  const audited = (ctx: Context, em: EntityManager, action: AuditAction) =>
    audit(em, {
      action,
      recordType: 'agreement',
      recordId: id.of(ctx),
      employeeId: currentEmployeeId(ctx),
      approvedBy: approverOf(ctx),
    });

  router.post('/api/agreements/:id/activate', id, activation, async (ctx) => {
    const body = activation.input(ctx).body;
    await idempotent(ctx, async (em) => {
      await authorize(ctx, em, 'agreement.write', {
        recordType: 'agreement',
        recordId: id.of(ctx),
      });
      const answer = await activate(
        em,
        id.of(ctx),
        body,
        todayIn(settings),
        currentEmployeeId(ctx),
      );
      await audited(ctx, em, 'agreement.write');
      return { status: 200, body: answer };
    });
  });

  router.post('/api/agreements/:id/payoff', id, payoff, async (ctx) => {
    const body = payoff.input(ctx).body;
    await idempotent(ctx, async (em) => {
      const answer = await payOff(em, id.of(ctx), body, todayIn(settings), currentEmployeeId(ctx));
      await audited(ctx, em, 'agreement.payoff');
      return { status: 200, body: answer };
    });
  });

  router.post('/api/agreements/:id/return', id, giveBack, transaction, async (ctx) => {
    const body = giveBack.input(ctx).body;
    const by = currentEmployeeId(ctx);
    ctx.body = await returnUnit(ctx.state.em, id.of(ctx), body, todayIn(settings), by);
    await audited(ctx, ctx.state.em, 'agreement.return');
  });

  router.post('/api/agreements/:id/reinstate', id, transaction, async (ctx) => {
    const by = currentEmployeeId(ctx);
    ctx.body = await reinstate(ctx.state.em, id.of(ctx), todayIn(settings), by);
    await audited(ctx, ctx.state.em, 'agreement.reinstate');
  });

  const onAgreement = (ctx: Context) => ({ recordType: 'agreement', recordId: id.of(ctx) });

  router.post(
    '/api/agreements/:id/charge-off',
    id,
    writeOff,
    transaction,
    requirePermission('agreement.charge_off', onAgreement),
    async (ctx) => {
      const body = writeOff.input(ctx).body;
      const by = currentEmployeeId(ctx);
      ctx.body = await chargeOff(ctx.state.em, id.of(ctx), body, todayIn(settings), by);
      await audited(ctx, ctx.state.em, 'agreement.charge_off');
    },
  );

  router.post('/api/agreements/:id/cancel', id, drop, transaction, async (ctx) => {
    const body = drop.input(ctx).body;
    const by = currentEmployeeId(ctx);
    ctx.body = await cancel(ctx.state.em, id.of(ctx), body, todayIn(settings), by);
    await audited(ctx, ctx.state.em, 'agreement.cancel');
  });

  router.patch(
    '/api/agreements/:id',
    id,
    change,
    transaction,
    requirePermission(
      (ctx) => editActions(change.input(ctx).body),
      (ctx) => ({ ...onAgreement(ctx), amountCents: editAmountCents(change.input(ctx).body) }),
    ),
    async (ctx) => {
      const body = change.input(ctx).body;
      const by = currentEmployeeId(ctx);
      ctx.body = await editAgreement(ctx.state.em, id.of(ctx), body, todayIn(settings), by);
      const price = editActions(body).includes('agreement.price');
      await audited(ctx, ctx.state.em, price ? 'agreement.price' : 'agreement.write');
    },
  );

  return router;
}
