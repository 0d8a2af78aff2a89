import { Migration } from '@mikro-orm/migrations';

/**
 * A customer's payments in a window of time (collections by employee: what a customer paid
 * between a promise and the end of its day) walk one agreement's payments by time, instead of
 * every payment of the window. The composite index serves every lookup by agreement the
 * single-column one did.
 */
export class Migration20261206300000_payments_by_agreement_and_time extends Migration {
  override up(): void {
    this.addSql('drop index if exists payments_agreement_idx');
    this.addSql('create index payments_agreement_idx on payments (agreement_id, created_at)');
  }
}
