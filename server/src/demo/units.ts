/**
 * Which unit each agreement rents, and where every unit is today (sync-protocol
 * agreement-lifecycle.ts; the app moves units the same way, lifecycle/unit-status.ts).
 *
 * An agreement holds one item, as one made in the app does. A serial-numbered item is one unit,
 * drawn without replacement in activation order: a unit on a running agreement (pending, active,
 * suspended) stays with it, a unit on a completed (paid out) agreement was sold to the customer,
 * and neither is on any later agreement; a unit on a cancelled agreement came back the day it
 * ended and may be rented again after. Bulk stock (no serial number, a count) may be on any
 * number of agreements.
 *
 * Today's status of a serialised unit follows its latest agreement: Reserved (pending), On Rent
 * (active or suspended), Sold (completed), Returned (cancelled in the last three weeks, else back
 * In-Stock); a unit never rented keeps its drawn status, In-Stock when it was drawn On Rent. It
 * counts one unit in stock only while In-Stock or Returned.
 */
import { serialUnitCount, UNIT_STATUS } from '@rentline/sync-protocol/rules';
import { businessMinute } from './calendar';
import type { DemoContext } from './context';
import type { Agreement, Item } from './dataset';

/** A unit back from a cancelled agreement shows Returned for this many days, then as drawn. */
const RETURNED_SHOWN_DAYS = 21;

/** Random tries for a free unit before scanning the pool for one. */
const TRIES = 20;

/** The day an agreement let go of its unit (paid out, paid off or cancelled); Infinity while it runs. */
export function releaseDay(a: Agreement): number {
  switch (a.ending) {
    case 'natural':
      return a.dues[a.n - 1]!;
    case 'payoff':
    case 'cancel':
      return a.cutDay;
    default:
      return Infinity;
  }
}

/** Gives every agreement its one item (see the comment at the top). */
export function assignUnits(ctx: DemoContext, agreements: Agreement[], items: Item[]): void {
  const r = ctx.rng.units;
  const bulk = items.filter((i) => i.serial === null);
  // Units not yet given to a running or completed agreement for good.
  const pool = items.filter((i) => i.serial !== null);
  // The day a unit came back from a cancelled agreement.
  const backOn = new Map<Item, number>();
  const bulkShare = bulk.length / items.length;
  const order = agreements
    .map((a, k) => ({ a, k }))
    .sort((x, y) => x.a.activationDay - y.a.activationDay || x.k - y.k)
    .map(({ a }) => a);
  for (const a of order) {
    const start = a.activationDay;
    const free = (u: Item) => (backOn.get(u) ?? -Infinity) < start;
    const bought = (u: Item) => u.procurementDay < start;
    let k = -1;
    if (!bulk.length || !r.chance(bulkShare)) {
      for (let t = 0; t < TRIES && k < 0 && pool.length; t++) {
        const j = r.int(0, pool.length - 1);
        if (free(pool[j]!) && bought(pool[j]!)) k = j;
      }
      if (k < 0) k = pickIndex(r, pool, (u) => free(u) && bought(u));
      if (k < 0) k = pickIndex(r, pool, free);
    }
    if (k >= 0) {
      const unit = pool[k]!;
      if (a.ending === 'cancel') backOn.set(unit, a.cutDay);
      else {
        pool[k] = pool[pool.length - 1]!;
        pool.pop();
      }
      a.items = [unit];
    } else if (bulk.length) {
      a.items = [r.pick(bulk)];
    } else {
      throw new Error(`demo: no unit left for agreement ${a.id}`);
    }
  }
}

function pickIndex(r: DemoContext['rng']['units'], pool: Item[], ok: (u: Item) => boolean) {
  const fits: number[] = [];
  pool.forEach((u, j) => {
    if (ok(u)) fits.push(j);
  });
  return fits.length ? r.pick(fits) : -1;
}

/** Today's status and units in stock of every serialised unit, from its latest agreement. */
export function settleUnits(ctx: DemoContext, agreements: Agreement[], items: Item[]): void {
  const r = ctx.rng.units;
  const latest = new Map<Item, Agreement>();
  for (const a of agreements) {
    for (const unit of a.items) {
      const seen = latest.get(unit);
      if (unit.serial !== null && (!seen || seen.activationDay < a.activationDay))
        latest.set(unit, a);
    }
  }
  for (const unit of items) {
    if (unit.serial === null) continue;
    const drawn = unit.status === UNIT_STATUS.onRent ? UNIT_STATUS.inStock : unit.status;
    const a = latest.get(unit);
    let status = drawn;
    let day: number | null = null;
    if (a) {
      switch (a.status) {
        case 'Pending Progress':
          status = UNIT_STATUS.reserved;
          day = a.activationDay;
          break;
        case 'Active':
        case 'Suspended':
          status = UNIT_STATUS.onRent;
          day = a.activationDay;
          break;
        case 'Completed':
          status = UNIT_STATUS.sold;
          day = releaseDay(a);
          break;
        case 'Cancelled':
          day = releaseDay(a);
          status =
            ctx.today - day <= RETURNED_SHOWN_DAYS ? UNIT_STATUS.returned : UNIT_STATUS.inStock;
          break;
      }
    }
    unit.status = status;
    unit.units = serialUnitCount(status);
    if (day !== null)
      unit.updatedMs = Math.max(unit.updatedMs, ctx.clock.ms(day, businessMinute(r)));
  }
}
