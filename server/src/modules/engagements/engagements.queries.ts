/**
 * Reads of engagements and follow-ups with the names the screens show (SPEC.md section 3).
 * Timestamps leave as ISO 8601 UTC text, the same on PGlite and PostgreSQL whatever the
 * session time zone.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { notFound } from '../../http/errors';

export type Row = Record<string, unknown>;

/** A timestamptz column as `yyyy-MM-ddTHH:mm:ss.SSSZ`. */
export const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** For an engagement `e`: its contact `c` and its customer's contact `cc`. */
export const ENGAGEMENT_NAME_JOINS = `
  left join contacts c on c.id = e.contact_id
  left join customers cu on cu.id = e.customer_id
  left join contacts cc on cc.id = cu.contact_id`;

const ENGAGEMENT_VIEW_SQL = `
  select e.id::text as id, e.contact_type, e.initial_engagement,
    ${isoUtc('e.engagement_date_time')} as engagement_date_time, e.notes,
    e.contact_id::text as contact_id, e.customer_id, e.employee_id,
    ${isoUtc('e.created_at')} as created_at, ${isoUtc('e.updated_at')} as updated_at, e.version,
    c.full_name as contact_name, cc.full_name as customer_name, emp.full_name as employee_name,
    (select count(*) from follow_ups f where f.engagement_id = e.id)::int as follow_up_count
  from engagements e ${ENGAGEMENT_NAME_JOINS}
  left join employees emp on emp.id = e.employee_id`;

const FOLLOW_UP_VIEW_SQL = `
  select f.id::text as id, f.engagement_id::text as engagement_id, f.employee_id, f.required_engagement,
    ${isoUtc('f.date_time')} as date_time, f.status, f.notes, f.amount,
    ${isoUtc('f.created_at')} as created_at, ${isoUtc('f.updated_at')} as updated_at, f.version,
    c.full_name as contact_name, emp.full_name as employee_name, e.initial_engagement
  from follow_ups f
  left join engagements e on e.id = f.engagement_id
  left join contacts c on c.id = e.contact_id
  left join employees emp on emp.id = f.employee_id`;

/** Every engagement, newest first. */
export const listEngagements = (em: EntityManager) =>
  em.execute<Row[]>(
    `${ENGAGEMENT_VIEW_SQL} order by e.engagement_date_time desc, e.created_at desc, e.id desc`,
  );

export async function getEngagementView(em: EntityManager, id: string): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${ENGAGEMENT_VIEW_SQL} where e.id = ?`, [id]);
  if (!row) throw notFound('Engagement not found');
  return row;
}

/** Follow-ups, most recent date first: all of them, or one engagement's (404 if it does not exist). */
export async function listFollowUps(em: EntityManager, engagementId?: string): Promise<Row[]> {
  const order = 'order by f.date_time desc, f.created_at desc, f.id desc';
  if (engagementId === undefined) return em.execute<Row[]>(`${FOLLOW_UP_VIEW_SQL} ${order}`);
  const exists = await em.execute('select 1 from engagements where id = ?', [engagementId]);
  if (exists.length === 0) throw notFound('Engagement not found');
  return em.execute<Row[]>(`${FOLLOW_UP_VIEW_SQL} where f.engagement_id = ? ${order}`, [
    engagementId,
  ]);
}

export async function getFollowUpView(em: EntityManager, id: string): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${FOLLOW_UP_VIEW_SQL} where f.id = ?`, [id]);
  if (!row) throw notFound('Follow-up not found');
  return row;
}
