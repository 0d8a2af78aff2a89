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
  /** The follow-ups counted (so a list can tell whether one just saved is among them). */
  followUpIds: readonly string[];
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
 * Each engagement's follow-ups, in one request: the follow-ups whose engagement id lies between
 * the lowest and the highest asked for, kept for those asked. (Walking the index for each id
 * waited for every step in turn; a count per id cost Dexie's machinery fifty times.)
 */
async function followUpIdsOf(
  db: LocalDb,
  engagements: Engagement[],
): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>();
  if (engagements.length === 0) return ids;
  const sorted = engagements.map((e) => e.id).sort();
  const asked = new Set(sorted);
  const followUps = await db.followUps
    .where('engagement_id')
    .between(sorted[0], sorted[sorted.length - 1], true, true)
    .toArray();
  for (const { id, engagement_id: of } of followUps) {
    if (!of || !asked.has(of)) continue;
    const list = ids.get(of);
    if (list) list.push(id);
    else ids.set(of, [id]);
  }
  return ids;
}

export async function toEngagementItems(
  db: LocalDb,
  engagements: Engagement[],
): Promise<EngagementItem[]> {
  const [names, followUps, pending] = await Promise.all([
    loadEngagementNames(db, engagements),
    followUpIdsOf(db, engagements),
    pendingIdsOf(db, 'engagement'),
  ]);
  return engagements.map((e) => {
    const followUpIds = followUps.get(e.id) ?? [];
    return {
      engagement: e,
      contactName: names.contact(e.contact_id)?.name ?? null,
      contactType: e.contact_type,
      customerName: names.customer(e.customer_id),
      employeeName: names.employee(e.employee_id),
      followUpCount: followUpIds.length,
      followUpIds,
      pending: pending.has(e.id),
    };
  });
}

/**
 * The item of an engagement this tablet has just created, named from the create form's lookups
 * and chosen contact (the same rows the list joins): the list shows it as the dialog closes,
 * before its own read of the tablet's database has come back (use-engagements-list.ts).
 */
export function createdEngagementItem(
  engagement: Engagement,
  lookups: Pick<EngagementLookups, 'customers' | 'employees'> | undefined,
  contactName: string | null,
): EngagementItem {
  const nameOf = <K>(list: { id: K; name: string }[] | undefined, id: K | null) =>
    (id !== null && list?.find((o) => o.id === id)?.name) || null;
  return {
    engagement,
    contactName: engagement.contact_id === null ? null : contactName,
    contactType: engagement.contact_type,
    customerName: nameOf(lookups?.customers, engagement.customer_id),
    employeeName: nameOf(lookups?.employees, engagement.employee_id),
    followUpCount: 0,
    followUpIds: [],
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
