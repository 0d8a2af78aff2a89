/**
 * Per-field fuzzing: a valid body for every write route (and a valid push of every mutation),
 * with ONE field replaced by what no column can hold: a NUL character, 1e300, a total of
 * 99,999,999,999, an integer past 32 bits, a long text, a 900 KB text, a year-0 date. Unlike the
 * random bodies of fuzz-inputs.ts, these pass every other check, so the hostile value reaches
 * the validators of its own field and, past them, the database.
 */
import fc from 'fast-check';
import { v7 as uuidv7 } from 'uuid';

const HOSTILE_FIELD_VALUES: unknown[] = [
  '\u0000',
  'Clerk\u0000',
  1e300,
  -1e300,
  99_999_999_999,
  '99999999999',
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  'x'.repeat(10_000),
  'é'.repeat(5_001),
  'x'.repeat(900_000),
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  ['\u0000'],
];

/** The rows the valid bodies refer to. */
export interface FieldRefs {
  employeeId: number;
  categoryId: number;
  vendorId: number;
  contactId: string;
  engagementId: string;
  customerId: number;
  agreementId: number;
  itemId: string;
  followUpId: string;
  exceptionId: number;
}

export interface WriteRoute {
  method: string;
  /** With `:id` already filled. */
  path: string;
  body: Record<string, unknown>;
  /** For a push: the mutation whose args get the hostile field. */
  mutation?: string;
}

const now = '2026-03-02T15:00:00.000Z';

function contactBody() {
  return {
    full_name: 'Fuzz Field',
    email: 'fuzz.field@example.com',
    address: '1 Main St',
    primary_phone: '555-0100',
    secondary_phone: '555-0101',
    job_title: 'Clerk',
    employer_name: 'Acme',
    paycheck_amount: 1200,
    proof_of_payment: 'Pay stub',
    contact_type: 'Customer',
    mailing_address: 'PO Box 1',
    zip_code: '12345',
    ssn_encrypted: '123-45-6789',
  };
}

export function writeRoutes(r: FieldRefs): WriteRoute[] {
  const engagement = {
    contact_id: r.contactId,
    initial_engagement: 'Store Visit (Core)',
    employee_id: r.employeeId,
    engagement_date_time: now,
    customer_id: r.customerId,
    notes: 'Talked',
    contact_type: 'Customer',
  };
  const followUp = {
    required_engagement: 'Courtesy Call (Core)',
    date_time: now,
    status: 'Scheduled',
    employee_id: r.employeeId,
    engagement_id: r.engagementId,
    notes: 'Call back',
  };
  const item = {
    name: 'Fuzz Drill',
    status: 'In-Stock',
    procurement_date: '2026-01-05',
    our_cost: 40,
    retail_price: 80,
    category_id: r.categoryId,
    vendor_id: r.vendorId,
    model: 'D1',
    serial_number: 'S1',
    description: 'Cordless',
  };
  const agreement = {
    whoIsThisFor: r.customerId,
    rentalTerm: 'Monthly',
    selectedProperty: r.itemId,
    totalCost: 1000,
    totalCostAfterDiscount: 850,
    earlyPurchaseDiscount: '25',
    sacPrice: 800,
    sacPeriod: 90,
    activationFee: 7.5,
    lateFee: 5,
    legalAcknowledgment: true,
    lessorSignatureMembers: ['Marcus Bell'],
  };
  const push = (mutation: string, args: Record<string, unknown>): WriteRoute => ({
    method: 'POST',
    path: '/api/sync/push',
    body: args,
    mutation,
  });
  return [
    { method: 'POST', path: '/api/core/contacts', body: contactBody() },
    { method: 'PUT', path: `/api/core/contacts/${r.contactId}`, body: contactBody() },
    { method: 'POST', path: '/api/engagements', body: engagement },
    { method: 'PUT', path: `/api/engagements/${r.engagementId}`, body: engagement },
    { method: 'POST', path: '/api/engagements/follow-up', body: followUp },
    { method: 'PUT', path: `/api/engagements/follow-up/${r.followUpId}`, body: followUp },
    { method: 'POST', path: '/api/flow/items', body: { ...item, in_stock_units: 2 } },
    {
      method: 'PATCH',
      path: `/api/flow/items/${r.itemId}`,
      body: {
        name: 'Fuzz Lamp',
        status: 'In-Stock',
        our_cost: 40,
        retail_price: 80,
        in_stock_units: 3,
      },
    },
    {
      method: 'POST',
      path: '/api/customers',
      body: { contactId: r.contactId, nextAccountDueDate: '2026-04-01', notes: 'New' },
    },
    {
      method: 'PUT',
      path: `/api/customers/${r.customerId}`,
      body: { payment_frequency: 'Weekly', notes: 'Edited' },
    },
    { method: 'POST', path: '/api/agreements', body: agreement },
    {
      method: 'POST',
      path: '/api/exceptions',
      body: { type: 'Payment Failed', customer_id: r.customerId, description: 'Declined' },
    },
    {
      method: 'POST',
      path: `/api/exceptions/${r.exceptionId}/resolve`,
      body: { resolution: 'Called' },
    },
    {
      method: 'POST',
      path: '/api/payments',
      body: { agreement_id: r.agreementId, amount: 1, payment_method: 'Cash' },
    },
    {
      method: 'POST',
      path: '/api/elavon/payment-session',
      body: { customer_id: r.customerId, agreement_id: r.agreementId, amount: 1 },
    },
    {
      method: 'POST',
      path: '/api/auth/signin',
      body: { email: 'demo@example.com', password: 'wrong-password' },
    },
    push('contact.create', { id: uuidv7(), ...contactBody() }),
    push('contact.update', { id: r.contactId, job_title: 'Lead', paycheck_amount: 1300 }),
    push('engagement.create', { id: uuidv7(), ...engagement }),
    push('follow_up.create', { id: uuidv7(), ...followUp }),
    push('flow_item.create', { id: uuidv7(), ...item, item_condition: 'Good' }),
    push('flow_item.update', { id: r.itemId, in_stock_units_delta: 1, retail_price: 90 }),
  ];
}

/** The request for `route` with `field` holding `value` (a push wraps it in a fresh client's first mutation). */
export function withField(route: WriteRoute, field: string, value: unknown) {
  const body = { ...route.body, [field]: value };
  if (!route.mutation) return body;
  return {
    client_id: uuidv7(),
    mutations: [{ id: uuidv7(), seq: 1, name: route.mutation, args: body, created_at: now }],
  };
}

/** One field of the route's body and one hostile value for it. */
export const fieldAndValue = (route: WriteRoute) =>
  fc.tuple(fc.constantFrom(...Object.keys(route.body)), fc.constantFrom(...HOSTILE_FIELD_VALUES));

/** Search boxes and filters of the lists, each given a hostile value that fits in a URL. */
export const LIST_QUERIES = [
  '/api/core/contacts?search=',
  '/api/contacts?search=',
  '/api/flow/items?search=',
  '/api/flow/items?status=',
  '/api/customers?search=',
  '/api/agreements?search=',
  '/api/agreements?status=',
  '/api/agreements?customer_id=',
  '/api/payments?search=',
  '/api/exceptions?type=',
  '/api/exceptions?search=',
  '/api/flow/items?category=',
  '/api/core/contacts?offset=',
];
export const QUERY_VALUES = [
  '%00',
  'a%00b',
  '1e300',
  '99999999999',
  '2147483648',
  'x'.repeat(3_000),
];
