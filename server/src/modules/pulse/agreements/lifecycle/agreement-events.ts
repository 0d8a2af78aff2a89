/**
 * An agreement's history (table agreement_events): each lifecycle step with who took it, when,
 * what it was and the money it moved. Written in the transaction of the step itself.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AgreementEvent } from '@rentline/sync-protocol';
import { isoTimestamp, num, numOrNull, strOrNull, type Row } from '../../pulse-sql';

export type AgreementEventKind =
  | 'Created'
  | 'Activated'
  | 'Payment'
  | 'Paid Out'
  | 'Paid Out (Early Purchase)'
  | 'Returned'
  | 'Reinstated'
  | 'Charged Off'
  | 'Cancelled'
  | 'Edited'
  | 'Payment reversed'
  | 'Reopened'
  | 'Fee waived';

export async function recordEvent(
  em: EntityManager,
  agreementId: number,
  kind: AgreementEventKind,
  by: number | null,
  detail: string | null = null,
  amount: number | null = null,
): Promise<void> {
  await em.execute(
    `insert into agreement_events (agreement_id, kind, detail, amount, employee_id) values (?, ?, ?, ?, ?)`,
    [agreementId, kind, detail, amount, by],
  );
}

/** Newest first. */
export async function listEvents(
  em: EntityManager,
  agreementId: number,
): Promise<AgreementEvent[]> {
  const rows = await em.execute<Row[]>(
    `select ev.id, ev.kind, ev.detail, ev.amount, e.full_name as employee_name,
       ${isoTimestamp('ev.created_at')} as created_at
     from agreement_events ev left join employees e on e.id = ev.employee_id
     where ev.agreement_id = ? order by ev.created_at desc, ev.id desc`,
    [agreementId],
  );
  return rows.map((r) => ({
    id: num(r.id),
    kind: String(r.kind),
    detail: strOrNull(r.detail),
    amount: numOrNull(r.amount),
    employee_name: strOrNull(r.employee_name),
    created_at: String(r.created_at),
  }));
}
