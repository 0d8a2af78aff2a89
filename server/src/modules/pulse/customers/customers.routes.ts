import Router from '@koa/router';
import {
  customerCreateSchema,
  customerListQuerySchema,
  customerUpdateSchema,
  intIdSchema,
} from '@rentline/sync-protocol';
import { parse, parseBody, parseQuery } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { presentCustomer, presentCustomerDetail } from './customers.presenter';
import { getCustomerRow, listCustomers } from './customers.queries';
import { createCustomer, updateCustomer } from './customers.service';

/** /api/customers (SPEC.md section 7, Customers). */
export function customersRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const idParam = (raw: string) => parse(intIdSchema, raw);

  router.get('/api/customers', async (ctx) => {
    const q = parseQuery(ctx, customerListQuerySchema);
    const { rows, total, hasMore } = await listCustomers(ctx.state.em, q, todayIn(settings));
    ctx.body = { customers: rows.map(presentCustomer), total_count: total, has_more: hasMore };
  });

  router.get('/api/customers/:id', async (ctx) => {
    const row = await getCustomerRow(ctx.state.em, idParam(ctx.params.id!), todayIn(settings));
    ctx.body = presentCustomerDetail(row);
  });

  router.post('/api/customers', async (ctx) => {
    const input = parseBody(ctx, customerCreateSchema);
    const created = await ctx.state.em.transactional((em) => createCustomer(em, input));
    const customer = presentCustomerDetail(
      await getCustomerRow(ctx.state.em, created.customerId, todayIn(settings)),
    );
    ctx.status = 201;
    ctx.body = {
      success: true,
      customer_id: created.customerId,
      customer_name: created.customerName,
      customer,
    };
  });

  router.put('/api/customers/:id', async (ctx) => {
    const id = idParam(ctx.params.id!);
    const input = parseBody(ctx, customerUpdateSchema);
    await ctx.state.em.transactional((em) => updateCustomer(em, id, input));
    ctx.body = {
      success: true,
      customer: presentCustomerDetail(await getCustomerRow(ctx.state.em, id, todayIn(settings))),
    };
  });

  return router;
}
