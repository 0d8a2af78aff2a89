/**
 * Every screen of the route table with a fixed address (SPEC.md section 1): the list the
 * route-walking specs (accessibility, tablet fit, touch targets) visit.
 */
export const SCREENS = [
  '/',
  '/pulse',
  '/pulse/dashboard',
  '/pulse/customers',
  '/pulse/agreements',
  '/pulse/agreements/new',
  '/pulse/payments',
  '/pulse/payment',
  '/pulse/exceptions',
  '/pulse/collections',
  '/pulse/collections/visits',
  '/pulse/end-of-day',
  '/core',
  '/core/contacts',
  '/core/contacts/new',
  '/core/engagements',
  '/core/calendar',
  '/flow',
  '/flow/new',
  '/flow/instock',
] as const;
