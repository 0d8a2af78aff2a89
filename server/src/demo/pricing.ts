/**
 * What the agreements cost. Each gets its item (units.ts) and a raw price,
 * a markup on their retail price. Payment amounts then come from one calibration for active
 * agreements (their total is the hub's "managed" figure); the delinquent ones are scaled so the
 * overdue rows add up to the target, and the other active agreements absorb the difference.
 */
import { GOOD_CUSTOMER, LESSOR_SIGNATURE_MEMBERS } from '@rentline/sync-protocol';
import type { DemoContext } from './context';
import type { Agreement, Item } from './dataset';
import { pastDues } from './delinquency';
import { priceOf } from './inventory';
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
  const delinquentAgreements = agreements.filter((a) => a.overdue > 0);
  const overdueTarget = DEMO_TARGETS.overdueCents * scale;
  const overdueRaw = delinquentAgreements.reduce((s, a) => s + a.overdue * a.base, 0);
  if (overdueRaw > 0) {
    const g = overdueTarget / overdueRaw;
    for (const a of delinquentAgreements) a.base = Math.max(500, Math.round(a.base * g));
    const residual =
      overdueTarget - delinquentAgreements.reduce((s, a) => s + a.overdue * a.base, 0);
    const carrier = delinquentAgreements.reduce((best, a) => (a.base > best.base ? a : best));
    const past = pastDues(carrier, today).length;
    carrier.adjustRow = past - 1; // the most recent overdue row
    carrier.adjustCents = residual;
  }
  const totalOf = (a: Agreement) => a.base * a.n + (a.adjustRow >= 0 ? a.adjustCents : 0);
  const fixedActive = agreements
    .filter((a) => a.status === 'Active' && a.overdue > 0)
    .reduce((s, a) => s + totalOf(a), 0);
  const freeActive = agreements.filter((a) => a.status === 'Active' && a.overdue === 0);
  const freeRaw = freeActive.reduce((s, a) => s + a.rawTotal * listFactor(a), 0);
  const f1 = (activeTarget - fixedActive) / freeRaw;
  for (const a of freeActive) a.base = Math.max(500, Math.round((a.rawTotal * f1) / a.n));
}
