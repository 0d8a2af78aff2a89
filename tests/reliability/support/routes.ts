/** The app's routes as data: every guarded route walked from `guardedRouters(...)`, and a seeded database whose ids fill `:params`. */
import pino from 'pino';
import { guardedRouters } from '../../../server/src/app';
import {
  insertContactRow,
  insertEngagementRow,
  insertFlowItemRow,
  insertFollowUpRow,
} from '../../../server/src/testing/factories';
import { seedPulseFixture } from '../../../server/src/testing/pulse-fixture';
import type { ReliabilityServer } from './server';

export interface Route {
  method: string;
  path: string;
}

export function guardedRoutes(server: ReliabilityServer): Route[] {
  const routers = guardedRouters({
    secrets: server.secrets,
    timeClockUrl: null,
    storeTimeZone: 'America/New_York',
    logger: pino({ level: 'silent' }),
  });
  const routes: Route[] = [];
  for (const router of routers)
    for (const layer of router.stack)
      for (const method of layer.methods.filter((m) => m !== 'HEAD'))
        routes.push({ method, path: String(layer.path) });
  return routes;
}

export const PUBLIC_ROUTES: Route[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/health/ready' },
  { method: 'POST', path: '/api/auth/signin' },
  { method: 'GET', path: '/api/flow/images/:imageId' },
  { method: 'GET', path: '/api/pay/simulator/:token' },
  { method: 'POST', path: '/api/pay/simulator/:token' },
];

/** Which table a route's `:id` names, so "a valid id" is a row that exists. */
export function tableFor(path: string): string {
  const table: [RegExp, string][] = [
    [/follow-up/, 'follow_ups'],
    [/^\/api\/engagements/, 'engagements'],
    [/contacts/, 'contacts'],
    [/calendar/, 'employees'],
    [/flow\/items/, 'flow_items'],
    [/flow\/images/, 'item_images'],
    [/customers/, 'customers'],
    [/agreements/, 'agreements'],
    [/exceptions/, 'exceptions'],
  ];
  return table.find(([re]) => re.test(path))?.[1] ?? 'contacts';
}

const TABLES = [
  'contacts',
  'engagements',
  'follow_ups',
  'flow_items',
  'customers',
  'agreements',
  'exceptions',
  'employees',
  'item_images',
];

/** Seeds one of everything (the Pulse fixture plus a contact, engagement, follow-up, item); answers existing ids by table. */
export async function seedEverything(server: ReliabilityServer): Promise<Record<string, string[]>> {
  const now = new Date().toISOString();
  await server.db.em.fork().transactional(async (em) => {
    await seedPulseFixture(em, now.slice(0, 10));
    const contact = await insertContactRow(em);
    const engagement = await insertEngagementRow(em, {
      engagement_date_time: now,
      contact_id: contact,
      employee_id: 1,
    });
    await insertFollowUpRow(em, { date_time: now, engagement_id: engagement, employee_id: 1 });
    await insertFlowItemRow(em, { name: 'Fuzz Lamp' });
  });
  const em = server.db.em.fork();
  const ids: Record<string, string[]> = {};
  for (const table of TABLES)
    ids[table] = (
      await em.execute<{ id: unknown }[]>(`select id from ${table} order by id limit 3`)
    ).map((r) => String(r.id));
  return ids;
}

/** The route's path with every `:param` filled by `fill`. */
export function fillPath(path: string, fill: (name: string, index: number) => string): string {
  let i = 0;
  return path.replace(/:(\w+)/g, (_m, name: string) => fill(name, i++));
}
