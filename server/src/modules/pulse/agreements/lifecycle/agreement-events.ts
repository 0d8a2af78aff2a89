/**
 * An agreement's history (table agreement_events): each lifecycle step with who took it, when,
 * what it was and the money it moved. Written in the transaction of the step itself.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { AgreementEvent } from '@rentline/sync-protocol/wire';
import { typed } from '../../../../db/kysely';

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
  await typed(em)
    .insertInto('agreement_events')
    .values({ agreement_id: agreementId, kind, detail, amount, employee_id: by })
    .execute();
}

/** Newest first. */
export async function listEvents(
  em: EntityManager,
  agreementId: number,
): Promise<AgreementEvent[]> {
  const rows = await typed(em)
    .selectFrom('agreement_events as ev')
    .leftJoin('employees as e', 'e.id', 'ev.employee_id')
    .select([
      'ev.id',
      'ev.kind',
      'ev.detail',
      'ev.amount',
      'e.full_name as employee_name',
      'ev.created_at',
    ])
    .where('ev.agreement_id', '=', agreementId)
    .orderBy('ev.created_at', 'desc')
    .orderBy('ev.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
}
