import { Migration } from '@mikro-orm/migrations';

/**
 * `agreements.total_paid`: the sum of the agreement's successful payments, kept by the database
 * itself (a trigger on `payments`), so every writer (the payment routes, card payments, the demo
 * seed) keeps it right. The dashboard's outstanding balance reads it in one pass over the Active
 * agreements instead of summing each one's payments (about 5,000 index scans per request at
 * --scale 20, benchmark #4).
 */
export class Migration20261124040000_agreement_total_paid extends Migration {
  override up(): void {
    this.addSql('alter table agreements add column total_paid numeric(12,2) not null default 0');
    this.addSql(
      `update agreements a set total_paid = t.total
         from (select agreement_id, sum(amount_paid) as total from payments where success group by agreement_id) t
        where t.agreement_id = a.id`,
    );
    this
      .addSql(`create function agreements_total_paid_follow() returns trigger language plpgsql as $$
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
    this.addSql(
      `create trigger payments_total_paid after insert or delete or update of agreement_id, amount_paid, success
         on payments for each row execute function agreements_total_paid_follow()`,
    );
  }

  override down(): void {
    this.addSql('drop trigger if exists payments_total_paid on payments');
    this.addSql('drop function if exists agreements_total_paid_follow()');
    this.addSql('alter table agreements drop column if exists total_paid');
  }
}
