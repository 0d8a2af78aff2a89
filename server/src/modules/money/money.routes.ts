/**
 * The money module's routes (DESIGN.md 5.1): payments and their reversal, an agreement's ledger
 * and fee waivers, receipts, End of Day, card sessions and the store settings. Every money write
 * carries an Idempotency-Key (http/idempotency.ts) and runs under the agreement's lock.
 */
import Router from '@koa/router';
import type { Logger } from 'pino';
import { toDollars } from '@rentline/sync-protocol/money';
import {
  feeWaiveSchema,
  intIdSchema,
  type ledgerResponseSchema,
  paymentReverseSchema,
  type paymentReverseResponseSchema,
  storeSettingsChangeSchema,
  type StoreSettingsResponse,
} from '@rentline/sync-protocol/wire';
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
import { authorize, requirePermission } from '../../security/permissions';
import { ledgerEntryCents, paymentCents } from '../../security/record-bindings';
import { audit } from '../audit/audit';

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
      const recordId = id.of(ctx);
      const amountCents = await paymentCents(em, recordId);
      const bound = { recordType: 'payment', recordId, amountCents };
      const approvedBy = await authorize(ctx, em, 'payment.reverse', bound);
      const r = await reversePayment(em, recordId, body, todayIn(settings), by);
      await audit(em, {
        action: 'payment.reverse',
        ...bound,
        employeeId: by,
        approvedBy,
        detail: { amount_cents: amountCents, entry_id: r.entryId, fee_cents: r.feeCents },
      });
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
      const amountCents = await ledgerEntryCents(em, id.of(ctx), entryId.of(ctx));
      const bound = { recordType: 'ledger_entry', recordId: entryId.of(ctx), amountCents };
      const approvedBy = await authorize(ctx, em, 'fee.waive', bound);
      const w = await waiveFee(em, id.of(ctx), entryId.of(ctx), body.reason, todayIn(settings), by);
      await audit(em, {
        action: 'fee.waive',
        ...bound,
        employeeId: by,
        approvedBy,
        detail: { agreement_id: id.of(ctx), waived_cents: w.waivedCents },
      });
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

  router.put(
    '/api/settings',
    change,
    transaction,
    requirePermission('settings.change'),
    async (ctx) => {
      const body = change.input(ctx).body;
      await changeStoreSettings(ctx.state.em, body, todayIn(settings), currentEmployeeId(ctx));
      await audit(ctx.state.em, {
        action: 'settings.change',
        recordType: 'store_settings',
        employeeId: currentEmployeeId(ctx),
        detail: { effective_from: body.effective_from },
      });
      ctx.body = await readStoreSettings(ctx.state.em, todayIn(settings));
      settings.sweeper?.kick();
    },
  );

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
