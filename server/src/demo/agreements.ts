/**
 * Agreements: how many each customer has, their status, term and activation date, and at the
 * end their ids and notes. How long they run is agreement-endings.ts; what they cost, pricing.ts.
 */
import { AGREEMENT_DEFAULTS, RENTAL_TERMS } from '@rentline/sync-protocol/rules';
import { businessMinute, isoDay, usDate } from './calendar';
import { AGREEMENT_NOTES } from './catalog/accounts';
import type { DemoContext } from './context';
import type { Agreement, AgreementStatus, Customer } from './dataset';
import { fill, pad } from './format';
import { DEMO_TARGETS } from './targets';
import { TERM_BOUNDS } from './terms';

/** Share of each term, in RENTAL_TERMS order: Weekly, Biweekly, Monthly, Semi-monthly. */
const TERM_WEIGHTS: Record<string, readonly number[]> = {
  Completed: [80, 15, 3, 2],
  Cancelled: [50, 30, 10, 10],
  running: [10, 20, 45, 25],
};

/** One to three agreements per customer, not yet dated (see `setActivations`). */
export function createAgreements(ctx: DemoContext, customers: Customer[]): Agreement[] {
  const r = ctx.rng.agreements;
  const agreements: Agreement[] = [];
  for (const customer of customers) {
    const count = r.weighted([
      [1, 20],
      [2, 31],
      [3, 49],
    ] as const);
    for (let k = 0; k < count; k++) {
      const status = r.weighted<AgreementStatus>([
        ['Active', 52],
        ['Completed', 40],
        ['Cancelled', 5],
        ['Pending Progress', 3],
      ]);
      const w = TERM_WEIGHTS[status === 'Completed' || status === 'Cancelled' ? status : 'running'];
      const term = r.weighted(RENTAL_TERMS.map((t, j) => [t, w[j]] as const));
      const agreement: Agreement = {
        id: 0,
        customer,
        status,
        term,
        activationDay: 0,
        activationMinute: businessMinute(r, 9 * 60, 18 * 60),
        n: 0,
        nMin: TERM_BOUNDS[term][0],
        nMax: TERM_BOUNDS[term][1],
        dues: [],
        ending: 'none',
        cutDay: 0,
        items: [],
        rawTotal: 0,
        base: 0,
        adjustRow: -1,
        adjustCents: 0,
        overdue: 0,
        rows: [],
        customId: '',
        notes: '',
        signers: [],
        earlyOption: r.chance(0.7) ? 25 : 40,
        discount: false,
        sacDays: r.chance(0.85) ? AGREEMENT_DEFAULTS.sacPeriod : 120,
        sameAsCash: r.chance(0.9),
      };
      agreements.push(agreement);
      customer.agreements.push(agreement);
    }
  }
  return agreements;
}

/**
 * Activation dates: exact counts in the last 30 days and the 30 before (ages 30 and 60 are left
 * empty so "the last 30 days" means the same by date or by timestamp); the other active ones
 * spread over the last 18 months. Completed and cancelled ones are dated with their ending.
 */
export function setActivations(ctx: DemoContext, agreements: Agreement[]): void {
  const { scale, today } = ctx;
  const r = ctx.rng.agreements;
  const lastWindow = Math.round(DEMO_TARGETS.activationsLast30Days * scale);
  const prevWindow = Math.round(DEMO_TARGETS.activationsPrevious30Days * scale);
  const pending = agreements.filter((a) => a.status === 'Pending Progress');
  for (const extra of pending.splice(Math.max(0, lastWindow - 4))) extra.status = 'Active';
  const actives = r.shuffle(agreements.filter((a) => a.status === 'Active'));
  let cursor = 0;
  for (const a of pending) a.activationDay = today - r.int(1, 6);
  for (let k = pending.length; k < lastWindow && cursor < actives.length; k++)
    actives[cursor++].activationDay = today - r.int(1, 28);
  for (let k = 0; k < prevWindow && cursor < actives.length; k++)
    actives[cursor++].activationDay = today - r.int(32, 58);
  while (cursor < actives.length) actives[cursor++].activationDay = today - r.int(62, 500);
}

/** Ids in activation order, the custom agreement id and a note. */
export function numberAgreements(ctx: DemoContext, agreements: Agreement[]): void {
  const r = ctx.rng.agreements;
  agreements.sort(
    (x, y) =>
      x.activationDay - y.activationDay ||
      x.activationMinute - y.activationMinute ||
      x.rawTotal - y.rawTotal,
  );
  agreements.forEach((a, i) => {
    a.id = i + 1;
    a.customId = `AGR-${isoDay(a.activationDay).slice(0, 4)}-${pad(i + 1, 5)}`;
    a.notes = fill(r.pick(AGREEMENT_NOTES), {
      date: usDate(a.activationDay + r.int(1, 4)),
      day: r.pick(['Friday', 'Monday', 'Thursday']),
      method: a.customer.contact.preferredMethod,
    });
  });
}
