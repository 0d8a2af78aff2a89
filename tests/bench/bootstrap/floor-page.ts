/**
 * The floor (bundled for the browser by pages.ts): the pulled rows, already in memory and
 * already in the app's row shapes, written with Dexie `bulkPut` into the app's own database
 * definition (client/src/local-db). Nothing else happens, so nothing can be faster.
 */
import { LOOKUP_ENTITIES, type LookupEntity } from '@rentline/sync-protocol/rules';
import type { Change } from '@rentline/sync-protocol/wire';
import { createLocalDb } from '../../../client/src/local-db/db';
import type { LookupRow } from '../../../client/src/local-db/schema';
import { toLocalRow } from '../../../client/src/sync/appliers';

declare global {
  interface Window {
    runFloor: (
      changes: Change[],
      chunk?: number,
    ) => Promise<{
      ms: number;
      peakHeapBytes: number;
      stored: number;
      perTable: Record<string, number>;
    }>;
  }
}

const isLookup = (entity: string): entity is LookupEntity =>
  (LOOKUP_ENTITIES as readonly string[]).includes(entity);

const heap = () =>
  (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ??
  0;

window.runFloor = async (changes, chunk = Infinity) => {
  const db = createLocalDb(`floor-${Date.now()}`);
  await db.open();
  // The rows as the replica stores them, prepared before the clock starts.
  const rows = {
    contacts: [] as unknown[],
    engagements: [] as unknown[],
    followUps: [] as unknown[],
    flowItems: [] as unknown[],
    lookups: [] as LookupRow[],
  };
  for (const c of changes) {
    if (!c.data) continue;
    if (isLookup(c.entity)) {
      const name = c.data.name ?? c.data.full_name ?? '';
      rows.lookups.push({ entity: c.entity, id: Number(c.id), name: String(name), data: c.data });
    } else if (c.entity === 'contact') rows.contacts.push(toLocalRow('contact', c.data));
    else if (c.entity === 'engagement') rows.engagements.push(c.data);
    else if (c.entity === 'follow_up') rows.followUps.push(c.data);
    else if (c.entity === 'flow_item') rows.flowItems.push(c.data);
  }
  let peak = heap();
  const sampler = setInterval(() => (peak = Math.max(peak, heap())), 50);
  const start = performance.now();
  const perTable: Record<string, number> = {};
  for (const [name, list] of Object.entries(rows)) {
    const table = db.table(name);
    const t0 = performance.now();
    for (let i = 0; i < list.length; i += chunk) await table.bulkPut(list.slice(i, i + chunk));
    perTable[name] = Math.round(performance.now() - t0);
  }
  const ms = performance.now() - start;
  clearInterval(sampler);
  peak = Math.max(peak, heap());
  const stored =
    (await db.contacts.count()) +
    (await db.engagements.count()) +
    (await db.followUps.count()) +
    (await db.flowItems.count()) +
    (await db.lookups.count());
  db.close();
  return { ms, peakHeapBytes: peak, stored, perTable };
};
