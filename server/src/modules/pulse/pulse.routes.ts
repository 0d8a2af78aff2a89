import type Router from '@koa/router';
import { agreementsRoutes } from './agreements/agreements.routes';
import { agreementLifecycleRoutes } from './agreements/lifecycle/lifecycle.routes';
import { collectionsRoutes } from './collections/collections.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { exceptionsRoutes } from './exceptions/exceptions.routes';
import type { PulseSettings } from './pulse-sql';

/** Every Pulse router (SPEC.md section 7: dashboard, customers, agreements, exceptions; issue 22: collections). Money has its own (modules/money). */
export function pulseRouters(settings: PulseSettings): Router[] {
  return [
    dashboardRoutes(settings),
    customersRoutes(settings),
    agreementsRoutes(settings),
    agreementLifecycleRoutes(settings),
    exceptionsRoutes(),
    collectionsRoutes(settings),
  ];
}
