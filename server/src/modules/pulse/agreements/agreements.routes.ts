import Router from '@koa/router';
import {
  agreementCreateSchema,
  agreementListQuerySchema,
  intIdSchema,
} from '@rentline/sync-protocol';
import { parse, parseBody, parseQuery } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import {
  presentAgreement,
  presentAgreementDetail,
  presentAgreementItem,
  presentFinancial,
} from './agreements.presenter';
import {
  agreementSchedule,
  getAgreementRow,
  listAgreementItems,
  listAgreements,
} from './agreements.queries';
import { createAgreement } from './agreements.service';

/** /api/agreements (SPEC.md section 7, Agreements). */
export function agreementsRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const idParam = (raw: string) => parse(intIdSchema, raw);

  router.get('/api/agreements', async (ctx) => {
    const q = parseQuery(ctx, agreementListQuerySchema);
    const { rows, total, hasMore } = await listAgreements(
      ctx.state.em,
      q,
      todayIn(settings),
      settings.storeTimeZone,
    );
    ctx.body = { agreements: rows.map(presentAgreement), total_count: total, has_more: hasMore };
  });

  router.get('/api/agreements/:id', async (ctx) => {
    ctx.body = presentAgreementDetail(
      await getAgreementRow(ctx.state.em, idParam(ctx.params.id!), todayIn(settings)),
    );
  });

  router.get('/api/agreements/:id/items', async (ctx) => {
    const rows = await listAgreementItems(ctx.state.em, idParam(ctx.params.id!));
    ctx.body = { items: rows.map(presentAgreementItem) };
  });

  router.get('/api/agreements/:id/financial', async (ctx) => {
    const id = idParam(ctx.params.id!);
    const today = todayIn(settings);
    const agreement = await getAgreementRow(ctx.state.em, id, today);
    ctx.body = presentFinancial(agreement, await agreementSchedule(ctx.state.em, id, today));
  });

  router.post('/api/agreements', async (ctx) => {
    const input = parseBody(ctx, agreementCreateSchema);
    const today = todayIn(settings);
    const created = await ctx.state.em.transactional((em) => createAgreement(em, input, today));
    ctx.status = 201;
    ctx.body = {
      success: true,
      agreement_id: created.agreementId,
      custom_agreement_id: created.customAgreementId,
      pricing: created.pricing,
    };
  });

  return router;
}
