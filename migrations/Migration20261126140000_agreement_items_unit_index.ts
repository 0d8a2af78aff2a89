import { Migration } from '@mikro-orm/migrations';

/** Which agreements hold a unit (a delete of a unit on an agreement is refused): by item. */
export class Migration20261126140000_agreement_items_unit_index extends Migration {
  override up(): void {
    this.addSql('create index agreement_items_flow_item_idx on agreement_items (flow_item_id)');
  }

  override down(): void {
    this.addSql('drop index if exists agreement_items_flow_item_idx');
  }
}
