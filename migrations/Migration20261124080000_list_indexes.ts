import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the lists' pages (benchmark #4, server reads at --scale 20):
 * - flow_items_status_newest_idx, flow_items_newest_idx: the in-stock list's default order,
 *   newest procurement first with undated items last (`procurement_date desc nulls last,
 *   id desc`), with and without a status filter. The ascending ones (flow_indexes) cannot give
 *   "nulls last" read backwards, so every page sorted all the matching items (6,600 In-Stock)
 *   to keep 20 of them.
 * - scheduled_payments_unpaid_idx: an agreement's unpaid installments by due date, the "next
 *   due" of every row of the customers and agreements lists. Through the agreement's whole
 *   schedule, each lookup stepped over its paid installments first (about 30 each).
 */
export class Migration20261124080000_list_indexes extends Migration {
  override up(): void {
    this.addSql(
      'create index flow_items_status_newest_idx on flow_items (status, procurement_date desc nulls last, id desc)',
    );
    this.addSql(
      'create index flow_items_newest_idx on flow_items (procurement_date desc nulls last, id desc)',
    );
    this.addSql(
      `create index scheduled_payments_unpaid_idx on scheduled_payments (agreement_id, due_date)
         where status <> 'paid'`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists flow_items_status_newest_idx');
    this.addSql('drop index if exists flow_items_newest_idx');
    this.addSql('drop index if exists scheduled_payments_unpaid_idx');
  }
}
