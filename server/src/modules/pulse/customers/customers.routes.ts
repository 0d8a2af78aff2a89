import Router from '@koa/router';
import {
  type Customer,
  customerCreateSchema,
  type customerCreateResponseSchema,
  customerListQuerySchema,
  type customerListResponseSchema,
  customerUpdateSchema,
  type customerUpdateResponseSchema,
  intIdSchema,
} from '@rentline/sync-protocol/wire';
import type { Answer } from '../../../http/answer';
import { transaction } from '../../../http/transaction';
import { idParam, validate } from '../../../http/validate';
import { todayIn, type PulseSettings } from '../pulse-sql';
import { presentCustomer, presentCustomerDetail } from './customers.presenter';
import { getCustomerRow, listCustomers } from './customers.queries';
import { createCustomer, updateCustomer } from './customers.service';

/** /api/customers (SPEC.md section 7, Customers). */
export function customersRoutes(settings: PulseSettings): Router {
  const router = new Router();
  const id = idParam(intIdSchema);
  const list = validate({ query: customerListQuerySchema });
  const create = validate({ body: customerCreateSchema });
  const update = validate({ body: customerUpdateSchema });

  router.get('/api/customers', list, async (ctx) => {
    const q = list.input(ctx).query;
    const { rows, total, hasMore } = await listCustomers(ctx.state.em, q, todayIn(settings));
    ctx.body = {
      customers: rows.map(presentCustomer),
      total_count: total,
      has_more: hasMore,
    } satisfies Answer<typeof customerListResponseSchema>;
  });

  router.get('/api/customers/:id', id, async (ctx) => {
    const row = await getCustomerRow(ctx.state.em, id.of(ctx), todayIn(settings));
    ctx.body = presentCustomerDetail(row) satisfies Customer;
  });

  router.post('/api/customers', create, transaction, async (ctx) => {
    const created = await createCustomer(ctx.state.em, create.input(ctx).body);
    const customer = presentCustomerDetail(
      await getCustomerRow(ctx.state.em, created.customerId, todayIn(settings)),
    );
    ctx.status = 201;
    ctx.body = {
      success: true,
      customer_id: created.customerId,
      customer_name: created.customerName,
      customer,
    } satisfies Answer<typeof customerCreateResponseSchema>;
  });

  router.put('/api/customers/:id', id, update, transaction, async (ctx) => {
    await updateCustomer(ctx.state.em, id.of(ctx), update.input(ctx).body);
    const row = await getCustomerRow(ctx.state.em, id.of(ctx), todayIn(settings));
    ctx.body = {
      success: true,
      customer: presentCustomerDetail(row),
    } satisfies Answer<typeof customerUpdateResponseSchema>;
  });

  return router;
}
