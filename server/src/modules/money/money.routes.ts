/**
 * The money module's routes (DESIGN.md 5.1): payments and their reversal, an agreement's ledger
 * and fee waivers, receipts, End of Day, card sessions and the store settings. Every money write
 * carries an Idempotency-Key (http/idempotency.ts) and runs under the agreement's lock.
 */
import Router from '@koa/router';
import type { Logger } from 'pino';
import {
  feeWaiveSchema,
  intIdSchema,
  type ledgerResponseSchema,
  paymentReverseSchema,
  type paymentReverseResponseSchema,
  storeSettingsChangeSchema,
  type StoreSettingsResponse,
  toDollars,
} from '@rentline/sync-protocol';
import type { Answer } from '../../http/answer';
import { currentEmployeeId } from '../../http/current-employee';
import { idempotent } from '../../http/idempotency';
import { transaction } from '../../http/transaction';
import { idParam, validate } from '../../http/validate';
import { todayIn, type PulseSettings } from '../pulse/pulse-sql';
import { paymentSessionsRoutes } from './card/payment-sessions.routes';
import type { PaymentsOptions } from './card/payments-options';
import { endOfDayRoutes } from './end-of-day/end-of-day.routes';
import { ledgerView } from './ledger/ledger-view';
import type { LedgerSweeper } from './ledger/sweep';
import { paymentsRoutes } from './payments/payments.routes';
import { reversePayment } from './payments/reverse';
import { waiveFee } from './payments/waive';
import { receiptsRoutes } from './receipts/receipts.routes';
import { changeStoreSettings, readStoreSettings } from './settings/store-settings.service';

export interface MoneyOptions extends PulseSettings {
  payments: PaymentsOptions;
  logger?: Logger;
  /** Settles every agreement again soon (after a settings change). */
  sweeper?: LedgerSweeper;
}

function ledgerRoutes(settings: MoneyOptions): Router {
  const router = new Router();
  const id = idParam(intIdSchema);
  const entryId = idParam(intIdSchema, 'entryId');
  const reverse = validate({ body: paymentReverseSchema });
  const waive = validate({ body: feeWaiveSchema });
  const change = validate({ body: storeSettingsChangeSchema });

  router.get('/api/agreements/:id/ledger', id, async (ctx) => {
    ctx.body = (await ledgerView(ctx.state.em, id.of(ctx))) satisfies Answer<
      typeof ledgerResponseSchema
    >;
  });

  router.post('/api/payments/:id/reverse', id, reverse, async (ctx) => {
    const body = reverse.input(ctx).body;
    const by = currentEmployeeId(ctx);
    await idempotent(ctx, async (em) => {
      const r = await reversePayment(em, id.of(ctx), body, todayIn(settings), by);
      return {
        status: 200,
        body: {
          success: true,
          payment_id: r.paymentId,
          entry_id: r.entryId,
          agreement_status: r.agreementStatus,
          amount_due: toDollars(r.amountDueCents),
          fee: toDollars(r.feeCents),
        } satisfies Answer<typeof paymentReverseResponseSchema>,
      };
    });
  });

  router.post('/api/agreements/:id/ledger/:entryId/waive', id, entryId, waive, async (ctx) => {
    const body = waive.input(ctx).body;
    const by = currentEmployeeId(ctx);
    await idempotent(ctx, async (em) => {
      const w = await waiveFee(em, id.of(ctx), entryId.of(ctx), body.reason, todayIn(settings), by);
      return {
        status: 200,
        body: {
          success: true,
          waived: toDollars(w.waivedCents),
          amount_due: toDollars(w.amountDueCents),
        },
      };
    });
  });

  router.get('/api/settings', async (ctx) => {
    ctx.body = (await readStoreSettings(
      ctx.state.em,
      todayIn(settings),
    )) satisfies StoreSettingsResponse;
  });

  router.put('/api/settings', change, transaction, async (ctx) => {
    await changeStoreSettings(
      ctx.state.em,
      change.input(ctx).body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
    ctx.body = await readStoreSettings(ctx.state.em, todayIn(settings));
    settings.sweeper?.kick();
  });

  return router;
}

export function moneyRouters(options: MoneyOptions): Router[] {
  return [
    paymentsRoutes(options),
    ledgerRoutes(options),
    receiptsRoutes(options),
    endOfDayRoutes(options),
    paymentSessionsRoutes(options.payments, options),
  ];
}
