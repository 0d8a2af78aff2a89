import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import type { EndOfDay, TenderTotal } from '@rentline/sync-protocol/wire';

export type EndOfDayFigures = Pick<EndOfDay, 'fees_total' | 'tax_total' | 'reversals' | 'drawer'>;
import { createdAt, numeric, varchar } from './columns';
import { Employee } from './employee.entity';

const E = COLUMNS.end_of_day_closes;

/** A closed store day, its figures frozen as they stood at the close (migration end_of_day). */
export const EndOfDayClose = defineEntity({
  name: 'EndOfDayClose',
  tableName: 'end_of_day_closes',
  properties: {
    day: p.string().columnType('date').primary(),
    closed_at: createdAt(),
    closed_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('closed_by')
      .nullable()
      .deleteRule('set null'),
    counted_cash: numeric(E.counted_cash),
    counted_checks: numeric(E.counted_checks),
    note: varchar(E.note).nullable(),
    tenders: p.json<TenderTotal[]>(),
    agreements: p.json<Record<string, number | null>>(),
    /** The payments the frozen figures count; any other payment of the day is an adjustment. */
    payment_ids: p.json<number[]>(),
    /** The reversals the frozen figures count (ledger entries); any other of the day is an adjustment. */
    reversal_ids: p.json<number[]>().defaultRaw(`'[]'`),
    /** The rest of the frozen figures: fees and tax taken, the reversals, the drawer. */
    figures: p.json<Partial<EndOfDayFigures>>().defaultRaw(`'{}'`),
  },
});
