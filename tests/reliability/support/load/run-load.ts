/**
 * The load run: autocannon at N connections for S seconds against the real server, each
 * connection a tablet (tablet.ts) mixing list reads and sync pushes; then the re-send of any
 * batch left unanswered when the run stopped; then what the checks need.
 */
import autocannon, { type Result } from 'autocannon';
import type { Change } from '@rentline/sync-protocol/wire';
import { createTablet, emptyLedger, type Ledger, type Tablet } from './tablet';
import { pullAll } from './pull-all';

export interface LoadRun {
  result: Result;
  ledger: Ledger;
  tablets: Tablet[];
  runTag: string;
  /** Stock of each shared item before the run. */
  stockBefore: Map<string, number>;
}

/**
 * Picks the shared items (the first bulk ones a bootstrap sees) and their stock: bulk stock
 * takes deltas, while a serial-numbered unit's count follows its status and refuses them.
 */
function sharedItems(rows: Map<string, Change>, count: number): Map<string, number> {
  const items = new Map<string, number>();
  for (const change of rows.values()) {
    if (items.size === count) break;
    if (change.entity === 'flow_item' && change.op === 'put' && !change.data!.serial_number) {
      items.set(change.id, Number(change.data!.in_stock_units));
    }
  }
  if (items.size < count) throw new Error(`only ${items.size} flow items to share`);
  return items;
}

export async function runLoad(
  url: string,
  token: string,
  settings: { seconds: number; connections: number; items: number },
): Promise<LoadRun> {
  const stockBefore = sharedItems(await pullAll(url, token), settings.items);
  const itemIds = [...stockBefore.keys()];
  const ledger = emptyLedger();
  const tablets: Tablet[] = [];
  const runTag = `Load ${Date.now().toString(36)}`;
  const result = await autocannon({
    url,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: 30,
    setupClient: (client) => {
      const tablet = createTablet(tablets.length, runTag, token, itemIds, ledger);
      tablets.push(tablet);
      client.setRequests(tablet.requests);
    },
  });
  // A batch in flight when the run stopped may or may not have reached the server: send it
  // again, as the tablet would on its next sync; the server applies it at most once.
  for (const tablet of tablets) {
    const body = tablet.pending();
    if (!body) continue;
    const res = await fetch(`${url}/api/sync/push`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    tablet.acknowledge(res.status, await res.text());
  }
  return { result, ledger, tablets, runTag, stockBefore };
}
