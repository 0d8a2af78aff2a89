/**
 * Writing a schedule. The schedule is the contract: it is written when an agreement is created
 * (proposed), replaced at delivery and by Edit Agreement's price terms while the agreement is
 * Pending (nothing of it is charged yet), and its due dates move only by Edit Agreement's due day,
 * only for installments not yet charged. Nothing else changes an installment's amount or date.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { toDollars } from '@rentline/sync-protocol/money';
import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import { typed } from '../../../db/kysely';

export interface ScheduleLine {
  due_date: string;
  amount_cents: number;
}

/**
 * Replaces the installments of a Pending agreement (none is charged) with `lines`, each with
 * `damageWaiverCents` of damage waiver. Answers the new ids in due order.
 */
export async function replaceSchedule(
  em: EntityManager,
  agreementId: number,
  lines: readonly ScheduleLine[],
  damageWaiverCents: number,
): Promise<string[]> {
  const k = typed(em);
  await k
    .deleteFrom('scheduled_payments')
    .where('agreement_id', '=', agreementId)
    .where('charged', '=', false)
    .execute();
  const rows = lines
    .filter((l) => l.amount_cents > 0)
    .map((l) => ({
      id: uuidv7(),
      agreement_id: agreementId,
      due_date: l.due_date,
      expected_amount: toDollars(l.amount_cents),
      damage_waiver: toDollars(damageWaiverCents),
      amount_due: toDollars(l.amount_cents + damageWaiverCents),
      status: INSTALLMENT_STATUS.pending,
    }));
  if (rows.length > 0) await k.insertInto('scheduled_payments').values(rows).execute();
  return rows.map((r) => r.id);
}

/** Edit Agreement's due day: the installments not yet charged move to that day of their month. */
export async function moveUnchargedToDay(em: EntityManager, agreementId: number, day: number) {
  await typed(em)
    .updateTable('scheduled_payments')
    .set({
      due_date: sql<string>`make_date(extract(year from due_date)::int,
        extract(month from due_date)::int,
        least(${day}, extract(day from (date_trunc('month', due_date) + interval '1 month - 1 day'))::int))`,
    })
    .where('agreement_id', '=', agreementId)
    .where('charged', '=', false)
    .execute();
}
