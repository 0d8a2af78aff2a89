import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS, LEDGER_KINDS } from '@rentline/sync-protocol/rules';
import type { StoreSettingsValues } from '@rentline/sync-protocol/wire';
import { createdAt, oneOf, varchar } from './columns';
import { Employee } from './employee.entity';
import { Payment } from './payment.entity';
import { Agreement, ScheduledPayment } from './pulse.entity';
import { forgetsRevenueDays } from './report.entity';

const L = COLUMNS.ledger_entries;

/**
 * An agreement's ledger (DESIGN.md 5.1; sync-protocol rules/ledger.ts): append-only, whole cents,
 * above zero a charge and below zero a credit. Nothing updates or deletes a row; a correction is a
 * new row naming the one it corrects (`corrects_id`, unique: an entry is corrected once). The
 * partial unique indexes make each posting happen once, whichever server or request gets there:
 * an installment's rent, damage waiver and late fee, the tax of a charge, the credit of a payment.
 */
export const LedgerEntry = defineEntity({
  name: 'LedgerEntry',
  tableName: 'ledger_entries',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    kind: oneOf(LEDGER_KINDS, L.kind),
    amount_cents: p.integer(),
    /** The store day it belongs to: an installment's due date, else the day it was made. */
    effective_date: p.date(),
    /** The installment whose charges it belongs to (its allocation group). */
    installment_id: p
      .manyToOne(ScheduledPayment)
      .mapToPk()
      .fieldName('installment_id')
      .nullable()
      .deleteRule('cascade'),
    /** A tax's charge; a waiver's or a targeted closeout's fee or installment charge. */
    charge_id: p.integer().nullable(),
    corrects_id: p.integer().nullable().unique('ledger_entries_corrects_id_key'),
    payment_id: p
      .manyToOne(Payment)
      .mapToPk()
      .fieldName('payment_id')
      .nullable()
      .deleteRule('cascade'),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    reason: varchar(L.reason).nullable(),
    note: varchar(L.note).nullable(),
    /** A tax's rate, in thousandths of a percent (6.625 % is 6625). */
    tax_rate_mp: p.integer().nullable(),
    created_at: createdAt(),
  },
  triggers: forgetsRevenueDays('ledger_entries'),
  indexes: [
    { name: 'ledger_entries_agreement_idx', properties: ['agreement_id', 'id'] },
    { name: 'ledger_entries_payment_idx', properties: ['payment_id'] },
    { name: 'ledger_entries_reversal_idx', properties: ['created_at'], where: `kind = 'reversal'` },
  ],
  uniques: [
    {
      name: 'ledger_entries_once_idx',
      expression: `create unique index ledger_entries_once_idx on ledger_entries (installment_id, kind) where kind in ('rent', 'damage_waiver', 'late_fee')`,
    },
    {
      name: 'ledger_entries_tax_idx',
      expression: `create unique index ledger_entries_tax_idx on ledger_entries (charge_id) where kind = 'tax'`,
    },
    {
      name: 'ledger_entries_payment_credit_idx',
      expression: `create unique index ledger_entries_payment_credit_idx on ledger_entries (payment_id) where kind = 'payment'`,
    },
  ],
});

/**
 * The store's settings, one row per change (sync-protocol wire/store-settings.ts): the row in
 * effect on a day is the latest whose `effective_from` is not after it. Rows are never edited.
 */
export const StoreSettings = defineEntity({
  name: 'StoreSettings',
  tableName: 'store_settings',
  properties: {
    id: p.integer().primary().autoincrement(),
    effective_from: p.date(),
    settings: p.json<StoreSettingsValues>(),
    changed_by: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('changed_by')
      .nullable()
      .deleteRule('set null'),
    created_at: createdAt(),
  },
  indexes: [{ name: 'store_settings_effective_idx', properties: ['effective_from', 'id'] }],
});

/**
 * What the ledger's migration corrected or could not read (migration money_ledger, step 3), and
 * the agreements the first settle changed: the log an operator reads after the upgrade.
 */
export const LedgerMigrationLog = defineEntity({
  name: 'LedgerMigrationLog',
  tableName: 'ledger_migration_log',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.integer().nullable(),
    payment_id: p.integer().nullable(),
    amount_cents: p.integer().nullable(),
    note: p.string().length(500),
    created_at: createdAt(),
  },
});
