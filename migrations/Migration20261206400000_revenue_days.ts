import { Migration } from '@mikro-orm/migrations';

/**
 * The Revenue report's past days, each kept once computed (modules/reports/revenue-days.ts):
 * a day's row as the report shows it, per store time zone. A past day's payments and reversals
 * do not change as the store goes on (both are written with the time they are taken), so a
 * month's report reads 29 kept days and counts only today. What does write to a day already
 * kept (a payment or ledger entry inserted, changed or deleted with a past time: an import, a
 * test's factory) forgets that day here, in the statement that writes it.
 */
export class Migration20261206400000_revenue_days extends Migration {
  override up(): void {
    this.addSql(`create table revenue_days (
      time_zone varchar(64) not null,
      day date not null,
      "row" jsonb not null,
      primary key (time_zone, day)
    )`);
    const forget = (name: string, rows: string) =>
      this.addSql(`create function ${name}() returns trigger language plpgsql as $$
        begin
          delete from revenue_days r using (${rows}) changed
           where r.day = (changed.created_at at time zone r.time_zone)::date;
          return null;
        end $$`);
    forget('revenue_days_forget_new', 'select created_at from new_rows');
    forget('revenue_days_forget_old', 'select created_at from old_rows');
    forget(
      'revenue_days_forget_changed',
      'select created_at from old_rows union select created_at from new_rows',
    );
    for (const table of ['payments', 'ledger_entries']) {
      this.addSql(`create trigger ${table}_revenue_days_insert after insert on ${table}
        referencing new table as new_rows for each statement
        execute function revenue_days_forget_new()`);
      this.addSql(`create trigger ${table}_revenue_days_update after update on ${table}
        referencing old table as old_rows new table as new_rows for each statement
        execute function revenue_days_forget_changed()`);
      this.addSql(`create trigger ${table}_revenue_days_delete after delete on ${table}
        referencing old table as old_rows for each statement
        execute function revenue_days_forget_old()`);
    }
  }
}
