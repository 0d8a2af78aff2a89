/**
 * flow_item.create and flow_item.update applied set-wise (sync/push-batch.ts), with the same
 * values and rules as flow-items.appliers.ts (flow-item-rules.ts): the category and vendor must
 * exist, stock changes add their delta to the row as it stands and may not take it below zero,
 * and a serial-numbered unit counts what its status gives (`stockRules`). A status change is
 * applied alone (its unit's agreement may refuse it).
 */
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { type BatchApplier, DeferToSingle, type RefTable, type RowBatch } from '../../db/row-batch';
import { flowItemCreateValues, lookupNotFound, stockRules } from './flow-item-rules';
import { FLOW_ITEMS } from './flow-items.table';

const CATEGORIES: RefTable = { table: 'categories', idType: 'int' };
const VENDORS: RefTable = { table: 'vendors', idType: 'int' };
const ITEMS: RefTable = { table: FLOW_ITEMS.table, idType: 'uuid' };

interface Lookups {
  category_id?: number | null;
  vendor_id?: number | null;
}

function referLookups(batch: RowBatch, args: Lookups) {
  if (args.category_id != null) batch.refer(CATEGORIES, args.category_id);
  if (args.vendor_id != null) batch.refer(VENDORS, args.vendor_id);
}

function requireLookups(batch: RowBatch, args: Lookups) {
  if (args.category_id != null && !batch.referenced(CATEGORIES, args.category_id))
    throw lookupNotFound('categories');
  if (args.vendor_id != null && !batch.referenced(VENDORS, args.vendor_id))
    throw lookupNotFound('vendors');
}

const create: BatchApplier<ParsedMutationArgs<'flow_item.create'>> = {
  plan(batch, args) {
    batch.target(FLOW_ITEMS, args.id);
    referLookups(batch, args);
  },
  apply(batch, args) {
    requireLookups(batch, args);
    batch.create(FLOW_ITEMS, args.id, flowItemCreateValues(args));
    return [];
  },
};

const update: BatchApplier<ParsedMutationArgs<'flow_item.update'>> = {
  plan(batch, args) {
    batch.target(FLOW_ITEMS, args.id);
    referLookups(batch, args);
  },
  apply(batch, args, meta) {
    requireLookups(batch, args);
    // A status change may be refused by the unit's agreement: applied alone, through
    // flow-items.appliers.ts, which reads the agreements.
    const row = batch.referenced(ITEMS, args.id);
    if (args.status !== undefined && row && row.status !== args.status) throw new DeferToSingle();
    const { id, in_stock_units_delta, ...changes } = args;
    return batch.update(FLOW_ITEMS, id, changes, {
      base: meta.base,
      ...stockRules(changes, in_stock_units_delta),
    }).conflicts;
  },
};

export const flowItemBatchAppliers = { 'flow_item.create': create, 'flow_item.update': update };
