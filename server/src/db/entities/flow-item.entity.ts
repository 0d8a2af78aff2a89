import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { createdAt, numeric, varchar, version } from './columns';
import { Category, Vendor } from './lookup.entity';

const F = COLUMNS.flow_items;

/**
 * An inventory item. Its list (GET /api/flow/items) sorts by one column within a status, with
 * the id as tie-break: hence the status-prefixed indexes (migrations flow_indexes, list_indexes).
 */
export const FlowItem = defineEntity({
  name: 'FlowItem',
  tableName: 'flow_items',
  properties: {
    id: p.uuid().primary(),
    name: varchar(F.name),
    description: varchar(F.description).nullable(),
    model: varchar(F.model).nullable(),
    serial_number: varchar(F.serial_number).nullable(),
    status: varchar(F.status).default('In-Stock'),
    procurement_date: p.date().nullable(),
    our_cost: numeric(F.our_cost).defaultRaw('0'),
    retail_price: numeric(F.retail_price).nullable(),
    in_stock_units: p.integer().defaultRaw('1'),
    // A category or vendor in use cannot be deleted (no action), unlike other nullable references.
    category_id: p
      .manyToOne(Category)
      .mapToPk()
      .fieldName('category_id')
      .nullable()
      .deleteRule('no action'),
    vendor_id: p
      .manyToOne(Vendor)
      .mapToPk()
      .fieldName('vendor_id')
      .nullable()
      .deleteRule('no action'),
    primary_image: varchar(F.primary_image).nullable(),
    created_at: createdAt(),
    updated_at: createdAt(),
    version: version(),
  },
  indexes: [
    { name: 'flow_items_version_idx', properties: ['version'] },
    {
      // One item per serial number (migration unique_serial_numbers; sync-protocol serialKey).
      name: 'flow_items_serial_unique',
      expression:
        "create unique index flow_items_serial_unique on flow_items (lower(btrim(serial_number))) where serial_number is not null and btrim(serial_number) <> ''",
    },
    {
      name: 'flow_items_status_name_idx',
      expression: 'create index flow_items_status_name_idx on flow_items (status, lower(name), id)',
    },
    { name: 'flow_items_category_idx', properties: ['category_id'] },
    { name: 'flow_items_vendor_idx', properties: ['vendor_id'] },
    { name: 'flow_items_procurement_idx', properties: ['procurement_date'] },
    {
      name: 'flow_items_name_idx',
      expression: 'create index flow_items_name_idx on flow_items (lower(name), id)',
    },
    { name: 'flow_items_status_cost_idx', properties: ['status', 'our_cost', 'id'] },
    { name: 'flow_items_status_retail_idx', properties: ['status', 'retail_price', 'id'] },
    {
      name: 'flow_items_status_procurement_idx',
      properties: ['status', 'procurement_date', 'id'],
    },
    {
      name: 'flow_items_status_newest_idx',
      columns: [
        { name: 'status' },
        { name: 'procurement_date', sort: 'desc', nulls: 'last' },
        { name: 'id', sort: 'desc' },
      ],
    },
    {
      name: 'flow_items_newest_idx',
      columns: [
        { name: 'procurement_date', sort: 'desc', nulls: 'last' },
        { name: 'id', sort: 'desc' },
      ],
    },
  ],
});

export const ItemImage = defineEntity({
  name: 'ItemImage',
  tableName: 'item_images',
  properties: {
    id: p.uuid().primary(),
    flow_item_id: p.manyToOne(FlowItem).mapToPk().fieldName('flow_item_id').deleteRule('cascade'),
    content_type: varchar(COLUMNS.item_images.content_type),
    byte_size: p.integer(),
    data: p.blob().lazy(),
    created_at: createdAt(),
  },
  indexes: [{ name: 'item_images_item_idx', properties: ['flow_item_id'] }],
});
