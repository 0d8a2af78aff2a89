import { defineEntity, p } from '@mikro-orm/core';
import type { TriggerDef } from '@mikro-orm/core';

/**
 * A delinquent customer's on-time share, kept for the store day it was counted for (migration
 * collection_shares): read by the collections queue's order (collections.order.ts).
 */
export const CollectionShare = defineEntity({
  name: 'CollectionShare',
  tableName: 'collection_shares',
  properties: {
    customer_id: p.integer().primary().autoincrement(false),
    /** Moved by every change that makes the count stale; a count is kept only at its own. */
    generation: p.bigint('number').defaultRaw('0'),
    /** The store day counted for; null once stale. */
    day: p.string().columnType('date').nullable(),
    due_before: p.integer().defaultRaw('0'),
    on_time: p.integer().defaultRaw('0'),
  },
});

const statementTrigger = (
  table: string,
  event: 'insert' | 'update' | 'delete',
  tables: string,
  fn: string,
): TriggerDef => ({
  name: `${table}_shares_${event}`,
  timing: 'after',
  events: [event],
  forEach: 'statement',
  expression: `create trigger ${table}_shares_${event} after ${event} on ${table}
    referencing ${tables} for each statement execute function ${fn}()`,
});

/** The triggers by which a statement writing installments makes their customers' shares stale. */
export const STALES_SHARES_OF_INSTALLMENTS: TriggerDef[] = [
  statementTrigger(
    'scheduled_payments',
    'insert',
    'new table as new_rows',
    'collection_shares_stale_new',
  ),
  statementTrigger(
    'scheduled_payments',
    'update',
    'old table as old_rows new table as new_rows',
    'collection_shares_stale_changed',
  ),
  statementTrigger(
    'scheduled_payments',
    'delete',
    'old table as old_rows',
    'collection_shares_stale_old',
  ),
];

/** The triggers by which an agreement moved or deleted makes its customers' shares stale. */
const ownerTrigger = (event: 'update' | 'delete', when: string): TriggerDef => ({
  name: `agreements_shares_${event}`,
  timing: 'after',
  events: [event],
  forEach: 'row',
  expression: `create trigger agreements_shares_${event} after ${event} on agreements
    for each row ${when} execute function collection_shares_stale_owner()`,
});

export const STALES_SHARES_OF_AGREEMENTS: TriggerDef[] = [
  ownerTrigger('update', 'when (old.customer_id is distinct from new.customer_id)'),
  ownerTrigger('delete', ''),
];
