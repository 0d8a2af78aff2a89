import { Migration } from '@mikro-orm/migrations';

/**
 * `agreements.total_paid` follows an INSERT into `payments` once per statement instead of once
 * per row: a multi-row insert (the demo seed writes about 10,000 payments 1,000 a statement)
 * updated an agreement once for each of its payments, each update a new row version, and took
 * 5 of the seed's 8 s on PGlite. The statement trigger reads the inserted rows as a transition
 * table and adds each agreement's successful total in one update. Updates and deletes keep the
 * row trigger: PostgreSQL allows no transition table on a trigger with a column list
 * (`update of agreement_id, amount_paid, success`), and they come one payment at a time.
 */
export class Migration20261127400000_total_paid_per_statement extends Migration {
  override up(): void {
    this.addSql('drop trigger if exists payments_total_paid on payments');
    this.addSql(
      `create trigger payments_total_paid after delete or update of agreement_id, amount_paid, success
         on payments for each row execute function agreements_total_paid_follow()`,
    );
    this.addSql(`create function agreements_total_paid_add() returns trigger language plpgsql as $$
begin
  update agreements a set total_paid = a.total_paid + t.total
    from (select agreement_id, sum(amount_paid) as total from inserted_payments
           where success group by agreement_id) t
   where a.id = t.agreement_id;
  return null;
end
$$`);
    this.addSql(
      `create trigger payments_total_paid_insert after insert on payments
         referencing new table as inserted_payments
         for each statement execute function agreements_total_paid_add()`,
    );
  }

  override down(): void {
    this.addSql('drop trigger if exists payments_total_paid_insert on payments');
    this.addSql('drop function if exists agreements_total_paid_add()');
    this.addSql('drop trigger if exists payments_total_paid on payments');
    this.addSql(
      `create trigger payments_total_paid after insert or delete or update of agreement_id, amount_paid, success
         on payments for each row execute function agreements_total_paid_follow()`,
    );
  }
}
