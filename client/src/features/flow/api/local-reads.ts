/**
 * Reads of the local replica the Flow hooks share: every item, categories and vendors
 * (replicated lookups), which items have unacknowledged changes, and the images waiting to
 * upload.
 */
import type { Named } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '@/local-db/db';
import type { FlowItemRow } from '@/local-db/schema';
import { tableRows } from '@/local-db/table-rows';
import type { ItemNames } from './item-view';

/**
 * Every item on the tablet, from memory (local-db/table-rows.ts): a save re-reads the item it
 * wrote, not every item (31,000 at a store fifty times the demo). Also keeps the calling live
 * query following every change to items.
 */
export async function readAllItems(db: LocalDb): Promise<readonly FlowItemRow[]> {
  const rows = tableRows<FlowItemRow>(db, 'flowItems');
  const [all] = await Promise.all([rows.current(), rows.watch()]);
  return all;
}

export interface FlowLookups {
  categories: Named[];
  vendors: Named[];
}

const byName = (a: Named, b: Named) => {
  const an = a.name.toLowerCase();
  const bn = b.name.toLowerCase();
  return an === bn ? a.id - b.id : an < bn ? -1 : 1;
};

export async function readLookups(db: LocalDb): Promise<FlowLookups> {
  const [categories, vendors] = await Promise.all(
    (['category', 'vendor'] as const).map(async (entity) =>
      (await db.lookups.where('entity').equals(entity).toArray())
        .map((row) => ({ id: row.id, name: row.name }))
        .sort(byName),
    ),
  );
  return { categories: categories!, vendors: vendors! };
}

export const namesOf = (lookups: FlowLookups): ItemNames => ({
  categories: new Map(lookups.categories.map((c) => [c.id, c.name])),
  vendors: new Map(lookups.vendors.map((v) => [v.id, v.name])),
});

export interface WaitingImage {
  dataUrl: string;
  error: string | null;
}

/** Item images chosen here and not yet on the server, by item id. */
export async function readWaitingImages(db: LocalDb): Promise<Map<string, WaitingImage>> {
  const rows = await db.pendingUploads
    .where('[entity+entityId]')
    .between(['flow_item', ''], ['flow_item', '\uffff'])
    .toArray();
  return new Map(
    rows.map((r) => [
      r.entityId,
      {
        dataUrl: `data:${r.mime};base64,${r.data}`,
        error: r.failed ? (r.lastError ?? 'The server refused this image') : null,
      },
    ]),
  );
}

export async function readBootstrapped(db: LocalDb): Promise<boolean> {
  return (await db.syncState.get('state'))?.bootstrapped === 1;
}
