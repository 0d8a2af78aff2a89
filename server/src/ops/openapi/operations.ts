/**
 * Every route of the API as the document states it: method, path, what it takes (path
 * parameters, a query, a body) and what it answers, as sync-protocol schemas, the same ones that
 * validate requests and type the answers. openapi.test.ts fails when a route of the app is
 * missing here or a route listed here is gone.
 */
import type { z } from 'zod';
import * as P from '@rentline/sync-protocol/wire';

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The router's pattern, `:name` for a path parameter. */
  path: string;
  tag: string;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The 200 (201 for creates) answer's shape; absent: JSON not described further. */
  answer?: z.ZodType;
  /** Answered without a bearer token. */
  open?: true;
  /** Not JSON: the answer's media type. */
  media?: string;
}

const op = (
  method: Operation['method'],
  path: string,
  tag: string,
  summary: string,
  rest: Omit<Operation, 'method' | 'path' | 'tag' | 'summary'> = {},
): Operation => ({ method, path, tag, summary, ...rest });

export const OPERATIONS: Operation[] = [
  op('get', '/api/health', 'operations', 'Liveness: the process serves', {
    answer: P.healthResponseSchema,
    open: true,
  }),
  op(
    'get',
    '/api/health/ready',
    'operations',
    'Readiness: database answers, fully migrated (else 503)',
    {
      answer: P.readinessResponseSchema,
      open: true,
    },
  ),
  op('get', '/api/openapi.json', 'operations', 'This document', { open: true }),
  op('get', '/api/docs', 'operations', 'This document, rendered', {
    open: true,
    media: 'text/html',
  }),

  op('post', '/api/auth/signin', 'auth', 'Sign in', {
    body: P.signInRequestSchema,
    answer: P.signInResponseSchema,
    open: true,
  }),
  op('post', '/api/auth/signout', 'auth', 'Sign out: ends the session of the token'),
  op('get', '/api/auth/draft-key', 'auth', 'The key that encrypts drafts on this device'),

  op('post', '/api/sync/push', 'sync', 'Push mutations (idempotent, ordered per client)', {
    body: P.pushRequestSchema,
    answer: P.pushResponseSchema,
  }),
  op('get', '/api/sync/pull', 'sync', 'Pull changes after a cursor', {
    query: P.pullQuerySchema,
    answer: P.pullResponseSchema,
  }),
  op('get', '/api/sync/ssn-key', 'sync', 'The public key devices seal SSNs to', {
    answer: P.ssnKeySchema,
  }),

  op('get', '/api/core/contacts', 'contacts', 'List contacts', {
    query: P.contactListQuerySchema,
    answer: P.contactListResponseSchema,
  }),
  op('get', '/api/core/contacts/:id', 'contacts', 'A contact', { answer: P.contactResponseSchema }),
  op('get', '/api/core/contacts/:id/photo', 'contacts', "A contact's photo", { media: 'image/*' }),
  op('post', '/api/core/contacts', 'contacts', 'Create a contact', {
    body: P.contactInputSchema,
    answer: P.contactSaveResponseSchema,
  }),
  op('put', '/api/core/contacts/:id', 'contacts', 'Change a contact', {
    body: P.contactPatchSchema,
    answer: P.contactSaveResponseSchema,
  }),
  op('delete', '/api/core/contacts/:id', 'contacts', 'Delete a contact', {
    query: P.deleteQuerySchema,
    answer: P.successResponseSchema,
  }),
  op('get', '/api/contacts', 'contacts', 'Pick a contact (search)', {
    query: P.contactPickerQuerySchema,
    answer: P.contactPickerResponseSchema,
  }),

  op('get', '/api/engagements/lookup-data', 'engagements', 'Option lists of the forms', {
    answer: P.lookupDataSchema,
  }),
  op('get', '/api/engagements', 'engagements', 'List engagements', {
    answer: P.engagementListResponseSchema,
  }),
  op('post', '/api/engagements', 'engagements', 'Create an engagement', {
    body: P.engagementInputSchema,
    answer: P.engagementSaveResponseSchema,
  }),
  op('put', '/api/engagements/:id', 'engagements', 'Change an engagement', {
    body: P.engagementEditSchema,
    answer: P.engagementSaveResponseSchema,
  }),
  op('delete', '/api/engagements/:id', 'engagements', 'Delete an engagement', {
    query: P.deleteQuerySchema,
    answer: P.engagementDeleteResponseSchema,
  }),
  op('get', '/api/engagements/all-follow-ups', 'engagements', 'Every follow-up', {
    answer: P.followUpListResponseSchema,
  }),
  op('get', '/api/engagements/:id/follow-ups', 'engagements', "An engagement's follow-ups", {
    answer: P.followUpListResponseSchema,
  }),
  op('post', '/api/engagements/follow-up', 'engagements', 'Create a follow-up', {
    body: P.followUpInputSchema,
    answer: P.followUpSaveResponseSchema,
  }),
  op('put', '/api/engagements/follow-up/:id', 'engagements', 'Change a follow-up', {
    body: P.followUpEditSchema,
    answer: P.followUpSaveResponseSchema,
  }),
  op('delete', '/api/engagements/follow-up/:id', 'engagements', 'Delete a follow-up', {
    query: P.deleteQuerySchema,
    answer: P.successResponseSchema,
  }),

  op('get', '/api/calendar/:employeeId/today', 'calendar', "An employee's day", {
    answer: P.calendarTodayResponseSchema,
  }),
  op('get', '/api/calendar/:employeeId', 'calendar', "An employee's calendar over a range", {
    query: P.calendarRangeQuerySchema,
    answer: P.calendarRangeResponseSchema,
  }),

  op('get', '/api/flow/metrics', 'flow', 'Inventory figures', { answer: P.flowMetricsSchema }),
  op('get', '/api/flow/categories', 'flow', 'Item categories'),
  op('get', '/api/flow/vendors', 'flow', 'Vendors'),
  op('get', '/api/flow/items', 'flow', 'List items', {
    query: P.flowItemListQuerySchema,
    answer: P.flowItemListResponseSchema,
  }),
  op('post', '/api/flow/items', 'flow', 'Create an item', { body: P.flowItemInputSchema }),
  op('patch', '/api/flow/items/:id', 'flow', 'Change an item', { body: P.flowItemPatchSchema }),
  op('delete', '/api/flow/items/:id', 'flow', 'Delete an item', {
    query: P.deleteQuerySchema,
    answer: P.successResponseSchema,
  }),
  op('get', '/api/flow/items/:id/history', 'flow', "A unit's rental history", {
    answer: P.unitHistoryResponseSchema,
  }),
  op('post', '/api/flow/items/:id/images', 'flow', 'Add a photo to an item (multipart)', {
    answer: P.itemImageResponseSchema,
  }),
  op('get', '/api/flow/images/:imageId', 'flow', 'An item photo (unguessable id)', {
    open: true,
    media: 'image/*',
  }),

  op('get', '/api/hub/summary', 'hub', "The signed-in employee's day", {
    answer: P.hubSummarySchema,
  }),
  op('get', '/api/config/public', 'hub', 'Settings the client needs', {
    answer: P.publicConfigSchema,
  }),
  op('get', '/api/dashboard/metrics', 'pulse', 'Business figures', {
    answer: P.dashboardMetricsSchema,
  }),

  op('get', '/api/customers', 'pulse', 'List customers', {
    query: P.customerListQuerySchema,
    answer: P.customerListResponseSchema,
  }),
  op('get', '/api/customers/:id', 'pulse', 'A customer', { answer: P.customerSchema }),
  op('post', '/api/customers', 'pulse', 'Create a customer', {
    body: P.customerCreateSchema,
    answer: P.customerCreateResponseSchema,
  }),
  op('put', '/api/customers/:id', 'pulse', 'Change a customer', {
    body: P.customerUpdateSchema,
    answer: P.customerUpdateResponseSchema,
  }),

  op('get', '/api/agreements', 'pulse', 'List agreements', {
    query: P.agreementListQuerySchema,
    answer: P.agreementListResponseSchema,
  }),
  op('get', '/api/agreements/:id', 'pulse', 'An agreement', { answer: P.agreementDetailSchema }),
  op('get', '/api/agreements/:id/items', 'pulse', "An agreement's items", {
    answer: P.agreementItemsResponseSchema,
  }),
  op('get', '/api/agreements/:id/financial', 'pulse', "An agreement's figures", {
    answer: P.agreementFinancialSchema,
  }),
  op('get', '/api/agreements/:id/events', 'pulse', "An agreement's history", {
    answer: P.agreementEventsResponseSchema,
  }),
  op(
    'get',
    '/api/agreements/:id/payoff-quote',
    'pulse',
    'What paying the agreement off costs today',
    {
      answer: P.payoffQuoteSchema,
    },
  ),
  op(
    'post',
    '/api/agreements/:id/activate',
    'pulse',
    'Deliver: schedule, first payment, unit On Rent',
    {
      body: P.agreementActivateSchema,
      answer: P.agreementLifecycleAnswerSchema,
    },
  ),
  op('post', '/api/agreements/:id/payoff', 'pulse', 'Pay the agreement off at its quote', {
    body: P.agreementPayoffSchema,
    answer: P.agreementLifecycleAnswerSchema,
  }),
  op('post', '/api/agreements/:id/return', 'pulse', 'The unit comes back: agreement Returned', {
    body: P.agreementReturnSchema,
    answer: P.agreementLifecycleAnswerSchema,
  }),
  op(
    'post',
    '/api/agreements/:id/reinstate',
    'pulse',
    'Reinstate a returned agreement in its window',
    {
      answer: P.agreementLifecycleAnswerSchema,
    },
  ),
  op('post', '/api/agreements/:id/charge-off', 'pulse', 'Write the balance off', {
    body: P.agreementChargeOffSchema,
    answer: P.agreementLifecycleAnswerSchema,
  }),
  op('patch', '/api/agreements/:id', 'pulse', 'Edit Agreement: price terms, due day, notes', {
    body: P.agreementEditSchema,
    answer: P.agreementLifecycleAnswerSchema,
  }),
  op('post', '/api/agreements/:id/cancel', 'pulse', 'Cancel a pending agreement', {
    body: P.agreementCancelSchema,
    answer: P.agreementLifecycleAnswerSchema,
  }),
  op('get', '/api/agreements/:id/history', 'pulse', "An agreement's installments and payments", {
    answer: P.agreementHistoryResponseSchema,
  }),
  op('post', '/api/agreements', 'pulse', 'Create an agreement', {
    body: P.agreementCreateSchema,
    answer: P.agreementCreateResponseSchema,
  }),

  op('get', '/api/payments', 'payments', 'List payments', {
    query: P.paymentListQuerySchema,
    answer: P.paymentListResponseSchema,
  }),
  op('get', '/api/payments/scheduled', 'payments', 'Scheduled payments', {
    query: P.scheduledPaymentsQuerySchema,
    answer: P.scheduledPaymentsResponseSchema,
  }),
  op('get', '/api/payments/installments', 'payments', 'Overdue or pending installments', {
    query: P.installmentListQuerySchema,
    answer: P.installmentListResponseSchema,
  }),
  op('get', '/api/payments/recent', 'payments', 'Recent payments', {
    answer: P.recentPaymentsResponseSchema,
  }),
  op('get', '/api/payments/upcoming', 'payments', 'Upcoming payments', {
    answer: P.upcomingPaymentsResponseSchema,
  }),
  op(
    'post',
    '/api/payments',
    'payments',
    'Take a payment: tenders over agreements of one customer (Idempotency-Key header); the older body {agreement_id, amount, payment_method} is read as one split and one tender',
    {
      body: P.paymentTakeSchema,
      answer: P.paymentCreateResponseSchema,
    },
  ),
  op(
    'get',
    '/api/payments/transactions/:transactionId',
    'payments',
    'A card payment by transaction',
    {
      answer: P.recordedPaymentResponseSchema,
    },
  ),
  op('get', '/api/payments/:id/receipt', 'payments', "A payment's receipt", {
    answer: P.receiptSchema,
  }),
  op('get', '/api/elavon/customers/:id/agreements', 'payments', "A customer's payable agreements"),
  op(
    'post',
    '/api/elavon/payment-session',
    'payments',
    'Open a card payment (Idempotency-Key header)',
    {
      body: P.paymentSessionRequestSchema,
      answer: P.paymentSessionResponseSchema,
    },
  ),
  op('get', '/api/pay/simulator/:token', 'payments', 'The simulated card page (single-use link)', {
    open: true,
    media: 'text/html',
  }),
  op('post', '/api/pay/simulator/:token', 'payments', 'The simulated card page, submitted', {
    open: true,
    media: 'text/html',
  }),

  op('get', '/api/exceptions', 'pulse', 'List exceptions', {
    query: P.exceptionListQuerySchema,
    answer: P.exceptionListResponseSchema,
  }),
  op('get', '/api/exceptions/types', 'pulse', 'Exception types'),
  op('post', '/api/exceptions', 'pulse', 'Open an exception', {
    body: P.exceptionCreateSchema,
    answer: P.exceptionResponseSchema,
  }),
  op('post', '/api/exceptions/:id/resolve', 'pulse', 'Resolve an exception, with its note', {
    body: P.exceptionResolveSchema,
    answer: P.exceptionResponseSchema,
  }),
  op('post', '/api/exceptions/:id/reopen', 'pulse', 'Reopen a resolved exception (else 409)', {
    answer: P.exceptionResponseSchema,
  }),

  op('get', '/api/collections/queue', 'pulse', 'The collections queue: accounts past due', {
    query: P.collectionQueueQuerySchema,
    answer: P.collectionQueueResponseSchema,
  }),

  op('get', '/api/end-of-day', 'end-of-day', 'The last 90 closed days', {
    answer: P.endOfDayListResponseSchema,
  }),
  op('get', '/api/end-of-day/:date', 'end-of-day', "A store day's figures (yyyy-MM-dd)", {
    answer: P.endOfDaySchema,
  }),
  op('post', '/api/end-of-day/:date/close', 'end-of-day', 'Close a store day (else 409)', {
    body: P.endOfDayCloseRequestSchema,
    answer: P.endOfDaySchema,
  }),

  op(
    'get',
    '/api/reports/aging',
    'reports',
    'Past-due accounts and amounts by days late, as of today',
    {
      query: P.agingQuerySchema,
      answer: P.agingReportSchema,
    },
  ),
  op(
    'get',
    '/api/reports/revenue',
    'reports',
    'Money taken by store day and tender, fees, tax and reversals',
    {
      query: P.periodQuerySchema,
      answer: P.revenueReportSchema,
    },
  ),
  op(
    'get',
    '/api/reports/agreements',
    'reports',
    'Agreements opened, paid out, returned, charged off and reinstated by store day',
    { query: P.periodQuerySchema, answer: P.agreementsReportSchema },
  ),
  op(
    'get',
    '/api/reports/collections',
    'reports',
    'Calls, visits and promises to pay by employee, with what was collected after a promise',
    { query: P.periodQuerySchema, answer: P.collectionsReportSchema },
  ),
  op(
    'get',
    '/api/reports/trends',
    'reports',
    'Overdue amount, active agreements and revenue at the end of each of the last 8 store weeks (revenue null without reports.money)',
    { answer: P.trendsReportSchema },
  ),
  op(
    'get',
    '/api/reports/utilization',
    'reports',
    'Items on rent, in stock and idle by category, with their cost',
    {
      answer: P.utilizationReportSchema,
    },
  ),

  op('get', '/api/agreements/:id/ledger', 'money', "An agreement's ledger, oldest first", {
    answer: P.ledgerResponseSchema,
  }),
  op(
    'post',
    '/api/agreements/:id/ledger/:entryId/waive',
    'money',
    'Waive a late or returned-check fee, with a reason (Idempotency-Key header)',
    { body: P.feeWaiveSchema },
  ),
  op(
    'post',
    '/api/payments/:id/reverse',
    'money',
    'Reverse a payment: a returned check, an error, a chargeback (Idempotency-Key header)',
    { body: P.paymentReverseSchema, answer: P.paymentReverseResponseSchema },
  ),
  op('get', '/api/settings', 'money', "The store's settings: today's, upcoming and past", {
    answer: P.storeSettingsResponseSchema,
  }),
  op('put', '/api/settings', 'money', 'Change the store settings from a day on', {
    body: P.storeSettingsChangeSchema,
    answer: P.storeSettingsResponseSchema,
  }),

  op(
    'post',
    '/api/approvals',
    'roles',
    'A manager approves one action on one record on this tablet: a single-use X-Approval token, 2 minutes (403 approval_refused, 429)',
    { body: P.approvalRequestSchema, answer: P.approvalResponseSchema },
  ),
  op('get', '/api/audit', 'roles', 'The audit trail, newest first (managers)', {
    query: P.auditQuerySchema,
    answer: P.auditPageSchema,
  }),
  op('get', '/api/employees', 'roles', 'Employees with their roles and sessions (managers)', {
    answer: P.employeeListSchema,
  }),
  op('patch', '/api/employees/:id', 'roles', "Change an employee's role or active (managers)", {
    body: P.employeeUpdateSchema,
    answer: P.employeeAdminSchema,
  }),
  op(
    'post',
    '/api/employees/:id/password',
    'roles',
    "Set an employee's password; their sessions end (managers)",
    { body: P.passwordResetSchema },
  ),
  op(
    'post',
    '/api/employees/:id/sessions/revoke',
    'roles',
    'Sign an employee out everywhere (managers)',
  ),
];
