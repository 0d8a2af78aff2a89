import { Migration } from '@mikro-orm/migrations';

/**
 * `agreements_total_paid_follow()` loses its INSERT branch: since the migration
 * total_paid_per_statement, its trigger fires only on an updated or deleted payment (an insert is
 * added once per statement by `agreements_total_paid_add()`), so that branch never ran. A reader
 * of the function now sees what it does. Behaviour is unchanged (total-paid.test.ts).
 */
export class Migration20261129000000_total_paid_follow_rows extends Migration {
  override up(): void {
    this
      .addSql(`create or replace function agreements_total_paid_follow() returns trigger language plpgsql as $$
begin
  if old.success then
    update agreements set total_paid = total_paid - old.amount_paid where id = old.agreement_id;
  end if;
  if tg_op = 'UPDATE' and new.success then
    update agreements set total_paid = total_paid + new.amount_paid where id = new.agreement_id;
  end if;
  return null;
end
$$`);
  }

  override down(): void {
    this
      .addSql(`create or replace function agreements_total_paid_follow() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and old.success then
    update agreements set total_paid = total_paid - old.amount_paid where id = old.agreement_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.success then
    update agreements set total_paid = total_paid + new.amount_paid where id = new.agreement_id;
  end if;
  return null;
end
$$`);
  }
}
