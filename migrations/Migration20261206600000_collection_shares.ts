import { Migration } from '@mikro-orm/migrations';

/**
 * Each delinquent customer's on-time share, kept for the store day it was counted for
 * (collections.order.ts): of their installments due before that day, how many there are and how
 * many were paid in full on time. The collections queue sorts every delinquent account by risk,
 * which reads it; counted anew on every read, it was most of the queue's time at fifty times the
 * demo store.
 *
 * A count for day D holds until an installment due before D is added, removed, moved, or
 * becomes or stops being paid on time. Each statement that does so makes the customer's count
 * stale here (`day` null) and moves its `generation`, in that statement's transaction. A reader
 * keeps what it counted only if the generation is still the one it read, so a count made from a
 * snapshot older than a change is never kept. The triggers cannot know the store's day, so they
 * take any installment due up to tomorrow in UTC as due before it (no store is further ahead).
 * An ordinary payment, late or well ahead of its day, makes nothing stale.
 */
export class Migration20261206600000_collection_shares extends Migration {
  override up(): void {
    this.addSql(`create table collection_shares (
      customer_id integer primary key,
      generation bigint not null default 0,
      day date,
      due_before integer not null default 0,
      on_time integer not null default 0
    )`);
    const stale = (name: string, agreements: string) =>
      this.addSql(`create function ${name}() returns trigger language plpgsql as $$
        begin
          insert into collection_shares as s (customer_id, generation)
          select distinct a.customer_id, 1 from agreements a join (${agreements}) changed
            on changed.agreement_id = a.id
          order by a.customer_id
          on conflict (customer_id) do update set generation = s.generation + 1, day = null;
          return null;
        end $$`);
    const soon = `(now() at time zone 'UTC')::date + 1`;
    stale(
      'collection_shares_stale_new',
      `select agreement_id from new_rows where due_date <= ${soon}`,
    );
    stale(
      'collection_shares_stale_old',
      `select agreement_id from old_rows where due_date <= ${soon}`,
    );
    const onTime = (r: string) => `(${r}.status = 'paid' and coalesce(${r}.paid_on_time, false))`;
    stale(
      'collection_shares_stale_changed',
      `select o.agreement_id from old_rows o join new_rows n on n.id = o.id
         where least(o.due_date, n.due_date) <= ${soon}
           and (o.due_date <> n.due_date or o.agreement_id <> n.agreement_id
             or ${onTime('o')} <> ${onTime('n')})
       union select n.agreement_id from old_rows o join new_rows n on n.id = o.id
         where o.agreement_id <> n.agreement_id and n.due_date <= ${soon}`,
    );
    this.addSql(`create trigger scheduled_payments_shares_insert after insert on scheduled_payments
      referencing new table as new_rows for each statement
      execute function collection_shares_stale_new()`);
    this.addSql(`create trigger scheduled_payments_shares_update after update on scheduled_payments
      referencing old table as old_rows new table as new_rows for each statement
      execute function collection_shares_stale_changed()`);
    this.addSql(`create trigger scheduled_payments_shares_delete after delete on scheduled_payments
      referencing old table as old_rows for each statement
      execute function collection_shares_stale_old()`);
    // An agreement moved to another customer, or deleted (its installments go with it, when it
    // is no longer there to say whose they were), one row at a time: both are rare.
    this
      .addSql(`create function collection_shares_stale_owner() returns trigger language plpgsql as $$
      declare
        owners integer[];
      begin
        if tg_op = 'DELETE' then
          owners := array[old.customer_id];
        else
          owners := array[old.customer_id, new.customer_id];
        end if;
        insert into collection_shares as s (customer_id, generation)
        select distinct owner, 1 from unnest(owners) owner where owner is not null
        order by owner
        on conflict (customer_id) do update set generation = s.generation + 1, day = null;
        return null;
      end $$`);
    this.addSql(`create trigger agreements_shares_update after update on agreements
      for each row when (old.customer_id is distinct from new.customer_id)
      execute function collection_shares_stale_owner()`);
    this.addSql(`create trigger agreements_shares_delete after delete on agreements
      for each row execute function collection_shares_stale_owner()`);
  }
}
