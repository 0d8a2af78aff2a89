/**
 * How long each agreement runs: its planned number of payments, and for completed and cancelled
 * ones when and how it ended. The completed ones then absorb the difference to the target
 * schedule size, within their term bounds.
 */
import type { DemoContext } from './context';
import type { Agreement } from './dataset';
import { DEMO_TARGETS } from './targets';
import { TERM_BOUNDS, dueDays, rowsForMonths } from './terms';

export function planEndings(ctx: DemoContext, agreements: Agreement[]): void {
  const { today } = ctx;
  const r = ctx.rng.agreements;
  for (const a of agreements) {
    const [tMin, tMax] = TERM_BOUNDS[a.term];
    switch (a.status) {
      case 'Active': {
        const age = today - a.activationDay;
        const months = r.int(Math.min(18, Math.max(12, Math.ceil((age + 45) / 30.44))), 18);
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, months);
        break;
      }
      case 'Pending Progress':
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, r.int(12, 18));
        break;
      case 'Completed': {
        if (r.chance(0.55)) {
          a.activationDay = today - r.int(380, 545);
          a.dues = dueDays(a.term, a.activationDay, tMax);
          const fit = a.dues.filter((d) => d <= today - 4).length;
          if (fit >= tMin) {
            a.ending = 'natural';
            a.nMax = Math.min(tMax, fit);
            a.n = r.int(tMin, a.nMax);
            break;
          }
        } else {
          a.activationDay = today - r.int(90, 545);
          a.dues = dueDays(a.term, a.activationDay, tMax);
        }
        a.ending = 'payoff';
        a.n = rowsForMonths(a.term, r.int(12, 18));
        a.cutDay = r.int(a.activationDay + 60, Math.min(today - 3, a.dues[a.n - 1] - 7));
        a.nMin = Math.max(tMin, a.dues.filter((d) => d <= a.cutDay + 7).length + 1);
        a.n = Math.max(a.n, a.nMin);
        break;
      }
      case 'Cancelled':
        a.activationDay = today - r.int(62, 545);
        a.dues = dueDays(a.term, a.activationDay, tMax);
        a.n = rowsForMonths(a.term, r.int(12, 18));
        a.ending = 'cancel';
        a.cutDay = r.int(a.activationDay + 35, Math.min(today - 3, a.dues[a.n - 1]));
        break;
      case 'Suspended':
        break;
    }
  }
}

/** Number of schedule rows the agreement keeps (a cancelled one loses those after it ended). */
const keptRows = (a: Agreement) =>
  a.ending === 'cancel' ? a.dues.slice(0, a.n).filter((d) => d <= a.cutDay).length : a.n;

/** Lengthens or shortens completed agreements until the schedules add up to the target. */
export function fitScheduleSize(ctx: DemoContext, agreements: Agreement[]): void {
  const r = ctx.rng.agreements;
  let diff =
    Math.round(DEMO_TARGETS.scheduledPayments * ctx.scale) -
    agreements.reduce((s, a) => s + keptRows(a), 0);
  const adjustable = r.shuffle(agreements.filter((a) => a.status === 'Completed'));
  for (let moved = true; diff !== 0 && moved;) {
    moved = false;
    for (const a of adjustable) {
      if (diff > 0 && a.n < a.nMax) {
        a.n++;
        diff--;
        moved = true;
      } else if (diff < 0 && a.n > a.nMin) {
        a.n--;
        diff++;
        moved = true;
      }
      if (diff === 0) break;
    }
  }
}
