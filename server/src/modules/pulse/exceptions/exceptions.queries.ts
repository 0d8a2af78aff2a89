import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import {
  EXCEPTION_TEXTS,
  type PulseException,
  type exceptionListQuerySchema,
} from '@rentline/sync-protocol';
import { notFound } from '../../../http/errors';
import { isoTimestamp, num, numOrNull, strOrNull, whereOf, type Row } from '../pulse-sql';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof exceptionListQuerySchema>;

/** The customer is the one recorded, else the owner of the payment's or installment's agreement. */
const EXCEPTION_SQL = `select e.id as exception_id, t.name as type, e.payment_id, e.scheduled_payment_id::text as scheduled_payment_id,
    c.id as customer_id, ct.full_name as customer_name, c.contact_id::text as contact_id, e.description,
    ${isoTimestamp('e.created_at')} as created_at, ${isoTimestamp('e.resolved_at')} as resolved_at, e.resolution,
    e.resolved_by, rb.full_name as resolved_by_name,
    case when p.success then p.agreement_id end as paid_agreement_id, p.amount_paid as paid_amount,
    rv.reason as reversal_reason, ${isoTimestamp('rv.created_at')} as reversed_at
  from exceptions e join exception_types t on t.id = e.exception_type_id
  left join employees rb on rb.id = e.resolved_by
  left join payments p on p.id = e.payment_id left join agreements pa on pa.id = p.agreement_id
  left join scheduled_payments sp on sp.id = e.scheduled_payment_id left join agreements sa on sa.id = sp.agreement_id
  left join customers c on c.id = coalesce(e.customer_id, pa.customer_id, sa.customer_id)
  left join contacts ct on ct.id = c.contact_id
  left join ledger_entries rv on rv.payment_id = p.id and rv.kind = 'reversal'`;

const STATUS_CLAUSES = {
  open: 'e.resolved_at is null',
  resolved: 'e.resolved_at is not null',
  all: null,
} as const;

/**
 * Unresolved first, then newest first. `type` is a type name ('all': every type); `status`
 * open (the default), resolved or all.
 */
export async function listExceptions(em: EntityManager, q: ListQuery): Promise<Row[]> {
  const clauses: { sql: string; params: unknown[] }[] = [];
  const status = STATUS_CLAUSES[q.status];
  if (status) clauses.push({ sql: status, params: [] });
  if (q.type && q.type.toLowerCase() !== 'all')
    clauses.push({ sql: 'lower(t.name) = lower(?)', params: [q.type] });
  if (q.search) {
    clauses.push({
      sql: `(e.description ilike ? or ct.full_name ilike ? or t.name ilike ? or ('EXC-' || e.id) ilike ?)`,
      params: Array(4).fill(likePattern(q.search)),
    });
  }
  const where = whereOf(clauses);
  return em.execute<Row[]>(
    `${EXCEPTION_SQL} ${where.sql} order by (e.resolved_at is null) desc, e.created_at desc, e.id desc limit ? offset ?`,
    [...where.params, q.limit, q.offset],
  );
}

export async function getExceptionRow(em: EntityManager, id: number): Promise<Row> {
  const [row] = await em.execute<Row[]>(`${EXCEPTION_SQL} where e.id = ?`, [id]);
  if (!row) throw notFound(EXCEPTION_TEXTS.notFound);
  return row;
}

export async function listExceptionTypes(em: EntityManager) {
  const rows = await em.execute<Row[]>('select id, name from exception_types order by id');
  return rows.map((r) => ({ id: num(r.id), name: String(r.name) }));
}

export function presentException(row: Row): PulseException {
  return {
    exception_id: num(row.exception_id),
    type: String(row.type),
    payment_id: numOrNull(row.payment_id),
    scheduled_payment_id: strOrNull(row.scheduled_payment_id),
    customer_id: numOrNull(row.customer_id),
    customer_name: strOrNull(row.customer_name),
    contact_id: strOrNull(row.contact_id),
    description: strOrNull(row.description),
    created_at: String(row.created_at),
    resolved_at: strOrNull(row.resolved_at),
    resolution: strOrNull(row.resolution),
    resolved_by: numOrNull(row.resolved_by),
    resolved_by_name: strOrNull(row.resolved_by_name),
    payment:
      row.paid_agreement_id === null || row.paid_agreement_id === undefined
        ? null
        : {
            agreement_id: num(row.paid_agreement_id),
            amount: num(row.paid_amount),
            reversal: row.reversal_reason
              ? { reason: String(row.reversal_reason), at: String(row.reversed_at) }
              : null,
          },
  };
}
