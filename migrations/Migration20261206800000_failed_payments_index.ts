import { Migration } from '@mikro-orm/migrations';

/**
 * The Payment Log's Failed filter by time: declined attempts are a small share of payments, and
 * its page walked every payment's time (payments_created_idx) to find them, or read the table.
 */
export class Migration20261206800000_failed_payments_index extends Migration {
  override up(): void {
    this.addSql('create index payments_failed_idx on payments (created_at desc) where not success');
  }
}
