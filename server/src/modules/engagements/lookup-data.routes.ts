import Router from '@koa/router';
import type { LookupData } from '@rentline/sync-protocol';

/** GET /api/engagements/lookup-data: the lists the engagement dialogs choose from. */
export function lookupDataRoutes(): Router {
  const router = new Router();
  router.get('/api/engagements/lookup-data', async (ctx) => {
    const em = ctx.state.em;
    const names = async (sql: string) =>
      (await em.execute<{ name: string }[]>(sql)).map((r) => r.name);
    const body: LookupData = {
      contact_types: await names('select name from contact_types order by id'),
      initial_engagement_types: await names(
        `select name from engagement_types where kind = 'initial' order by id`,
      ),
      required_engagement_types: await names(
        `select name from engagement_types where kind = 'required' order by id`,
      ),
      follow_up_statuses: await names(
        'select name from follow_up_statuses order by sort_order, id',
      ),
      contacts: await em.execute(
        'select id::text as id, full_name as name, email from contacts order by lower(full_name), id',
      ),
      customers: (
        await em.execute<{ id: number; name: string }[]>(
          'select cu.id, ct.full_name as name from customers cu join contacts ct on ct.id = cu.contact_id order by lower(ct.full_name), cu.id',
        )
      ).map((c) => ({ id: Number(c.id), name: c.name })),
      employees: (
        await em.execute<{ id: number; name: string }[]>(
          'select id, full_name as name from employees order by full_name',
        )
      ).map((e) => ({ id: Number(e.id), name: e.name })),
    };
    ctx.body = body;
  });
  return router;
}
