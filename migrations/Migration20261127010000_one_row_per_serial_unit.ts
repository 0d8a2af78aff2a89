import { Migration } from '@mikro-orm/migrations';

/**
 * A serial-numbered item is one unit (in stock 1 or 0), so its agreement can say where it is
 * (sync-protocol agreement-lifecycle.ts). A row with a serial number that counted several units
 * becomes one row per unit: the first keeps its serial, the others are copies whose serial says
 * "(unit N)" until staff type the unit's own. Each changed or new row takes a fresh version, so
 * every tablet learns it on its next pull. Bulk stock without a serial number keeps its count.
 */
export const SPLIT_COUNTED_SERIAL_ROWS = `do $$
declare
  r record;
  k int;
  v bigint;
begin
  for r in
    select id, in_stock_units from flow_items
    where serial_number is not null and btrim(serial_number) <> '' and in_stock_units > 1
    order by id
  loop
    for k in 2..r.in_stock_units loop
      update sync_version set value = value + 1 where id = 1 returning value into v;
      insert into flow_items (id, name, description, model, serial_number, status, procurement_date,
        our_cost, retail_price, in_stock_units, category_id, vendor_id, created_at, updated_at, version)
      select gen_random_uuid(), name, description, model,
        left(btrim(serial_number), 180) || ' (unit ' || k || ')', status, procurement_date,
        our_cost, retail_price, 1, category_id, vendor_id, created_at, now(), v
      from flow_items where id = r.id;
    end loop;
    update sync_version set value = value + 1 where id = 1 returning value into v;
    update flow_items set in_stock_units = 1, updated_at = now(), version = v where id = r.id;
  end loop;
end $$`;

export class Migration20261127010000_one_row_per_serial_unit extends Migration {
  override up(): void {
    this.addSql(SPLIT_COUNTED_SERIAL_ROWS);
  }

  override down(): void {
    // The split cannot be told apart from units entered one by one: nothing to undo.
  }
}
