import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { z } from 'zod';
import { EXCEPTION_TEXTS } from '@rentline/sync-protocol/texts';
import type { PulseException, exceptionListQuerySchema } from '@rentline/sync-protocol/wire';
import { notFound } from '../../../http/errors';
import { typed } from '../../../db/kysely';
import { likePattern } from '../../../db/like';

type ListQuery = z.output<typeof exceptionListQuerySchema>;

/** The customer is the one recorded, else the owner of the payment's or installment's agreement. */
const exceptionView = (em: EntityManager) =>
  typed(em)
    .selectFrom('exceptions as e')
    .innerJoin('exception_types as t', 't.id', 'e.exception_type_id')
    .leftJoin('employees as rb', 'rb.id', 'e.resolved_by')
    .leftJoin('payments as p', 'p.id', 'e.payment_id')
    .leftJoin('agreements as pa', 'pa.id', 'p.agreement_id')
    .leftJoin('scheduled_payments as sp', 'sp.id', 'e.scheduled_payment_id')
    .leftJoin('agreements as sa', 'sa.id', 'sp.agreement_id')
    .leftJoin('customers as c', (join) =>
      join.on((eb) =>
        eb('c.id', '=', eb.fn.coalesce('e.customer_id', 'pa.customer_id', 'sa.customer_id')),
      ),
    )
    .leftJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .leftJoin('ledger_entries as rv', (join) =>
      join.onRef('rv.payment_id', '=', 'p.id').on('rv.kind', '=', 'reversal'),
    )
    .select((eb) => [
      'e.id as exception_id',
      't.name as type',
      'e.payment_id',
      'e.scheduled_payment_id',
      'c.id as customer_id',
      'ct.full_name as customer_name',
      'c.contact_id',
      'e.description',
      'e.created_at',
      'e.resolved_at',
      'e.resolution',
      'e.resolved_by',
      'rb.full_name as resolved_by_name',
      eb
        .case()
        .when('p.success', '=', true)
        .then(eb.ref('p.agreement_id'))
        .end()
        .as('paid_agreement_id'),
      // Under its own name, so that it comes converted (entity-values.ts converts by column name).
      'p.amount_paid',
      'rv.reason as reversal_reason',
      // Renamed, so not converted by column name: ISO text from the database, as before.
      sql<
        string | null
      >`to_char(rv.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`.as(
        'reversed_at',
      ),
    ]);

type ExceptionRow = Awaited<ReturnType<typeof getExceptionRow>>;

/**
 * Unresolved first, then newest first. `type` is a type name ('all': every type); `status`
 * open (the default), resolved or all.
 */
export async function listExceptions(em: EntityManager, q: ListQuery) {
  let query = exceptionView(em);
  if (q.status === 'open') query = query.where('e.resolved_at', 'is', null);
  if (q.status === 'resolved') query = query.where('e.resolved_at', 'is not', null);
  const type = q.type;
  if (type && type.toLowerCase() !== 'all')
    query = query.where((eb) =>
      eb(eb.fn('lower', ['t.name']), '=', eb.fn('lower', [eb.val(type)])),
    );
  if (q.search) {
    const pattern = likePattern(q.search);
    query = query.where((eb) =>
      eb.or([
        eb('e.description', 'ilike', pattern),
        eb('ct.full_name', 'ilike', pattern),
        eb('t.name', 'ilike', pattern),
        eb(sql<string>`('EXC-' || ${eb.ref('e.id')})`, 'ilike', pattern),
      ]),
    );
  }
  return query
    .orderBy((eb) => eb('e.resolved_at', 'is', null), 'desc')
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(q.limit)
    .offset(q.offset)
    .execute();
}

export async function getExceptionRow(em: EntityManager, id: number) {
  const row = await exceptionView(em).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(EXCEPTION_TEXTS.notFound);
  return row;
}

export const listExceptionTypes = (em: EntityManager) =>
  typed(em).selectFrom('exception_types').select(['id', 'name']).orderBy('id').execute();

export function presentException(row: ExceptionRow): PulseException {
  const { paid_agreement_id, amount_paid, reversal_reason, reversed_at, ...exception } = row;
  return {
    ...exception,
    created_at: row.created_at.toISOString(),
    resolved_at: row.resolved_at?.toISOString() ?? null,
    payment:
      paid_agreement_id === null
        ? null
        : {
            agreement_id: paid_agreement_id,
            amount: amount_paid ?? 0,
            reversal: reversal_reason ? { reason: reversal_reason, at: reversed_at ?? '' } : null,
          },
  };
}
