import type Router from '@koa/router';
import { agreementsRoutes } from './agreements/agreements.routes';
import { agreementLifecycleRoutes } from './agreements/lifecycle/lifecycle.routes';
import { collectionsRoutes } from './collections/collections.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { endOfDayRoutes } from './end-of-day/end-of-day.routes';
import { exceptionsRoutes } from './exceptions/exceptions.routes';
import { paymentsRoutes } from './payments/payments.routes';
import type { PulseSettings } from './pulse-sql';
import { receiptsRoutes } from './receipts/receipts.routes';

/** Every Pulse router (SPEC.md section 7: dashboard, customers, agreements, payments, exceptions; issue 22: end of day, collections). */
export function pulseRouters(settings: PulseSettings): Router[] {
  return [
    dashboardRoutes(settings),
    customersRoutes(settings),
    agreementsRoutes(settings),
    agreementLifecycleRoutes(settings),
    paymentsRoutes(settings),
    exceptionsRoutes(),
    receiptsRoutes(settings),
    endOfDayRoutes(settings),
    collectionsRoutes(settings),
  ];
}
