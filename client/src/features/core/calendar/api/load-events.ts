/**
 * Calendar events computed on the tablet from the local engagements and follow-ups, in the shape
 * the server's calendar answers (`CalendarEvent`): an engagement's title is its initial
 * engagement; a follow-up's is its required engagement, with its engagement's contact, contact
 * type and customer.
 *
 * Dates are compared as instants: the index range is read a day wider on each side (stored
 * texts may carry any UTC offset), then each row is kept only if its instant is in [from, to).
 */
import type { CalendarEvent, Engagement, FollowUp } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import { loadNames } from '@/features/core/engagements/api/engagement-names';

const DAY_MS = 86_400_000;

function indexRange(fromMs: number, toMs: number): [string, string] {
  return [new Date(fromMs - DAY_MS).toISOString(), new Date(toMs + DAY_MS).toISOString()];
}

const within = (iso: string, fromMs: number, toMs: number) => {
  const t = Date.parse(iso);
  return t >= fromMs && t < toMs;
};

export async function loadEvents(
  db: LocalDb,
  fromMs: number,
  toMs: number,
): Promise<CalendarEvent[]> {
  const [lower, upper] = indexRange(fromMs, toMs);
  const [engagementRows, followUpRows] = await Promise.all([
    db.engagements.where('engagement_date_time').between(lower, upper, true, true).toArray(),
    db.followUps.where('date_time').between(lower, upper, true, true).toArray(),
  ]);
  const engagements = engagementRows.filter((e) => within(e.engagement_date_time, fromMs, toMs));
  const followUps = followUpRows.filter((f) => within(f.date_time, fromMs, toMs));

  const parentIds = [
    ...new Set(followUps.map((f) => f.engagement_id).filter((id): id is string => !!id)),
  ];
  const parents = new Map(
    (await db.engagements.bulkGet(parentIds))
      .filter((e): e is Engagement => !!e)
      .map((e) => [e.id, e]),
  );
  const all = [...engagements, ...parents.values()];
  const names = await loadNames(db, {
    contactIds: all.map((e) => e.contact_id),
    customerIds: all.map((e) => e.customer_id),
    employeeIds: [...engagements.map((e) => e.employee_id), ...followUps.map((f) => f.employee_id)],
  });

  const fromEngagement = (e: Engagement): CalendarEvent => ({
    id: e.id,
    type: 'engagement',
    title: e.initial_engagement,
    datetime: new Date(Date.parse(e.engagement_date_time)).toISOString(),
    contact_name: names.contact(e.contact_id)?.name ?? null,
    contact_type: e.contact_type,
    customer_name: names.customer(e.customer_id),
    employee_name: names.employee(e.employee_id),
    employee_id: e.employee_id,
    status: null,
    notes: e.notes,
  });
  const fromFollowUp = (f: FollowUp): CalendarEvent => {
    const parent = f.engagement_id ? parents.get(f.engagement_id) : undefined;
    return {
      id: f.id,
      type: 'follow_up',
      title: f.required_engagement,
      datetime: new Date(Date.parse(f.date_time)).toISOString(),
      contact_name: parent ? (names.contact(parent.contact_id)?.name ?? null) : null,
      contact_type: parent?.contact_type ?? null,
      customer_name: parent ? names.customer(parent.customer_id) : null,
      employee_name: names.employee(f.employee_id),
      employee_id: f.employee_id,
      status: f.status,
      notes: f.notes,
    };
  };

  return [...engagements.map(fromEngagement), ...followUps.map(fromFollowUp)].sort(
    (a, b) =>
      a.datetime.localeCompare(b.datetime) ||
      a.type.localeCompare(b.type) ||
      a.id.localeCompare(b.id),
  );
}
