import Router from '@koa/router';
import { sql } from '@mikro-orm/core';
import type { LookupData } from '@rentline/sync-protocol/wire';
import {
  Contact,
  ContactType,
  Customer,
  Employee,
  EngagementType,
  FollowUpStatus,
} from '../../db/entities';

const names = (rows: { name: string }[]) => rows.map((r) => r.name);

/** GET /api/engagements/lookup-data: the lists the engagement dialogs choose from. */
export function lookupDataRoutes(): Router {
  const router = new Router();
  router.get('/api/engagements/lookup-data', async (ctx) => {
    const em = ctx.state.em;
    const byName = [{ [sql`lower(full_name)`]: 'asc' as const }];
    const contacts = await em
      .createQueryBuilder(Contact)
      .select(['id', sql`full_name`.as('name'), 'email'])
      .orderBy([...byName, { id: 'asc' }])
      .execute();
    const customers = await em
      .createQueryBuilder(Customer, 'cu')
      .select(['cu.id', sql`ct.full_name`.as('name')])
      // contact_id is a relation mapped to its key: joinable, though not typed as one.
      .join('cu.contact_id' as never, 'ct')
      .orderBy([{ [sql`lower(ct.full_name)`]: 'asc' }, { 'cu.id': 'asc' }])
      .execute();
    const employees = await em
      .createQueryBuilder(Employee)
      .select(['id', sql`full_name`.as('name')])
      .orderBy({ full_name: 'asc' })
      .execute();
    const types = (kind: 'initial' | 'required') =>
      em.createQueryBuilder(EngagementType).select('name').where({ kind }).orderBy({ id: 'asc' });
    ctx.body = {
      contact_types: names(
        await em.createQueryBuilder(ContactType).select('name').orderBy({ id: 'asc' }).execute(),
      ),
      initial_engagement_types: names(await types('initial').execute()),
      required_engagement_types: names(await types('required').execute()),
      follow_up_statuses: names(
        await em
          .createQueryBuilder(FollowUpStatus)
          .select('name')
          .orderBy([{ sort_order: 'asc' }, { id: 'asc' }])
          .execute(),
      ),
      contacts: contacts.map((c) => ({ id: String(c.id), name: String(c.name), email: c.email })),
      customers: customers.map((c) => ({ id: Number(c.id), name: String(c.name) })),
      employees: employees.map((e) => ({ id: Number(e.id), name: String(e.name) })),
    } satisfies LookupData;
  });
  return router;
}
