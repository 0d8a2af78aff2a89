import Router from '@koa/router';
import { requirePermission } from '../../../security/permissions';
import { retailPrice } from '../../../security/record-bindings';
import { toCents } from '@rentline/sync-protocol/money';
import { belowRateFactors } from '@rentline/sync-protocol/rules';
import {
  type AgreementDetail,
  type AgreementFinancial,
  agreementCreateSchema,
  type agreementCreateResponseSchema,
  type agreementItemsResponseSchema,
  agreementListQuerySchema,
  type agreementListResponseSchema,
  intIdSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { currentEmployeeId } from '../../../http/current-employee';
import { transaction } from '../../../http/transaction';
import { idParam, validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { presentAgreement, presentAgreementDetail, presentFinancial } from './agreements.presenter';
import {
  agreementSchedule,
  getAgreementRow,
  listAgreementItems,
  listAgreements,
} from './agreements.queries';
import { createAgreement } from './agreements.service';
import { agreementFigures } from '../../money/ledger/agreement-figures';

/** /api/agreements (SPEC.md section 7, Agreements). */
export function agreementsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const id = idParam(intIdSchema);
  const list = validate({ query: agreementListQuerySchema });
  const create = validate({ body: agreementCreateSchema });

  router.get('/api/agreements', list, async (ctx) => {
    const { rows, total, hasMore } = await listAgreements(
      ctx.state.em,
      list.input(ctx).query,
      todayIn(settings),
      settings.storeTimeZone,
    );
    ctx.body = {
      agreements: rows.map(presentAgreement),
      total_count: total,
      has_more: hasMore,
    } satisfies Answer<typeof agreementListResponseSchema>;
  });

  router.get('/api/agreements/:id', id, async (ctx) => {
    const row = await getAgreementRow(ctx.state.em, id.of(ctx), todayIn(settings));
    ctx.body = presentAgreementDetail(row) satisfies AgreementDetail;
  });

  router.get('/api/agreements/:id/items', id, async (ctx) => {
    ctx.body = {
      items: await listAgreementItems(ctx.state.em, id.of(ctx)),
    } satisfies Answer<typeof agreementItemsResponseSchema>;
  });

  router.get('/api/agreements/:id/financial', id, async (ctx) => {
    const today = todayIn(settings);
    const agreement = await getAgreementRow(ctx.state.em, id.of(ctx), today);
    const schedule = await agreementSchedule(ctx.state.em, id.of(ctx), today);
    const figures = await agreementFigures(ctx.state.em, id.of(ctx), today);
    ctx.body = presentFinancial(agreement, schedule, figures) satisfies AgreementFinancial;
  });

  // Writing agreements, and a manager when the total is below the store's rate factor.
  const mayCreate = requirePermission(
    async (ctx, em) => {
      const input = create.input(ctx).body;
      const cash = await retailPrice(em, input.selectedProperty);
      const below = belowRateFactors(cash, input.rentalTerm, input.totalCost);
      return below ? ['agreement.write', 'agreement.price'] : ['agreement.write'];
    },
    (ctx) => ({ recordType: 'agreement', amountCents: toCents(create.input(ctx).body.totalCost) }),
  );

  router.post('/api/agreements', create, transaction, mayCreate, async (ctx) => {
    const created = await createAgreement(
      ctx.state.em,
      create.input(ctx).body,
      todayIn(settings),
      currentEmployeeId(ctx),
    );
    ctx.status = 201;
    ctx.body = {
      success: true,
      agreement_id: created.agreementId,
      custom_agreement_id: created.customAgreementId,
      pricing: created.pricing,
    } satisfies Answer<typeof agreementCreateResponseSchema>;
  });

  return router;
}
