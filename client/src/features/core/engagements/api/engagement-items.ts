/**
 * Engagements and follow-ups as the screens show them: the row plus its joined names, its
 * follow-up count and whether it has changes not yet on the server. Plain async functions over
 * a database, so the hooks and the tests share them.
 */
import type { Engagement, FollowUp } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import { pendingIdsOf } from '@/local-db/pending';
import { loadEngagementNames, loadNames } from './engagement-names';
import type { EngagementLookups } from './use-engagement-lookups';

export interface EngagementItem {
  engagement: Engagement;
  contactName: string | null;
  contactType: string | null;
  customerName: string | null;
  employeeName: string | null;
  followUpCount: number;
  pending: boolean;
}

export interface FollowUpItem {
  followUp: FollowUp;
  employeeName: string | null;
  /** From the engagement it follows (null when it has none or it is not on this tablet). */
  contactName: string | null;
  initialEngagement: string | null;
  pending: boolean;
}

/**
 * How many follow-ups each engagement has, in one request: the follow-ups whose engagement id
 * lies between the lowest and the highest asked for, counted for those asked. (Walking the index
 * for each id waited for every step in turn; a count per id cost Dexie's machinery fifty times.)
 */
async function followUpCounts(
  db: LocalDb,
  engagements: Engagement[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (engagements.length === 0) return counts;
  const ids = engagements.map((e) => e.id).sort();
  const asked = new Set(ids);
  const followUps = await db.followUps
    .where('engagement_id')
    .between(ids[0], ids[ids.length - 1], true, true)
    .toArray();
  for (const { engagement_id: id } of followUps)
    if (id && asked.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

export async function toEngagementItems(
  db: LocalDb,
  engagements: Engagement[],
): Promise<EngagementItem[]> {
  const [names, counts, pending] = await Promise.all([
    loadEngagementNames(db, engagements),
    followUpCounts(db, engagements),
    pendingIdsOf(db, 'engagement'),
  ]);
  return engagements.map((e) => ({
    engagement: e,
    contactName: names.contact(e.contact_id)?.name ?? null,
    contactType: e.contact_type,
    customerName: names.customer(e.customer_id),
    employeeName: names.employee(e.employee_id),
    followUpCount: counts.get(e.id) ?? 0,
    pending: pending.has(e.id),
  }));
}

/**
 * The item of an engagement this tablet has just created, named from the create form's lookups
 * (the same contacts and lookup rows the list joins): the list shows it as the dialog closes,
 * before its own read of the tablet's database has come back (use-engagements-list.ts).
 */
export function createdEngagementItem(
  engagement: Engagement,
  lookups: Pick<EngagementLookups, 'contacts' | 'customers' | 'employees'> | undefined,
): EngagementItem {
  const nameOf = <K>(list: { id: K; name: string }[] | undefined, id: K | null) =>
    (id !== null && list?.find((o) => o.id === id)?.name) || null;
  return {
    engagement,
    contactName: nameOf(lookups?.contacts, engagement.contact_id),
    contactType: engagement.contact_type,
    customerName: nameOf(lookups?.customers, engagement.customer_id),
    employeeName: nameOf(lookups?.employees, engagement.employee_id),
    followUpCount: 0,
    // Queued in the outbox by the create itself.
    pending: true,
  };
}

export async function toFollowUpItems(db: LocalDb, followUps: FollowUp[]): Promise<FollowUpItem[]> {
  const engagementIds = [
    ...new Set(followUps.map((f) => f.engagement_id).filter((id): id is string => !!id)),
  ];
  const engagements = (await db.engagements.bulkGet(engagementIds)).filter(
    (e): e is Engagement => !!e,
  );
  const byId = new Map(engagements.map((e) => [e.id, e]));
  const [names, pending] = await Promise.all([
    loadNames(db, {
      contactIds: engagements.map((e) => e.contact_id),
      employeeIds: followUps.map((f) => f.employee_id),
    }),
    pendingIdsOf(db, 'follow_up'),
  ]);
  return followUps.map((f) => {
    const parent = f.engagement_id ? byId.get(f.engagement_id) : undefined;
    return {
      followUp: f,
      employeeName: names.employee(f.employee_id),
      contactName: parent ? (names.contact(parent.contact_id)?.name ?? null) : null,
      initialEngagement: parent?.initial_engagement ?? null,
      pending: pending.has(f.id),
    };
  });
}

/** Most recent first (the date and time, then the id for a stable order). */
export const byDateDesc = <T extends { date_time: string; id: string }>(a: T, b: T) =>
  Date.parse(b.date_time) - Date.parse(a.date_time) || (a.id < b.id ? 1 : -1);
