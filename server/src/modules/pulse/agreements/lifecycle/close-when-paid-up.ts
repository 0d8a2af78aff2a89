/**
 * After money comes in: an open agreement with every installment charged and nothing owed is
 * Paid Out and its unit Sold. Called in the payment's transaction, under the agreement's lock.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { AGREEMENT_STATUS, UNIT_STATUS } from '@rentline/sync-protocol/rules';
import { typed } from '../../../../db/kysely';
import { recordEvent } from './agreement-events';
import { lockUnitOf, moveUnit } from './unit-status';

export async function closeWhenPaidUp(
  em: EntityManager,
  m: {
    head: { id: number; status: string };
    schedule: { charged: boolean }[];
    amountDueCents: number;
  },
  today: string,
  by: number | null,
): Promise<boolean> {
  const open =
    m.head.status === AGREEMENT_STATUS.active || m.head.status === AGREEMENT_STATUS.suspended;
  if (
    !open ||
    m.amountDueCents > 0 ||
    m.schedule.length === 0 ||
    m.schedule.some((i) => !i.charged)
  )
    return false;
  await typed(em)
    .updateTable('agreements')
    .set({ agreement_status: AGREEMENT_STATUS.paidOut, closed_on: today })
    .where('id', '=', m.head.id)
    .execute();
  m.head.status = AGREEMENT_STATUS.paidOut;
  const unit = await lockUnitOf(em, m.head.id);
  if (unit) await moveUnit(em, unit, UNIT_STATUS.sold, 0);
  await recordEvent(em, m.head.id, 'Paid Out', by, 'The last installment was paid');
  return true;
}
