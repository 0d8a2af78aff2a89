import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122010000_flow_indexes } from './Migration20261122010000_flow_indexes';
import { Migration20261122020000_payment_sessions } from './Migration20261122020000_payment_sessions';
import { Migration20261123213000_overwritten_edits } from './Migration20261123213000_overwritten_edits';
import { Migration20261123220000_payment_totals_index } from './Migration20261123220000_payment_totals_index';
import { Migration20261124040000_agreement_total_paid } from './Migration20261124040000_agreement_total_paid';
import { Migration20261124080000_list_indexes } from './Migration20261124080000_list_indexes';
import { Migration20261124150000_active_agreement_totals } from './Migration20261124150000_active_agreement_totals';
import { Migration20261124200000_late_installments_index } from './Migration20261124200000_late_installments_index';
import { Migration20261126000000_column_bounds } from './Migration20261126000000_column_bounds';
import { Migration20261126100000_idempotency_keys } from './Migration20261126100000_idempotency_keys';
import { Migration20261126110000_auth_sessions } from './Migration20261126110000_auth_sessions';
import { Migration20261126120000_lanes_and_conflict_notices } from './Migration20261126120000_lanes_and_conflict_notices';
import { Migration20261126130000_unique_serial_numbers } from './Migration20261126130000_unique_serial_numbers';
import { Migration20261126140000_agreement_items_unit_index } from './Migration20261126140000_agreement_items_unit_index';
import { Migration20261126150000_mutation_result_field } from './Migration20261126150000_mutation_result_field';
import { Migration20261127000000_agreement_lifecycle } from './Migration20261127000000_agreement_lifecycle';
import { Migration20261127010000_one_row_per_serial_unit } from './Migration20261127010000_one_row_per_serial_unit';
import { Migration20261127100000_exception_resolution } from './Migration20261127100000_exception_resolution';
import { Migration20261127110000_end_of_day } from './Migration20261127110000_end_of_day';
import { Migration20261127200000_payment_receipts } from './Migration20261127200000_payment_receipts';
import { Migration20261127300000_collections } from './Migration20261127300000_collections';
import { Migration20261127400000_total_paid_per_statement } from './Migration20261127400000_total_paid_per_statement';
import { Migration20261129000000_total_paid_follow_rows } from './Migration20261129000000_total_paid_follow_rows';
import { Migration20261206000000_sliding_sign_in_throttle } from './Migration20261206000000_sliding_sign_in_throttle';
import { Migration20261206100000_money_ledger } from './Migration20261206100000_money_ledger';
import { Migration20261206200000_roles_and_audit } from './Migration20261206200000_roles_and_audit';
import { Migration20261206300000_payments_by_agreement_and_time } from './Migration20261206300000_payments_by_agreement_and_time';
import { Migration20261206400000_revenue_days } from './Migration20261206400000_revenue_days';
import { Migration20261206500000_payment_counts } from './Migration20261206500000_payment_counts';
import { Migration20261206600000_collection_shares } from './Migration20261206600000_collection_shares';
import { Migration20261206700000_engagements_by_customer } from './Migration20261206700000_engagements_by_customer';
import { Migration20261206800000_failed_payments_index } from './Migration20261206800000_failed_payments_index';

/** Every migration, in order. Listed explicitly so the same files run under tsx, Vitest and a bundle. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122010000_flow_indexes', class: Migration20261122010000_flow_indexes },
  {
    name: 'Migration20261122020000_payment_sessions',
    class: Migration20261122020000_payment_sessions,
  },
  {
    name: 'Migration20261123213000_overwritten_edits',
    class: Migration20261123213000_overwritten_edits,
  },
  {
    name: 'Migration20261123220000_payment_totals_index',
    class: Migration20261123220000_payment_totals_index,
  },
  {
    name: 'Migration20261124040000_agreement_total_paid',
    class: Migration20261124040000_agreement_total_paid,
  },
  {
    name: 'Migration20261124080000_list_indexes',
    class: Migration20261124080000_list_indexes,
  },
  {
    name: 'Migration20261124150000_active_agreement_totals',
    class: Migration20261124150000_active_agreement_totals,
  },
  {
    name: 'Migration20261124200000_late_installments_index',
    class: Migration20261124200000_late_installments_index,
  },
  { name: 'Migration20261126000000_column_bounds', class: Migration20261126000000_column_bounds },
  {
    name: 'Migration20261126100000_idempotency_keys',
    class: Migration20261126100000_idempotency_keys,
  },
  {
    name: 'Migration20261126110000_auth_sessions',
    class: Migration20261126110000_auth_sessions,
  },
  {
    name: 'Migration20261126120000_lanes_and_conflict_notices',
    class: Migration20261126120000_lanes_and_conflict_notices,
  },
  {
    name: 'Migration20261126130000_unique_serial_numbers',
    class: Migration20261126130000_unique_serial_numbers,
  },
  {
    name: 'Migration20261126140000_agreement_items_unit_index',
    class: Migration20261126140000_agreement_items_unit_index,
  },
  {
    name: 'Migration20261126150000_mutation_result_field',
    class: Migration20261126150000_mutation_result_field,
  },
  {
    name: 'Migration20261127000000_agreement_lifecycle',
    class: Migration20261127000000_agreement_lifecycle,
  },
  {
    name: 'Migration20261127010000_one_row_per_serial_unit',
    class: Migration20261127010000_one_row_per_serial_unit,
  },
  {
    name: 'Migration20261127100000_exception_resolution',
    class: Migration20261127100000_exception_resolution,
  },
  {
    name: 'Migration20261127110000_end_of_day',
    class: Migration20261127110000_end_of_day,
  },
  {
    name: 'Migration20261127200000_payment_receipts',
    class: Migration20261127200000_payment_receipts,
  },
  {
    name: 'Migration20261127300000_collections',
    class: Migration20261127300000_collections,
  },
  {
    name: 'Migration20261127400000_total_paid_per_statement',
    class: Migration20261127400000_total_paid_per_statement,
  },
  {
    name: 'Migration20261129000000_total_paid_follow_rows',
    class: Migration20261129000000_total_paid_follow_rows,
  },
  {
    name: 'Migration20261206000000_sliding_sign_in_throttle',
    class: Migration20261206000000_sliding_sign_in_throttle,
  },
  {
    name: 'Migration20261206100000_money_ledger',
    class: Migration20261206100000_money_ledger,
  },
  {
    name: 'Migration20261206200000_roles_and_audit',
    class: Migration20261206200000_roles_and_audit,
  },
  {
    name: 'Migration20261206300000_payments_by_agreement_and_time',
    class: Migration20261206300000_payments_by_agreement_and_time,
  },
  {
    name: 'Migration20261206400000_revenue_days',
    class: Migration20261206400000_revenue_days,
  },
  {
    name: 'Migration20261206500000_payment_counts',
    class: Migration20261206500000_payment_counts,
  },
  {
    name: 'Migration20261206600000_collection_shares',
    class: Migration20261206600000_collection_shares,
  },
  {
    name: 'Migration20261206700000_engagements_by_customer',
    class: Migration20261206700000_engagements_by_customer,
  },
  {
    name: 'Migration20261206800000_failed_payments_index',
    class: Migration20261206800000_failed_payments_index,
  },
];
