import { Migration } from '@mikro-orm/migrations';

/**
 * How many payments went through and how many were declined, kept as they are written
 * (payments.queries.ts): the payment log's total without counting every payment of the store
 * (6.3 times as long at ten times the demo store as at its size). One row, moved by each
 * statement that inserts or deletes payments, or changes whether one went through, in that
 * statement's transaction; a statement that changes neither leaves it alone.
 */
export class Migration20261206500000_payment_counts extends Migration {
  override up(): void {
    this.addSql(`create table payment_counts (
      id smallint primary key default 1 check (id = 1),
      completed bigint not null default 0,
      failed bigint not null default 0
    )`);
    this.addSql(`insert into payment_counts (id, completed, failed)
      select 1, count(*) filter (where success), count(*) filter (where not success) from payments`);
    const move = (name: string, added: string, removed: string) =>
      this.addSql(`create function ${name}() returns trigger language plpgsql as $$
        declare
          completed_by bigint;
          failed_by bigint;
        begin
          select coalesce(sum(case when success then n else 0 end), 0),
                 coalesce(sum(case when success then 0 else n end), 0)
            into completed_by, failed_by
            from (${added} union all ${removed}) moved;
          if completed_by <> 0 or failed_by <> 0 then
            update payment_counts
               set completed = completed + completed_by, failed = failed + failed_by;
          end if;
          return null;
        end $$`);
    const none = 'select false as success, 0::bigint as n where false';
    const plus = 'select success, 1::bigint as n from new_rows';
    const minus = 'select success, -1::bigint as n from old_rows';
    move('payment_counts_add_new', plus, none);
    move('payment_counts_remove_old', none, minus);
    move('payment_counts_move_changed', plus, minus);
    this.addSql(`create trigger payments_counts_insert after insert on payments
      referencing new table as new_rows for each statement
      execute function payment_counts_add_new()`);
    this.addSql(`create trigger payments_counts_update after update on payments
      referencing old table as old_rows new table as new_rows for each statement
      execute function payment_counts_move_changed()`);
    this.addSql(`create trigger payments_counts_delete after delete on payments
      referencing old table as old_rows for each statement
      execute function payment_counts_remove_old()`);
  }
}
