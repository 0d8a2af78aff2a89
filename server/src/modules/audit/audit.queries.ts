import type { EntityManager } from '@mikro-orm/sql';
import type { AuditEntry, AuditQuery } from '@rentline/sync-protocol/wire';
import { typed } from '../../db/kysely';

/** A date alone (yyyy-MM-dd) as `to` means through the end of that day (UTC). */
const endOf = (to: string) => (to.length === 10 ? `${to}T23:59:59.999Z` : to);

/**
 * A page of the audit trail, newest first, with the employee's and the approver's names, and how
 * many entries match the filters (counted apart only when the page is past the end, as
 * db/page-total.ts does).
 */
export async function auditPage(
  em: EntityManager,
  q: AuditQuery,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const k = typed(em);
  const filtered = k
    .selectFrom('audit_entries as a')
    .$if(q.employee_id !== undefined, (b) => b.where('a.employee_id', '=', q.employee_id!))
    .$if(q.action !== undefined, (b) => b.where('a.action', '=', q.action!))
    .$if(q.from !== undefined, (b) => b.where('a.at', '>=', new Date(q.from!)))
    .$if(q.to !== undefined, (b) => b.where('a.at', '<=', new Date(endOf(q.to!))));
  const counted = filtered.select((eb) => eb.fn.countAll<number>().as('n'));
  const rows = await filtered
    .leftJoin('employees as e', 'e.id', 'a.employee_id')
    .leftJoin('employees as m', 'm.id', 'a.approved_by')
    .select([
      'a.at',
      'a.action',
      'a.record_type',
      'a.record_id',
      'a.employee_id',
      'e.full_name as employee_name',
      'a.approved_by',
      'm.full_name as approved_by_name',
      'a.detail',
    ])
    .select(() => counted.as('total_count'))
    .orderBy('a.at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
  const total = rows[0]
    ? Number(rows[0].total_count)
    : Number((await counted.executeTakeFirst())?.n ?? 0);
  const entries = rows.map(({ total_count: _, ...r }) => ({
    ...r,
    at: new Date(r.at).toISOString(),
    employee_id: r.employee_id === null ? null : Number(r.employee_id),
    approved_by: r.approved_by === null ? null : Number(r.approved_by),
  }));
  return { entries, total };
}
