/**
 * Today's route (issue 22 section 3): the signed-in employee's field visits for the store day,
 * in the order the employee set (drag or up/down), visits not yet placed after them by time.
 */
import { FIELD_VISIT, OPEN_FOLLOW_UP_STATUSES } from '@rentline/sync-protocol/rules';
import type { Engagement, FollowUp } from '@rentline/sync-protocol/wire';
import { dayKeyOf } from '@/lib/store-time';

export interface Visit {
  followUp: FollowUp;
  /** The engagement it follows, which names the customer (null when it is not on the tablet). */
  customerId: number | null;
}

const OPEN = new Set<string>(OPEN_FOLLOW_UP_STATUSES);

/** The open field visits of `employeeId` on store day `today`, by time. */
export function visitsOfDay(
  followUps: readonly FollowUp[],
  engagements: readonly Pick<Engagement, 'id' | 'customer_id'>[],
  employeeId: number,
  today: string,
  timeZone: string,
): Visit[] {
  const customerOf = new Map(engagements.map((e) => [e.id, e.customer_id]));
  return followUps
    .filter(
      (f) =>
        f.required_engagement === FIELD_VISIT &&
        f.employee_id === employeeId &&
        OPEN.has(f.status) &&
        dayKeyOf(f.date_time, timeZone) === today,
    )
    .sort((a, b) => Date.parse(a.date_time) - Date.parse(b.date_time) || a.id.localeCompare(b.id))
    .map((f) => ({
      followUp: f,
      customerId: f.engagement_id ? (customerOf.get(f.engagement_id) ?? null) : null,
    }));
}

/** The visits in the saved order; those the order does not name keep their time order, after. */
export function inRouteOrder(visits: readonly Visit[], order: readonly string[]): Visit[] {
  const place = new Map(order.map((id, k) => [id, k]));
  const placed = visits.filter((v) => place.has(v.followUp.id));
  const rest = visits.filter((v) => !place.has(v.followUp.id));
  placed.sort((a, b) => place.get(a.followUp.id)! - place.get(b.followUp.id)!);
  return [...placed, ...rest];
}

/** The route with visit `id` moved `by` places (−1 up, +1 down), clamped to the ends. */
export function moveInRoute(route: readonly string[], id: string, by: number): string[] {
  const from = route.indexOf(id);
  if (from < 0) return [...route];
  const to = Math.min(route.length - 1, Math.max(0, from + by));
  const next = [...route];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}
