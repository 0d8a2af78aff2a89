/**
 * Calendar events: engagements and follow-ups in one instant range, each side filtered on its
 * own date index (engagements_date_idx, follow_ups_date_idx) before the union.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { InstantRange } from './store-days';

export type Row = Record<string, unknown>;

/** A timestamptz column as `yyyy-MM-ddTHH:mm:ss.SSSZ`. */
const isoUtc = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** For an engagement `e`: its contact `c` and its customer's contact `cc`. */
const ENGAGEMENT_NAME_JOINS = `
  left join contacts c on c.id = e.contact_id
  left join customers cu on cu.id = e.customer_id
  left join contacts cc on cc.id = cu.contact_id`;

export interface EventQuery extends InstantRange {
  /** Only this employee's events. */
  employeeId?: number;
}

export async function listEvents(em: EntityManager, q: EventQuery): Promise<Row[]> {
  const byEmployee = (column: string) => (q.employeeId === undefined ? '' : `and ${column} = ?`);
  const side = () => (q.employeeId === undefined ? [q.from, q.to] : [q.from, q.to, q.employeeId]);
  return em.execute<Row[]>(
    `select id, type, title, datetime, contact_name, contact_type, customer_name, employee_name, employee_id, status, notes
     from (
       select e.id::text as id, 'engagement' as type, e.initial_engagement as title, e.engagement_date_time as at,
         ${isoUtc('e.engagement_date_time')} as datetime, c.full_name as contact_name, e.contact_type,
         cc.full_name as customer_name, emp.full_name as employee_name, e.employee_id, null::text as status, e.notes
       from engagements e ${ENGAGEMENT_NAME_JOINS}
       left join employees emp on emp.id = e.employee_id
       where e.engagement_date_time >= ? and e.engagement_date_time < ? ${byEmployee('e.employee_id')}
       union all
       select f.id::text, 'follow_up', f.required_engagement, f.date_time,
         ${isoUtc('f.date_time')}, c.full_name, e.contact_type,
         cc.full_name, emp.full_name, f.employee_id, f.status, f.notes
       from follow_ups f
       left join engagements e on e.id = f.engagement_id ${ENGAGEMENT_NAME_JOINS}
       left join employees emp on emp.id = f.employee_id
       where f.date_time >= ? and f.date_time < ? ${byEmployee('f.employee_id')}
     ) events
     order by at, type, id`,
    [...side(), ...side()],
  );
}
