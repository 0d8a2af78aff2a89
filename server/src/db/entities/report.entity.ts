import { defineEntity, p } from '@mikro-orm/core';
import type { TriggerDef } from '@mikro-orm/core';
import type { RevenueReport } from '@rentline/sync-protocol/wire';

/** A past store day of the Revenue report, kept once computed (migration revenue_days). */
export const RevenueDay = defineEntity({
  name: 'RevenueDay',
  tableName: 'revenue_days',
  properties: {
    time_zone: p.string().length(64).primary(),
    day: p.string().columnType('date').primary(),
    row: p.json<RevenueReport['rows'][number]>(),
  },
});

/**
 * The triggers by which a statement writing payments or ledger entries of a day already kept
 * forgets that day (migration revenue_days), declared on both tables.
 */
export function forgetsRevenueDays(table: 'payments' | 'ledger_entries'): TriggerDef[] {
  const trigger = (event: 'insert' | 'update' | 'delete', tables: string, fn: string) => ({
    name: `${table}_revenue_days_${event}`,
    timing: 'after' as const,
    events: [event],
    forEach: 'statement' as const,
    expression: `create trigger ${table}_revenue_days_${event} after ${event} on ${table}
      referencing ${tables} for each statement execute function ${fn}()`,
  });
  return [
    trigger('insert', 'new table as new_rows', 'revenue_days_forget_new'),
    trigger('update', 'old table as old_rows new table as new_rows', 'revenue_days_forget_changed'),
    trigger('delete', 'old table as old_rows', 'revenue_days_forget_old'),
  ];
}
