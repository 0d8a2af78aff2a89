/**
 * One account of the collections queue, put together from the typed rows of
 * collections.queries.ts with the protocol's rules (sync-protocol collections.ts: bucket, risk, promise state, next
 * action), so the server and the tablet judge an account the same way.
 */
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import {
  bucketOf,
  collectionRisk,
  nextCollectionAction,
  PROMISE_TO_PAY,
  promiseState,
  riskLevel,
} from '@rentline/sync-protocol/rules';
import type {
  CollectionAccount,
  CollectionPayment,
  PastDueInstallment,
} from '@rentline/sync-protocol/wire';
import { shareOf } from '../pulse-sql';
import type {
  ContactRow,
  CustomerRow,
  FollowUpRow,
  PastDueRow,
  PaymentRow,
} from './collections.queries';

/** The rows of one customer, from each query. */
export interface AccountRows {
  customer: CustomerRow;
  pastDue: PastDueRow[];
  payments: PaymentRow[];
  lastContact: ContactRow | undefined;
  /** Open promises and visits, the latest given first. */
  followUps: FollowUpRow[];
}

/** A promise without an amount is kept by any payment. */
const ANY_PAYMENT = 0.01;

/**
 * The address as one line, as a maps search takes it: the street address, then the state and
 * ZIP code unless its last part already holds them (it is often typed whole, '4516 Chestnut Ln,
 * Columbia, SC 29224', with the state and ZIP code in their own fields as well).
 */
export function addressLine(c: {
  address: string | null;
  state: string | null;
  zip_code: string | null;
}): string | null {
  const address = c.address?.trim() ?? '';
  const place = [c.state, c.zip_code]
    .map((p) => p?.trim().toUpperCase() ?? '')
    .filter((p) => p !== '');
  const lastPart = (address.split(',').at(-1) ?? '').toUpperCase().split(/\s+/);
  if (place.every((p) => lastPart.includes(p))) return address === '' ? null : address;
  const placeLine = place.join(' ');
  return address === '' ? placeLine : `${address}, ${placeLine}`;
}

/**
 * The visit to show: the first open one on or after today, else the latest one already passed
 * (a visit not made is still to be made).
 */
function nextVisit(visits: FollowUpRow[], today: string): FollowUpRow | undefined {
  const day = (v: FollowUpRow) => v.day;
  const coming = visits.filter((v) => day(v) >= today).sort((a, b) => day(a).localeCompare(day(b)));
  if (coming.length > 0) return coming[0];
  return [...visits].sort((a, b) => day(b).localeCompare(day(a)))[0];
}

function agreementsOf(pastDue: PastDueInstallment[]) {
  const seen = new Map<number, string | null>();
  for (const p of pastDue)
    if (!seen.has(p.agreement_id)) seen.set(p.agreement_id, p.custom_agreement_id);
  return [...seen].map(([id, custom]) => ({ id, custom_agreement_id: custom }));
}

/** One of an account's recent payments, from a row of `recentPayments`. */
export const recentPayment = (p: PaymentRow): CollectionPayment => ({
  id: p.id,
  custom_agreement_id: p.custom_agreement_id,
  paid_at: p.paid_at,
  amount: p.amount,
  method: p.method,
});

export function collectionAccount(rows: AccountRows, today: string): CollectionAccount {
  const { customer: c, lastContact: last } = rows;
  const pastDue: PastDueInstallment[] = rows.pastDue.map((p) => ({
    agreement_id: p.agreement_id,
    custom_agreement_id: p.custom_agreement_id,
    due_date: p.due_date,
    amount_due: p.amount_due,
    days_late: p.days_late,
  }));
  const daysLate = Math.max(0, ...pastDue.map((p) => p.days_late));
  const onTimeShare = shareOf(c.on_time, c.due_before);
  const risk = collectionRisk(onTimeShare, daysLate);

  const promise = rows.followUps.find((f) => f.kind === PROMISE_TO_PAY);
  const visit = nextVisit(
    rows.followUps.filter((f) => f.kind !== PROMISE_TO_PAY),
    today,
  );
  const promiseAmount = promise?.amount ?? null;
  const state = promise
    ? promiseState(
        { date: promise.day, amount: promiseAmount ?? ANY_PAYMENT },
        promise.paid_since ?? 0,
        today,
      )
    : null;
  const promiseDate = promise?.day ?? null;
  const visitDate = visit?.day ?? null;

  return {
    customer_id: c.customer_id,
    customer_name: c.full_name,
    contact_id: c.contact_id,
    phone: c.primary_phone,
    email: c.email,
    address: addressLine(c),
    agreements: agreementsOf(pastDue),
    days_late: daysLate,
    bucket: bucketOf(daysLate),
    amount_past_due: toDollars(pastDue.reduce((s, p) => s + toCents(p.amount_due), 0)),
    past_due: pastDue,
    recent_payments: rows.payments.map(recentPayment),
    on_time_share: onTimeShare,
    risk,
    risk_level: riskLevel(risk),
    last_contact_at: last?.at ?? null,
    last_outcome: last?.initial_engagement ?? null,
    promise_follow_up_id: promise?.id ?? null,
    promise_date: promiseDate,
    promise_amount: promiseAmount,
    promise_state: state,
    visit_follow_up_id: visit?.id ?? null,
    visit_date: visitDate,
    assigned_employee_id: visit?.employee_id ?? promise?.employee_id ?? last?.employee_id ?? null,
    next_action: nextCollectionAction({
      days_late: daysLate,
      promise_state: state,
      promise_date: promiseDate,
      visit_date: visitDate,
    }),
  };
}
