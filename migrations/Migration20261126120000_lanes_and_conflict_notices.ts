import { Migration } from '@mikro-orm/migrations';

/**
 * Lanes and conflicts told to both people (DESIGN.md section 4, "Lanes" and "Conflicts"):
 *
 * - `sync_clients.conflict_floor`: the conflict log's last id when the lane was opened; a lane is
 *   told about conflicts after it, so a new device does not receive the whole history.
 * - `sync_field_edits`: per field of a row, the latest pushed edit and its employee, so a field
 *   conflict knows whose value it overwrote (`sync_conflicts.overwritten_employee_id`).
 * - `sync_edits.employee_id` and `sync_tombstones.employee_id`: who made an edit a later delete
 *   overwrote, and who deleted a row an edit arrived for too late.
 */
export class Migration20261126120000_lanes_and_conflict_notices extends Migration {
  override up(): void {
    this.addSql('alter table sync_clients add column conflict_floor bigint not null default 0');
    this.addSql('alter table sync_edits add column employee_id int');
    this.addSql('alter table sync_tombstones add column employee_id int');
    this.addSql('alter table sync_conflicts add column overwritten_employee_id int');
    this.addSql('alter table sync_conflicts add column overwritten_at timestamptz');
    this.addSql(
      'create index sync_conflicts_employee_idx on sync_conflicts (employee_id, id) where employee_id is not null',
    );
    this.addSql(
      'create index sync_conflicts_overwritten_employee_idx on sync_conflicts (overwritten_employee_id, id) where overwritten_employee_id is not null',
    );
    this.addSql(`create table sync_field_edits (
  entity varchar(40) not null,
  entity_id varchar(100) not null,
  field varchar(100) not null,
  employee_id int,
  client_id uuid not null,
  mutation_id uuid not null,
  edited_at timestamptz not null default now(),
  primary key (entity, entity_id, field)
)`);
    this.addSql('create index sync_field_edits_edited_at_idx on sync_field_edits (edited_at)');
  }

  override down(): void {
    this.addSql('drop table if exists sync_field_edits');
    this.addSql('drop index if exists sync_conflicts_overwritten_employee_idx');
    this.addSql('drop index if exists sync_conflicts_employee_idx');
    this.addSql('alter table sync_conflicts drop column if exists overwritten_at');
    this.addSql('alter table sync_conflicts drop column if exists overwritten_employee_id');
    this.addSql('alter table sync_tombstones drop column if exists employee_id');
    this.addSql('alter table sync_edits drop column if exists employee_id');
    this.addSql('alter table sync_clients drop column if exists conflict_floor');
  }
}
