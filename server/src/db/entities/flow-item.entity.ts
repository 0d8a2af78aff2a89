import { defineEntity, p } from '@mikro-orm/core';

export const FlowItem = defineEntity({
  name: 'FlowItem',
  tableName: 'flow_items',
  properties: {
    id: p.uuid().primary(),
    name: p.text(),
    description: p.text().nullable(),
    model: p.text().nullable(),
    serial_number: p.text().nullable(),
    status: p.text().default('In-Stock'),
    procurement_date: p.date().nullable(),
    our_cost: p.decimal('number').precision(12).scale(2).default(0),
    retail_price: p.decimal('number').precision(12).scale(2).nullable(),
    in_stock_units: p.integer().default(1),
    category_id: p.integer().nullable(),
    vendor_id: p.integer().nullable(),
    primary_image: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
    version: p.bigint('number').default(0),
  },
});

export const ItemImage = defineEntity({
  name: 'ItemImage',
  tableName: 'item_images',
  properties: {
    id: p.uuid().primary(),
    flow_item_id: p.uuid(),
    content_type: p.text(),
    byte_size: p.integer(),
    data: p.blob().lazy(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
