import { Migration } from '@mikro-orm/migrations';

/**
 * Edit against delete when the edit arrived first (DESIGN.md section 4, "Conflicts"):
 * `sync_edits` keeps, per row and client, the latest edit pushed (its mutation id and the version
 * it gave the row), so a later delete can tell which edits its client never saw; the tombstone
 * records those edits in `overwrote`, and a pull tells each of their clients.
 */
export class Migration20261123213000_overwritten_edits extends Migration {
  override up(): void {
    this.addSql('alter table sync_tombstones add column overwrote jsonb');
    this.addSql(`create table sync_edits (
  entity text not null,
  entity_id text not null,
  client_id uuid not null,
  mutation_id uuid not null,
  version bigint not null,
  edited_at timestamptz not null default now(),
  primary key (entity, entity_id, client_id)
)`);
    this.addSql('create index sync_edits_edited_at_idx on sync_edits (edited_at)');
  }

  override down(): void {
    this.addSql('drop table if exists sync_edits');
    this.addSql('alter table sync_tombstones drop column if exists overwrote');
  }
}
