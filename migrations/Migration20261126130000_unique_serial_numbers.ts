import { Migration } from '@mikro-orm/migrations';

/**
 * Serial numbers are unique across the inventory, trimmed and without case (sync-protocol
 * `serialKey`): each serial-numbered unit is one item. A store that typed one serial twice
 * before this keeps every item: the later ones get " (duplicate N)" added to their serial and a
 * new version, so every tablet learns it on its next pull, and the index can hold.
 */
export class Migration20261126130000_unique_serial_numbers extends Migration {
  override up(): void {
    this.addSql(`do $$
declare
  r record;
  v bigint;
begin
  for r in
    select id, n from (
      select id, row_number() over (
        partition by lower(btrim(serial_number)) order by created_at, id) as n
      from flow_items
      where serial_number is not null and btrim(serial_number) <> ''
    ) numbered where n > 1
  loop
    update sync_version set value = value + 1 where id = 1 returning value into v;
    update flow_items
       set serial_number = left(btrim(serial_number), 180) || ' (duplicate ' || r.n || ')',
           version = v, updated_at = now()
     where id = r.id;
  end loop;
end $$`);
    this.addSql(
      `create unique index flow_items_serial_unique on flow_items (lower(btrim(serial_number))) where serial_number is not null and btrim(serial_number) <> ''`,
    );
  }

  override down(): void {
    this.addSql('drop index if exists flow_items_serial_unique');
  }
}
