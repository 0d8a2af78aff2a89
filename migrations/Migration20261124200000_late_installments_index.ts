import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's high-risk tile (dashboard.service.ts) takes the agreements of the unpaid
 * installments due 30 days ago or earlier. The unpaid installments' due-date index now carries
 * their agreement too, so those are read from a range of the index alone; before, the only index
 * holding the agreement was ordered by agreement first, and every unpaid installment's entry was
 * walked to find the late ones (81,425 entries for 810 at --scale 20). The overdue count keeps
 * using the same index. Benchmark #4 at --scale 20, the dashboard query alone (pgbench, 20
 * clients): about 1,400 -> 2,250 a second.
 */
export class Migration20261124200000_late_installments_index extends Migration {
  override up(): void {
    this.addSql('drop index if exists scheduled_payments_due_idx');
    this.addSql(
      `create index scheduled_payments_due_idx on scheduled_payments (due_date)
         include (agreement_id) where status <> 'paid'`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists scheduled_payments_due_idx');
    this.addSql(
      `create index scheduled_payments_due_idx on scheduled_payments (due_date) where status <> 'paid'`,
    );
  }
}
