import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the In Stock Items list (GET /api/flow/items). The screen filters by status by default
 * (In-Stock, SPEC.md section 9) and sorts by one column with the item id as tie-break, so each
 * sortable item column gets a status-prefixed btree ending in id; `flow_items_status_name_idx` and
 * `flow_items_procurement_idx` already exist. Unfiltered name sorts use `lower(name), id`.
 * Sorts by category or vendor name sort after a join with those small tables. Substring search
 * (ilike '%…%') cannot use a btree and pg_trgm is not available on PGlite, so it scans.
 */
export class Migration20261122010000_flow_indexes extends Migration {
  override up(): void {
    this.addSql('create index flow_items_name_idx on flow_items (lower(name), id)');
    this.addSql('create index flow_items_status_cost_idx on flow_items (status, our_cost, id)');
    this.addSql(
      'create index flow_items_status_retail_idx on flow_items (status, retail_price, id)',
    );
    this.addSql(
      'create index flow_items_status_procurement_idx on flow_items (status, procurement_date, id)',
    );
  }

  override down(): void {
    this.addSql('drop index if exists flow_items_name_idx');
    this.addSql('drop index if exists flow_items_status_cost_idx');
    this.addSql('drop index if exists flow_items_status_retail_idx');
    this.addSql('drop index if exists flow_items_status_procurement_idx');
  }
}
