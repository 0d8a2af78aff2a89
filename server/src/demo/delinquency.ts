/**
 * Delinquent customers: the target number of customers, bigger payers first, get their most
 * recent payments left overdue on one or two active agreements. High-risk ones are 33 to 150
 * days behind (and often suspended); the others 3 to 26 days.
 */
import type { DemoContext } from './context';
import type { Agreement, Customer } from './dataset';
import { DEMO_TARGETS } from './targets';
import { running } from './terms';

/** Due days of the agreement's schedule before `today`. */
export const pastDues = (a: Agreement, today: number) =>
  a.dues.slice(0, a.n).filter((d) => d < today);

const inWindow = (a: Agreement, from: number, to: number) =>
  a.dues.slice(0, a.n).some((d) => d >= from && d <= to);

/** Age in days the oldest overdue row may have, by risk class. */
const OVERDUE_AGES = { high: [33, 150], low: [3, 26] } as const;

/**
 * Number of trailing past rows that would be overdue: those up to `reach` days old, but at least
 * down to the first of the class's minimum age; 0 if the class cannot be met.
 */
function overdueCount(a: Agreement, today: number, high: boolean, reach: number): number {
  const ages = pastDues(a, today)
    .map((d) => today - d)
    .reverse(); // most recent first
  if (ages.length < 2) return 0;
  const [minAge, maxAge] = OVERDUE_AGES[high ? 'high' : 'low'];
  let k = ages.filter((age) => age <= reach).length;
  if (k === 0 || ages[k - 1] < minAge) {
    const j = ages.findIndex((age) => age >= minAge);
    if (j < 0 || ages[j] > maxAge) return 0;
    k = j + 1;
  }
  return k < ages.length ? k : 0;
}

export function chooseDelinquents(ctx: DemoContext, customers: Customer[]): void {
  const { scale, today } = ctx;
  const r = ctx.rng.agreements;
  /** Active long enough to have fallen behind. */
  const eligible = (a: Agreement) => a.status === 'Active' && today - a.activationDay >= 45;
  const nDelinquent = Math.round(DEMO_TARGETS.delinquentCustomers * scale);
  let highSlots = Math.round(DEMO_TARGETS.highRiskCustomers * scale);
  let lowSlots = nDelinquent - highSlots;
  // Customers with bigger payments fall behind more often: weighted order without replacement.
  const candidates = customers
    .filter(
      (c) =>
        c.agreements.some(eligible) &&
        !c.agreements.some(
          (a) => running(a) && (inWindow(a, today, today) || inWindow(a, today + 7, today + 7)),
        ),
    )
    .map((c) => {
      const weight = Math.max(
        ...c.agreements.filter((a) => a.status === 'Active').map((a) => a.rawTotal / a.n),
      );
      return { c, key: Math.pow(r.next(), 1 / weight) };
    })
    .sort((x, y) => y.key - x.key)
    .map((x) => x.c);
  for (const c of candidates) {
    if (highSlots + lowSlots === 0) break;
    const options = c.agreements.filter(eligible);
    const tryClass = (high: boolean) => {
      const reach = high ? r.int(60, 150) : r.int(10, 26);
      const picks = options
        .map((a) => ({ a, k: overdueCount(a, today, high, reach) }))
        .filter((p) => p.k > 0)
        .sort((x, y) => (y.k * y.a.rawTotal) / y.a.n - (x.k * x.a.rawTotal) / x.a.n);
      if (!picks.length) return false;
      const chosen = picks.slice(0, picks.length > 1 && r.chance(0.5) ? 2 : 1);
      for (const { a, k } of chosen) a.overdue = k;
      c.delinquent = true;
      c.highRisk = high;
      if (high && r.chance(0.6)) chosen[0].a.status = 'Suspended';
      return true;
    };
    if (highSlots > 0 && tryClass(true)) highSlots--;
    else if (lowSlots > 0 && tryClass(false)) lowSlots--;
  }
}
