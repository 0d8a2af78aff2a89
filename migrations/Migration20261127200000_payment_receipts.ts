import { Migration } from '@mikro-orm/migrations';

/**
 * Who took a payment (issue 21, receipts): the signed-in employee who recorded a manual payment
 * or started the card session. Payments recorded before this column, and the demo's, have none.
 */
export class Migration20261127200000_payment_receipts extends Migration {
  override up(): void {
    this.addSql(
      'alter table payments add column taken_by int references employees (id) on delete set null',
    );
  }

  override down(): void {
    this.addSql('alter table payments drop column if exists taken_by');
  }
}
