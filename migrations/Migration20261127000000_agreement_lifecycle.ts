import { Migration } from '@mikro-orm/migrations';

/**
 * The agreement lifecycle (sync-protocol agreement-lifecycle.ts): the delivery date, the day an
 * agreement closed (paid out, returned, charged off, cancelled: the reinstatement window counts
 * from it), what a charge-off wrote off, the condition a unit came back in, the fees collected with a payment (not part of the
 * agreed cost, so not in `total_paid`), and the agreement's history.
 */
export class Migration20261127000000_agreement_lifecycle extends Migration {
  override up(): void {
    this.addSql(`alter table agreements add column delivery_date date null,
      add column closed_on date null,
      add column written_off numeric(12,2) not null default 0`);
    this.addSql('alter table payments add column fee_amount numeric(8,2) not null default 0');
    this.addSql('alter table agreement_items add column return_condition varchar(40) null');
    this.addSql(`create table agreement_events (
      id serial primary key,
      agreement_id int not null,
      kind varchar(40) not null,
      detail varchar(1000) null,
      amount numeric(12,2) null,
      employee_id int null,
      created_at timestamptz not null default now(),
      constraint agreement_events_agreement_id_fkey foreign key (agreement_id)
        references agreements (id) on delete cascade,
      constraint agreement_events_employee_id_fkey foreign key (employee_id)
        references employees (id) on delete set null)`);
    this.addSql(
      'create index agreement_events_agreement_idx on agreement_events (agreement_id, created_at)',
    );
  }

  override down(): void {
    this.addSql('drop table if exists agreement_events');
    this.addSql('alter table payments drop column if exists fee_amount');
    this.addSql('alter table agreement_items drop column if exists return_condition');
    this.addSql(`alter table agreements drop column if exists delivery_date,
      drop column if exists closed_on, drop column if exists written_off`);
  }
}
