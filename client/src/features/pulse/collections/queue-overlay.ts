/**
 * The queue as this tablet knows it: the server's snapshot with what the tablet logged since it
 * was made laid over it, so a call logged in the field with no signal shows in the queue at once
 * (issue 22 section 2). Pure, so the queue page, "My visits today" and the tests share it.
 *
 * 1. Last contact: the customer's latest local engagement that has taken place (not one booked
 *    for later), when newer than the snapshot's `last_contact_at`, gives the last contact and
 *    its outcome.
 * 2. Promise: the latest open 'Promise to Pay' follow-up logged since the snapshot (created after
 *    it was generated, or still waiting to be sent) and newer than the snapshot's own promise
 *    gives the promise date and amount.
 * 3. Visit: the earliest open 'Field Visit' from today on, logged since the snapshot, gives the
 *    visit date when it comes before the snapshot's.
 * 4. A promise is judged again on the tablet's store day (nothing paid since, as far as the
 *    tablet knows: a promise not kept yet turns broken once its date passes), and the next action
 *    and the assignee follow what changed.
 */
import {
  FIELD_VISIT,
  OPEN_FOLLOW_UP_STATUSES,
  PROMISE_TO_PAY,
  nextCollectionAction,
  promiseState,
} from '@rentline/sync-protocol/rules';
import type { CollectionAccount, Engagement, FollowUp } from '@rentline/sync-protocol/wire';
import { dayKeyOf } from '@/lib/store-time';

export type LocalEngagement = Pick<
  Engagement,
  'id' | 'customer_id' | 'engagement_date_time' | 'initial_engagement' | 'employee_id'
>;
/** A follow-up with its amount (a promise to pay carries one). */
export type LocalFollowUp = Pick<
  FollowUp,
  | 'id'
  | 'engagement_id'
  | 'employee_id'
  | 'required_engagement'
  | 'date_time'
  | 'status'
  | 'created_at'
> & { amount?: number | null };

export interface LocalActivity {
  engagements: LocalEngagement[];
  followUps: LocalFollowUp[];
  /** Ids of records with changes still waiting to be sent. */
  pendingIds: ReadonlySet<string>;
}

export interface OverlayContext {
  /** When the snapshot was made (its `generated_at`). */
  generatedAt: string;
  /** The store day on the tablet (yyyy-MM-dd). */
  today: string;
  timeZone: string;
  /** The moment engagements up to which count as contacts made (now, unless a test says). */
  now?: number;
}

const isOpen = (f: LocalFollowUp) =>
  (OPEN_FOLLOW_UP_STATUSES as readonly string[]).includes(f.status);
const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NEGATIVE_INFINITY);

export function overlayLocalActivity(
  accounts: readonly CollectionAccount[],
  local: LocalActivity,
  context: OverlayContext,
): CollectionAccount[] {
  const { today, timeZone } = context;
  const now = context.now ?? Date.now();
  const generated = ms(context.generatedAt);
  const sinceSnapshot = (f: LocalFollowUp) =>
    local.pendingIds.has(f.id) || ms(f.created_at) > generated;
  const followUpById = new Map(local.followUps.map((f) => [f.id, f]));
  const engagementsOf = new Map<number, LocalEngagement[]>();
  for (const e of local.engagements) {
    if (e.customer_id === null) continue;
    engagementsOf.set(e.customer_id, [...(engagementsOf.get(e.customer_id) ?? []), e]);
  }
  const followUpsOf = new Map<string, LocalFollowUp[]>();
  for (const f of local.followUps) {
    if (!f.engagement_id) continue;
    followUpsOf.set(f.engagement_id, [...(followUpsOf.get(f.engagement_id) ?? []), f]);
  }

  return accounts.map((account) => {
    const engagements = engagementsOf.get(account.customer_id) ?? [];
    const followUps = engagements.flatMap((e) => followUpsOf.get(e.id) ?? []);
    const next = { ...account };
    let assignee: number | null | undefined;

    // 1.
    const latest = engagements
      .filter((e) => ms(e.engagement_date_time) <= now)
      .reduce<LocalEngagement | null>(
        (a, e) => (!a || ms(e.engagement_date_time) > ms(a.engagement_date_time) ? e : a),
        null,
      );
    if (latest && ms(latest.engagement_date_time) > ms(account.last_contact_at)) {
      next.last_contact_at = latest.engagement_date_time;
      next.last_outcome = latest.initial_engagement;
      if (!account.visit_follow_up_id && !account.promise_follow_up_id)
        assignee = latest.employee_id;
    }

    // 2.
    const snapshotPromise = account.promise_follow_up_id
      ? followUpById.get(account.promise_follow_up_id)
      : undefined;
    const promise = followUps
      .filter(
        (f) =>
          f.required_engagement === PROMISE_TO_PAY &&
          isOpen(f) &&
          typeof f.amount === 'number' &&
          f.id !== account.promise_follow_up_id &&
          sinceSnapshot(f) &&
          (!snapshotPromise || ms(f.created_at) > ms(snapshotPromise.created_at)),
      )
      .reduce<LocalFollowUp | null>(
        (a, f) => (!a || ms(f.created_at) > ms(a.created_at) ? f : a),
        null,
      );
    if (promise) {
      next.promise_follow_up_id = promise.id;
      next.promise_date = dayKeyOf(promise.date_time, timeZone);
      next.promise_amount = promise.amount ?? null;
      if (!account.visit_follow_up_id) assignee = promise.employee_id;
    }

    // 3.
    const visit = followUps
      .filter(
        (f) =>
          f.required_engagement === FIELD_VISIT &&
          isOpen(f) &&
          sinceSnapshot(f) &&
          dayKeyOf(f.date_time, timeZone) >= today,
      )
      .reduce<LocalFollowUp | null>(
        (a, f) => (!a || ms(f.date_time) < ms(a.date_time) ? f : a),
        null,
      );
    const visitDay = visit ? dayKeyOf(visit.date_time, timeZone) : null;
    if (visit && visitDay && (!account.visit_date || visitDay < account.visit_date)) {
      next.visit_follow_up_id = visit.id;
      next.visit_date = visitDay;
      assignee = visit.employee_id;
    }

    // 4.
    if (
      next.promise_date &&
      next.promise_amount !== null &&
      (promise || account.promise_state !== 'kept')
    ) {
      next.promise_state = promiseState(
        { date: next.promise_date, amount: next.promise_amount },
        0,
        today,
      );
    }
    if (assignee !== undefined) next.assigned_employee_id = assignee;
    const changed =
      next.promise_state !== account.promise_state ||
      next.promise_date !== account.promise_date ||
      next.visit_date !== account.visit_date;
    if (changed) next.next_action = nextCollectionAction(next);
    return next;
  });
}
