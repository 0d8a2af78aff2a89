import { Migration } from '@mikro-orm/migrations';

/**
 * A customer's engagements by time: the collections queue reads each delinquent customer's last
 * contact (collections.queries.ts), which scanned every engagement of the store without it.
 */
export class Migration20261206700000_engagements_by_customer extends Migration {
  override up(): void {
    this.addSql(
      'create index engagements_customer_idx on engagements (customer_id, engagement_date_time)',
    );
  }
}
