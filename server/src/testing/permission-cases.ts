/**
 * The permission table's cases (sync-protocol roles.ts PERMISSIONS), one list: every guarded route
 * and push kind that needs an action, what it needs in order, and how to make a record it
 * succeeds on. permission-table.test.ts runs each as every role, with and without a manager's
 * approval, and checks that every other guarded route is in OPEN_ROUTES.
 */
import { v7 as uuidv7 } from 'uuid';
import type { Action, MutationName } from '@rentline/sync-protocol/rules';
import type { RecordId } from '@rentline/sync-protocol/wire';
import { createEmployee, createLookup } from './factories';
import {
  dayFrom,
  insertAgreement,
  insertContact,
  insertCustomerWithContact,
  insertFlowItem,
  insertInstallment,
} from './pulse-factories';
import type { Api } from './roles-fixture';
import { idempotencyKey, type TestServer } from './test-server';

export interface Made {
  path: string;
  body?: unknown;
  recordId: RecordId | null;
  amountCents?: number | null;
  /** Money routes carry an Idempotency-Key. */
  idempotent?: boolean;
}

export interface RouteCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the router declares it. */
  route: string;
  /** What the request needs, in the order they are checked. */
  actions: Action[];
  make: (w: World) => Promise<Made>;
  /** The status of the request when it is let through. */
  ok: number;
}

export interface PushCase {
  name: MutationName;
  actions: Action[];
  args: (w: World) => Promise<Record<string, unknown>>;
}

/** What the cases make their records with: the server, a manager's api, today. */
export interface World {
  server: TestServer;
  manager: Api;
  today: string;
  next: () => number;
}

const fork = (w: World) => w.server.db.em.fork();

async function unit(w: World, serial = true, retail = 700) {
  return fork(w).transactional((em) =>
    insertFlowItem(em, {
      name: 'Leather Sofa',
      retail_price: retail,
      our_cost: 400,
      ...(serial
        ? { serial_number: `PT-${w.next()}-${uuidv7().slice(-6)}`, in_stock_units: 1 }
        : {}),
    }),
  );
}

const customer = (w: World) =>
  fork(w).transactional((em) => insertCustomerWithContact(em, `Pat Lane ${w.next()}`));

async function agreementBody(w: World, totalCost: number) {
  return {
    whoIsThisFor: String(await customer(w)),
    rentalTerm: 'Monthly',
    selectedProperty: await unit(w),
    totalCost,
    totalCostAfterDiscount: totalCost,
    earlyPurchaseDiscount: '25',
    sacPrice: 800,
    sacPeriod: 90,
    sameAsCashOption: true,
    activationFee: 7.5,
    lateFee: 5,
    virtualPmt: 2,
    pmtFld: 5,
    svcFee: 5,
    feldVisit: 15,
    legalAcknowledgment: true,
    lessorSignatureMembers: ['Sarah Johnson'],
  };
}

/** A pending agreement made by the manager ($1,300 on a $700 unit: at the rate factor). */
async function pending(w: World): Promise<number> {
  const res = await w.manager('POST', '/api/agreements', await agreementBody(w, 1300));
  if (res.status !== 201) throw new Error(`pending: ${res.status} ${res.text}`);
  return res.body.agreement_id as number;
}

/** An active agreement 40 days past due, with a late fee charged. */
async function late(w: World): Promise<number> {
  const d = (n: number) => dayFrom(w.today, n);
  return fork(w).transactional(async (em) => {
    const customerId = await insertCustomerWithContact(em, `Lee Late ${w.next()}`);
    const id = await insertAgreement(em, {
      customer_id: customerId,
      custom_agreement_id: `AGR-PT-${w.next()}`,
      agreement_status: 'Active',
      total_cost: 500,
      activated_on: d(-70),
    });
    await insertInstallment(em, id, d(-40), 100, null);
    await insertInstallment(em, id, d(5), 100, null);
    return id;
  });
}

async function lateFee(w: World, agreementId: number) {
  const ledger = await w.manager('GET', `/api/agreements/${agreementId}/ledger`);
  const fee = (ledger.body.entries as { id: number; kind: string; amount: number }[]).find(
    (e) => e.kind === 'late_fee',
  );
  if (!fee) throw new Error(`no late fee: ${ledger.text}`);
  return { id: fee.id, cents: Math.round(fee.amount * 100) };
}

const lookups = async (w: World) =>
  fork(w).transactional(async (em) => ({
    category_id: await createLookup(em, 'categories', `Sofas ${w.next()}`),
    vendor_id: await createLookup(em, 'vendors', `Acme ${w.next()}`),
  }));

const someoneElse = (w: World) =>
  fork(w).transactional((em) =>
    createEmployee(em, { email: `other.${w.next()}.${uuidv7().slice(-6)}@roles.example` }),
  );

let closedDays = 0;
const closeDay = (counted: number) => async (w: World) => {
  const day = dayFrom(w.today, -400 - ++closedDays);
  return {
    path: `/api/end-of-day/${day}/close`,
    body: { counted_cash: counted, counted_checks: 0 },
    recordId: day,
    amountCents: counted * 100,
  };
};

export const ROUTE_CASES: RouteCase[] = [
  {
    method: 'POST',
    route: '/api/payments/:id/reverse',
    actions: ['payment.reverse'],
    ok: 200,
    async make(w) {
      const agreementId = await late(w);
      const paid = await w.manager(
        'POST',
        '/api/payments',
        { agreement_id: agreementId, amount: 1, payment_method: 'Cash' },
        idempotencyKey(),
      );
      if (paid.status !== 201) throw new Error(`payment: ${paid.text}`);
      const id = paid.body.payment_id as number;
      const body = { reason: 'Entered in error' };
      return {
        path: `/api/payments/${id}/reverse`,
        body,
        recordId: id,
        amountCents: 100,
        idempotent: true,
      };
    },
  },
  {
    method: 'POST',
    route: '/api/agreements/:id/ledger/:entryId/waive',
    actions: ['fee.waive'],
    ok: 200,
    async make(w) {
      const id = await late(w);
      const fee = await lateFee(w, id);
      const path = `/api/agreements/${id}/ledger/${fee.id}/waive`;
      return {
        path,
        body: { reason: 'Goodwill' },
        recordId: fee.id,
        amountCents: fee.cents,
        idempotent: true,
      };
    },
  },
  {
    method: 'POST',
    route: '/api/agreements/:id/charge-off',
    actions: ['agreement.charge_off'],
    ok: 200,
    async make(w) {
      const id = await late(w);
      return {
        path: `/api/agreements/${id}/charge-off`,
        body: { note: 'Skipped town' },
        recordId: id,
      };
    },
  },
  {
    method: 'PATCH',
    route: '/api/agreements/:id',
    actions: ['agreement.write', 'agreement.price'],
    ok: 200,
    async make(w) {
      const id = await pending(w);
      return {
        path: `/api/agreements/${id}`,
        body: { totalCost: 1400 },
        recordId: id,
        amountCents: 140_000,
      };
    },
  },
  {
    method: 'PATCH',
    route: '/api/agreements/:id',
    actions: ['agreement.write'],
    ok: 200,
    async make(w) {
      const id = await pending(w);
      return { path: `/api/agreements/${id}`, body: { notes: 'Call first' }, recordId: id };
    },
  },
  {
    method: 'POST',
    route: '/api/agreements',
    actions: ['agreement.write'],
    ok: 201,
    make: async (w) => ({
      path: '/api/agreements',
      body: await agreementBody(w, 1300),
      recordId: null,
    }),
  },
  {
    method: 'POST',
    route: '/api/agreements',
    actions: ['agreement.write', 'agreement.price'],
    ok: 201,
    // $1,000 for a $700 unit on Monthly terms: below the rate factor (1.85 × 700 = 1,295).
    make: async (w) => ({
      path: '/api/agreements',
      body: await agreementBody(w, 1000),
      recordId: null,
      amountCents: 100_000,
    }),
  },
  {
    method: 'POST',
    route: '/api/agreements/:id/activate',
    actions: ['agreement.write'],
    ok: 200,
    async make(w) {
      const id = await pending(w);
      const body = { delivery_date: w.today, payment_method: 'Cash' };
      return { path: `/api/agreements/${id}/activate`, body, recordId: id, idempotent: true };
    },
  },
  {
    method: 'POST',
    route: '/api/end-of-day/:date/close',
    actions: ['day.close'],
    ok: 201,
    make: closeDay(0),
  },
  {
    method: 'POST',
    route: '/api/end-of-day/:date/close',
    actions: ['day.close', 'day.close_unbalanced'],
    ok: 201,
    make: closeDay(100),
  },
  {
    method: 'POST',
    route: '/api/flow/items',
    actions: ['inventory.write'],
    ok: 201,
    make: async (w) => ({
      path: '/api/flow/items',
      body: {
        name: 'Dresser',
        status: 'In-Stock',
        procurement_date: w.today,
        our_cost: 10,
        ...(await lookups(w)),
      },
      recordId: null,
    }),
  },
  {
    method: 'PATCH',
    route: '/api/flow/items/:id',
    actions: ['inventory.write'],
    ok: 200,
    async make(w) {
      const id = await unit(w, false);
      return { path: `/api/flow/items/${id}`, body: { name: 'Renamed' }, recordId: id };
    },
  },
  {
    method: 'PATCH',
    route: '/api/flow/items/:id',
    actions: ['inventory.write', 'unit.adjust'],
    ok: 200,
    async make(w) {
      const id = await unit(w, true);
      return { path: `/api/flow/items/${id}`, body: { status: 'In-Stock' }, recordId: id };
    },
  },
  {
    method: 'DELETE',
    route: '/api/flow/items/:id',
    actions: ['inventory.write', 'unit.adjust'],
    ok: 200,
    async make(w) {
      const id = await unit(w, false);
      return { path: `/api/flow/items/${id}`, recordId: id };
    },
  },
  {
    method: 'POST',
    route: '/api/flow/items/:id/images',
    actions: ['inventory.write'],
    // Let through, an upload with no image is refused for what it holds.
    ok: 400,
    async make(w) {
      const id = await unit(w, false);
      return { path: `/api/flow/items/${id}/images`, body: {}, recordId: id };
    },
  },
  {
    method: 'DELETE',
    route: '/api/core/contacts/:id',
    actions: ['customer.delete'],
    ok: 200,
    async make(w) {
      const id = await fork(w).transactional((em) =>
        insertContact(em, { full_name: `Gone ${w.next()}` }),
      );
      return { path: `/api/core/contacts/${id}`, recordId: id };
    },
  },
  {
    method: 'PUT',
    route: '/api/settings',
    actions: ['settings.change'],
    ok: 200,
    async make(w) {
      const current = (await w.manager('GET', '/api/settings')).body.current as object;
      return {
        path: '/api/settings',
        body: { ...current, effective_from: w.today },
        recordId: null,
      };
    },
  },
  {
    method: 'GET',
    route: '/api/employees',
    actions: ['employees.manage'],
    ok: 200,
    make: async () => ({ path: '/api/employees', recordId: null }),
  },
  {
    method: 'PATCH',
    route: '/api/employees/:id',
    actions: ['employees.manage'],
    ok: 200,
    async make(w) {
      const id = await someoneElse(w);
      return { path: `/api/employees/${id}`, body: { role: 'collector' }, recordId: id };
    },
  },
  {
    method: 'POST',
    route: '/api/employees/:id/password',
    actions: ['employees.manage'],
    ok: 200,
    async make(w) {
      const id = await someoneElse(w);
      return {
        path: `/api/employees/${id}/password`,
        body: { password: 'new-password-1' },
        recordId: id,
      };
    },
  },
  {
    method: 'POST',
    route: '/api/employees/:id/sessions/revoke',
    actions: ['employees.manage'],
    ok: 200,
    async make(w) {
      const id = await someoneElse(w);
      return { path: `/api/employees/${id}/sessions/revoke`, recordId: id };
    },
  },
  {
    method: 'GET',
    route: '/api/reports/revenue',
    actions: ['reports.money'],
    ok: 200,
    make: async (w) => ({
      path: `/api/reports/revenue?from=${dayFrom(w.today, -6)}&to=${w.today}`,
      recordId: null,
    }),
  },
  {
    method: 'GET',
    route: '/api/reports/collections',
    actions: ['reports.money'],
    ok: 200,
    make: async (w) => ({
      path: `/api/reports/collections?from=${dayFrom(w.today, -6)}&to=${w.today}`,
      recordId: null,
    }),
  },
  {
    method: 'GET',
    route: '/api/audit',
    actions: ['audit.read'],
    ok: 200,
    make: async () => ({ path: '/api/audit?limit=5', recordId: null }),
  },
  {
    method: 'GET',
    route: '/api/calendar/:employeeId',
    actions: ['calendar.others'],
    ok: 200,
    async make(w) {
      const id = await someoneElse(w);
      const range = `start_date=${dayFrom(w.today, -7)}&end_date=${w.today}`;
      return { path: `/api/calendar/${id}?${range}`, recordId: id };
    },
  },
  {
    method: 'GET',
    route: '/api/calendar/:employeeId/today',
    actions: ['calendar.others'],
    ok: 200,
    async make(w) {
      const id = await someoneElse(w);
      return { path: `/api/calendar/${id}/today`, recordId: id };
    },
  },
];

export const PUSH_CASES: PushCase[] = [
  {
    name: 'contact.delete',
    actions: ['customer.delete'],
    args: async (w) => ({
      id: await fork(w).transactional((em) =>
        insertContact(em, { full_name: `Pushed ${w.next()}` }),
      ),
    }),
  },
  {
    name: 'flow_item.create',
    actions: ['inventory.write'],
    args: async (w) => ({
      id: uuidv7(),
      name: 'Bookcase',
      status: 'In-Stock',
      procurement_date: w.today,
      our_cost: 10,
      ...(await lookups(w)),
    }),
  },
  {
    name: 'flow_item.update',
    actions: ['inventory.write'],
    args: async (w) => ({ id: await unit(w, false), name: 'Renamed offline' }),
  },
  {
    name: 'flow_item.update',
    actions: ['inventory.write', 'unit.adjust'],
    args: async (w) => ({ id: await unit(w, true), status: 'In-Stock' }),
  },
  {
    name: 'flow_item.delete',
    actions: ['inventory.write', 'unit.adjust'],
    args: async (w) => ({ id: await unit(w, false) }),
  },
];

/** Guarded routes every signed-in employee may use (nothing in the table applies to them). */
export const OPEN_ROUTES = [
  'POST /api/sync/push', // each mutation is checked: PUSH_CASES
  'GET /api/sync/pull',
  'GET /api/sync/ssn-key',
  'GET /api/auth/draft-key',
  'GET /api/core/contacts',
  'GET /api/core/contacts/:id', // audited as a sensitive read
  'GET /api/core/contacts/:id/photo',
  'POST /api/core/contacts',
  'PUT /api/core/contacts/:id',
  'GET /api/contacts',
  'GET /api/engagements/lookup-data',
  'GET /api/engagements/all-follow-ups',
  'POST /api/engagements/follow-up',
  'PUT /api/engagements/follow-up/:id',
  'DELETE /api/engagements/follow-up/:id',
  'GET /api/engagements/:id/follow-ups',
  'GET /api/engagements',
  'POST /api/engagements',
  'PUT /api/engagements/:id',
  'DELETE /api/engagements/:id',
  'GET /api/flow/metrics',
  'GET /api/flow/categories',
  'GET /api/flow/vendors',
  'GET /api/flow/items',
  'GET /api/flow/items/:id/history',
  'GET /api/hub/summary',
  'GET /api/config/public',
  'GET /api/agreements',
  'GET /api/agreements/:id',
  'GET /api/agreements/:id/items',
  'GET /api/agreements/:id/financial',
  'GET /api/agreements/:id/events',
  'GET /api/agreements/:id/payoff-quote',
  'POST /api/agreements/:id/payoff',
  'POST /api/agreements/:id/return',
  'POST /api/agreements/:id/reinstate',
  'POST /api/agreements/:id/cancel',
  'GET /api/customers',
  'GET /api/customers/:id',
  'POST /api/customers',
  'PUT /api/customers/:id',
  'GET /api/exceptions',
  'GET /api/exceptions/types',
  'POST /api/exceptions',
  'POST /api/exceptions/:id/resolve',
  'POST /api/exceptions/:id/reopen',
  'GET /api/dashboard/metrics',
  'GET /api/collections/queue',
  'GET /api/reports/aging',
  'GET /api/reports/agreements',
  'GET /api/reports/utilization',
  // Everyone's; its revenue is null for a role without `reports.money` (reports/trends.test.ts).
  'GET /api/reports/trends',
  'GET /api/payments',
  'GET /api/payments/scheduled',
  'GET /api/payments/installments',
  'GET /api/payments/recent',
  'GET /api/payments/upcoming',
  'POST /api/payments',
  'GET /api/payments/transactions/:transactionId',
  'GET /api/elavon/customers/:id/agreements',
  'POST /api/elavon/payment-session',
  'GET /api/agreements/:id/ledger',
  'GET /api/settings',
  'GET /api/agreements/:id/history',
  'GET /api/payments/:id/receipt',
  'GET /api/end-of-day',
  'GET /api/end-of-day/:date',
  'POST /api/approvals',
  'POST /api/auth/signout',
];
