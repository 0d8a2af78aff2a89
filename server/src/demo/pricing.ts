/**
 * What the agreements cost. Each gets its item (units.ts) and a raw price,
 * a markup on their retail price. Payment amounts then come from one calibration for active
 * agreements (their total is the hub's "managed" figure); the delinquent ones are scaled so the
 * overdue rows add up to the target, and the other active agreements absorb the difference.
 * What is overdue is what the ledger charges for those rows (rent, damage waiver, their tax and
 * the late fees, ledger.ts), to the cent.
 */
import { GOOD_CUSTOMER, LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol/rules';
import type { DemoContext } from './context';
import type { Agreement, Item } from './dataset';
import { pastDues } from './delinquency';
import { priceOf } from './inventory';
import { overdueRowCents } from './ledger';
import { DEMO_TARGETS } from './targets';
import { TERM_BOUNDS } from './terms';
import { assignUnits } from './units';

/** Item (units.ts), raw price (cents, before calibration) and lessor signers of each agreement. */
export function furnishAgreements(ctx: DemoContext, agreements: Agreement[], items: Item[]): void {
  const r = ctx.rng.agreements;
  assignUnits(ctx, agreements, items);
  for (const a of agreements) {
    const months = a.n / (TERM_BOUNDS[a.term][0] / 12);
    const markup = 2.2 + ((Math.min(18, months) - 12) / 6) * 0.7 + (r.next() - 0.5) * 0.2;
    a.rawTotal = a.items.reduce((s, i) => s + priceOf(i), 0) * markup;
    a.signers = r.chance(0.6)
      ? [r.pick(LESSOR_SIGNATURE_MEMBERS)]
      : r.shuffle([...LESSOR_SIGNATURE_MEMBERS]).slice(0, 2);
  }
}

/**
 * Established good-standing customers were granted the good customer discount on some
 * agreements: those schedules sum to total_cost_after_discount (= 85% of total_cost).
 */
export function grantDiscounts(ctx: DemoContext, agreements: Agreement[]): void {
  const r = ctx.rng.agreements;
  for (const a of agreements) {
    if (
      (a.status === 'Active' || a.status === 'Completed') &&
      !a.customer.delinquent &&
      ctx.today - a.activationDay >= 120
    ) {
      a.discount = r.chance(0.3);
    }
  }
}

/** Sets the payment amount of every agreement (and one adjusting row); draws nothing. */
export function calibratePayments(ctx: DemoContext, agreements: Agreement[]): void {
  const { scale, today } = ctx;
  const activeTarget = DEMO_TARGETS.activeAgreementCents * scale;
  const listFactor = (a: Agreement) =>
    a.discount ? 1 / (1 - GOOD_CUSTOMER.discountPercent / 100) : 1;
  const actRaw = agreements
    .filter((a) => a.status === 'Active')
    .reduce((s, a) => s + a.rawTotal * listFactor(a), 0);
  const f0 = activeTarget / actRaw;
  for (const a of agreements) a.base = Math.max(500, Math.round((a.rawTotal * f0) / a.n));
  calibrateOverdue(
    agreements.filter((a) => a.overdue > 0),
    DEMO_TARGETS.overdueCents * scale,
    today,
  );
  const totalOf = (a: Agreement) => a.base * a.n + (a.adjustRow >= 0 ? a.adjustCents : 0);
  const fixedActive = agreements
    .filter((a) => a.status === 'Active' && a.overdue > 0)
    .reduce((s, a) => s + totalOf(a), 0);
  const freeActive = agreements.filter((a) => a.status === 'Active' && a.overdue === 0);
  const freeRaw = freeActive.reduce((s, a) => s + a.rawTotal * listFactor(a), 0);
  const f1 = (activeTarget - fixedActive) / freeRaw;
  for (const a of freeActive) a.base = Math.max(500, Math.round((a.rawTotal * f1) / a.n));
}

/** The overdue rows of a delinquent agreement: its last `overdue` past dues, with their index. */
function overdueRows(a: Agreement, today: number): { k: number; due: number }[] {
  const past = pastDues(a, today);
  return past.map((due, k) => ({ k, due })).slice(past.length - a.overdue);
}

const rentOf = (a: Agreement, k: number) => a.base + (k === a.adjustRow ? a.adjustCents : 0);

/** What an agreement's overdue rows owe today. */
const overdueOf = (a: Agreement, today: number) =>
  overdueRows(a, today).reduce((s, r) => s + overdueRowCents(a, r.due, rentOf(a, r.k), today), 0);

/**
 * Scales the delinquent agreements' payments so their overdue rows owe `target`, then sets the
 * most recent overdue row of the biggest one to make it exact. Tax rounds per charge, so one rent
 * figure cannot reach every total: then the runner-up's last overdue row takes a cent or two.
 */
function calibrateOverdue(delinquent: Agreement[], target: number, today: number): void {
  if (delinquent.length === 0) return;
  const fixed = delinquent.reduce((s, a) => {
    const rent = a.base;
    a.base = 0;
    const zero = overdueOf(a, today);
    a.base = rent;
    return s + zero;
  }, 0);
  const variable = delinquent.reduce((s, a) => s + overdueOf(a, today), 0) - fixed;
  const g = (target - fixed) / variable;
  for (const a of delinquent) a.base = Math.max(500, Math.round(a.base * g));
  const [carrier, runnerUp] = [...delinquent].sort((x, y) => y.base - x.base);
  const last = (a: Agreement) => overdueRows(a, today).at(-1)!;
  const lastRow = last(carrier!);
  carrier!.adjustRow = lastRow.k;
  for (const nudge of [0, 1, -1, 2, -2]) {
    if (runnerUp) {
      runnerUp.adjustRow = nudge === 0 ? -1 : last(runnerUp).k;
      runnerUp.adjustCents = nudge;
    } else if (nudge !== 0) break;
    carrier!.adjustCents = 0;
    const residual = target - delinquent.reduce((s, a) => s + overdueOf(a, today), 0);
    const atBase = overdueRowCents(carrier!, lastRow.due, carrier!.base, today);
    const perCent =
      (overdueRowCents(carrier!, lastRow.due, carrier!.base + 100, today) - atBase) / 100;
    const guess = Math.round(residual / perCent);
    for (let d = guess - 3; d <= guess + 3; d += 1) {
      if (overdueRowCents(carrier!, lastRow.due, carrier!.base + d, today) - atBase === residual) {
        carrier!.adjustCents = d;
        return;
      }
    }
  }
  throw new Error('The demo overdue total cannot be calibrated to the cent');
}
