/**
 * Calendar events: engagements and follow-ups in one instant range, each side filtered on its
 * own date index (engagements_date_idx, follow_ups_date_idx) before the union.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql, type Expression } from 'kysely';
import { typed } from '../../db/kysely';
import type { InstantRange } from './store-days';

/** A timestamptz as `yyyy-MM-ddTHH:mm:ss.SSSZ` (a union's column is not converted by name). */
const isoUtc = (instant: Expression<Date>) =>
  sql<string>`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface EventQuery extends InstantRange {
  /** Only this employee's events. */
  employeeId?: number;
}

export type EventRow = Awaited<ReturnType<typeof listEvents>>[number];

export function listEvents(em: EntityManager, q: EventQuery) {
  const k = typed(em);
  const [from, to] = [new Date(q.from), new Date(q.to)];
  const engagements = k
    .selectFrom('engagements as e')
    .leftJoin('contacts as c', 'c.id', 'e.contact_id')
    .leftJoin('customers as cu', 'cu.id', 'e.customer_id')
    .leftJoin('contacts as cc', 'cc.id', 'cu.contact_id')
    .leftJoin('employees as emp', 'emp.id', 'e.employee_id')
    .select((eb) => [
      eb.cast<string>('e.id', 'text').as('id'),
      sql.lit<'engagement' | 'follow_up'>('engagement').as('type'),
      'e.initial_engagement as title',
      'e.engagement_date_time as at',
      isoUtc(eb.ref('e.engagement_date_time')).as('datetime'),
      'c.full_name as contact_name',
      'e.contact_type',
      'cc.full_name as customer_name',
      'emp.full_name as employee_name',
      'e.employee_id',
      sql<string | null>`null::text`.as('status'),
      'e.notes',
    ])
    .where('e.engagement_date_time', '>=', from)
    .where('e.engagement_date_time', '<', to)
    .$if(q.employeeId !== undefined, (s) => s.where('e.employee_id', '=', q.employeeId!));
  const followUps = k
    .selectFrom('follow_ups as f')
    .leftJoin('engagements as e', 'e.id', 'f.engagement_id')
    .leftJoin('contacts as c', 'c.id', 'e.contact_id')
    .leftJoin('customers as cu', 'cu.id', 'e.customer_id')
    .leftJoin('contacts as cc', 'cc.id', 'cu.contact_id')
    .leftJoin('employees as emp', 'emp.id', 'f.employee_id')
    .select((eb) => [
      eb.cast<string>('f.id', 'text').as('id'),
      sql.lit<'engagement' | 'follow_up'>('follow_up').as('type'),
      'f.required_engagement as title',
      'f.date_time as at',
      isoUtc(eb.ref('f.date_time')).as('datetime'),
      'c.full_name as contact_name',
      'e.contact_type',
      'cc.full_name as customer_name',
      'emp.full_name as employee_name',
      'f.employee_id',
      'f.status',
      'f.notes',
    ])
    .where('f.date_time', '>=', from)
    .where('f.date_time', '<', to)
    .$if(q.employeeId !== undefined, (s) => s.where('f.employee_id', '=', q.employeeId!));
  return k
    .selectFrom(engagements.unionAll(followUps).as('events'))
    .select([
      'id',
      'type',
      'title',
      'datetime',
      'contact_name',
      'contact_type',
      'customer_name',
      'employee_name',
      'employee_id',
      'status',
      'notes',
    ])
    .orderBy('at')
    .orderBy('type')
    .orderBy('id')
    .execute();
}
