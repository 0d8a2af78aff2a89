import { Migration } from '@mikro-orm/migrations';

/**
 * One row per closed store day (issue 22 section 5): the counted cash and checks, and the day's
 * figures as they stood at the close (`tenders`, `agreements`, and the payments counted in
 * `payment_ids`), so a closed day never changes; a payment of that day not among them (recorded
 * or backdated later) is shown as an adjustment, read from payments.
 */
export class Migration20261127110000_end_of_day extends Migration {
  override up(): void {
    this.addSql(`create table end_of_day_closes (
      day date primary key,
      closed_at timestamptz not null default now(),
      closed_by integer references employees (id) on delete set null,
      counted_cash numeric(12,2) not null,
      counted_checks numeric(12,2) not null,
      note varchar(2000),
      tenders jsonb not null,
      agreements jsonb not null,
      payment_ids jsonb not null
    )`);
  }

  override down(): void {
    this.addSql('drop table if exists end_of_day_closes');
  }
}
