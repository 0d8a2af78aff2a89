import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the Pulse lists at volume (benchmark #4, server reads at --scale 20):
 * - payments_agreement_paid_idx: "total paid on an agreement" (the sum of its successful
 *   payments), which the customers and agreements lists compute for the rows of one page, becomes
 *   an index-only scan of that agreement's entries instead of a visit to each payment row.
 * - agreements_activation_list_idx: the agreements list's order (newest activation first, never
 *   activated last, id as tie-break), so a page is read from the index instead of sorting every
 *   agreement joined with its customer and contact.
 */
export class Migration20261123220000_payment_totals_index extends Migration {
  override up(): void {
    this.addSql(
      'create index payments_agreement_paid_idx on payments (agreement_id) include (amount_paid) where success',
    );
    this.addSql(
      'create index agreements_activation_list_idx on agreements (activation_date desc nulls last, id desc)',
    );
  }

  override down(): void {
    this.addSql('drop index if exists payments_agreement_paid_idx');
    this.addSql('drop index if exists agreements_activation_list_idx');
  }
}
