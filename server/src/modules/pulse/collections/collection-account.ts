/**
 * One account of the collections queue, put together from the rows of collections.queries.ts
 * with the protocol's rules (sync-protocol collections.ts: bucket, risk, promise state, next
 * action), so the server and the tablet judge an account the same way.
 */
import {
  bucketOf,
  type CollectionAccount,
  type CollectionPayment,
  collectionRisk,
  nextCollectionAction,
  type PastDueInstallment,
  PROMISE_TO_PAY,
  promiseState,
  riskLevel,
  toCents,
  toDollars,
} from '@rentline/sync-protocol';
import { num, numOrNull, type Row, shareOf, strOrNull } from '../pulse-sql';

/** The rows of one customer, from each query. */
export interface AccountRows {
  customer: Row;
  pastDue: Row[];
  payments: Row[];
  lastContact: Row | undefined;
  /** Open promises and visits, the latest given first. */
  followUps: Row[];
}

/** A promise without an amount is kept by any payment. */
const ANY_PAYMENT = 0.01;

/**
 * The address as one line, as a maps search takes it: the street address, then the state and
 * ZIP code unless its last part already holds them (it is often typed whole, '4516 Chestnut Ln,
 * Columbia, SC 29224', with the state and ZIP code in their own fields as well).
 */
export function addressLine(c: Row): string | null {
  const address = strOrNull(c.address)?.trim() ?? '';
  const place = [strOrNull(c.state), strOrNull(c.zip_code)]
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
function nextVisit(visits: Row[], today: string): Row | undefined {
  const day = (v: Row) => String(v.day);
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
export const recentPayment = (p: Row): CollectionPayment => ({
  id: num(p.id),
  custom_agreement_id: strOrNull(p.custom_agreement_id),
  paid_at: String(p.paid_at),
  amount: num(p.amount),
  method: strOrNull(p.method),
});

export function collectionAccount(rows: AccountRows, today: string): CollectionAccount {
  const { customer: c, lastContact: last } = rows;
  const pastDue: PastDueInstallment[] = rows.pastDue.map((p) => ({
    agreement_id: num(p.agreement_id),
    custom_agreement_id: strOrNull(p.custom_agreement_id),
    due_date: String(p.due_date),
    amount_due: num(p.amount_due),
    days_late: num(p.days_late),
  }));
  const daysLate = Math.max(0, ...pastDue.map((p) => p.days_late));
  const onTimeShare = shareOf(num(c.on_time), num(c.due_before));
  const risk = collectionRisk(onTimeShare, daysLate);

  const promise = rows.followUps.find((f) => f.kind === PROMISE_TO_PAY);
  const visit = nextVisit(
    rows.followUps.filter((f) => f.kind !== PROMISE_TO_PAY),
    today,
  );
  const promiseAmount = promise ? numOrNull(promise.amount) : null;
  const state = promise
    ? promiseState(
        { date: String(promise.day), amount: promiseAmount ?? ANY_PAYMENT },
        num(promise.paid_since),
        today,
      )
    : null;
  const promiseDate = promise ? String(promise.day) : null;
  const visitDate = visit ? String(visit.day) : null;

  return {
    customer_id: num(c.customer_id),
    customer_name: String(c.full_name),
    contact_id: strOrNull(c.contact_id),
    phone: strOrNull(c.primary_phone),
    email: strOrNull(c.email),
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
    last_contact_at: last ? String(last.at) : null,
    last_outcome: last ? String(last.initial_engagement) : null,
    promise_follow_up_id: promise ? String(promise.id) : null,
    promise_date: promiseDate,
    promise_amount: promiseAmount,
    promise_state: state,
    visit_follow_up_id: visit ? String(visit.id) : null,
    visit_date: visitDate,
    assigned_employee_id:
      numOrNull(visit?.employee_id) ??
      numOrNull(promise?.employee_id) ??
      numOrNull(last?.employee_id),
    next_action: nextCollectionAction({
      days_late: daysLate,
      promise_state: state,
      promise_date: promiseDate,
      visit_date: visitDate,
    }),
  };
}
