/**
 * Every inventory item from the local replica (works offline), as the list shows it: names of
 * its category and vendor, profit and margin, unsynced changes and a waiting image. Live: a
 * pull, an edit or an upload on any tab updates it. `undefined` while loading.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';
import { toItemView, type LocalItem } from './item-view';
import {
  namesOf,
  readAllItems,
  readBootstrapped,
  readLookups,
  readWaitingImages,
  type FlowLookups,
} from './local-reads';
import { pendingIdsOf } from '@/local-db/pending';

export interface FlowItemsState {
  items: LocalItem[];
  lookups: FlowLookups;
  /** The first download has finished (an empty list before it means "not here yet"). */
  bootstrapped: boolean;
}

export function useFlowItems(): FlowItemsState | undefined {
  return useLiveQuery(async () => {
    const [rows, lookups, pending, images, bootstrapped] = await Promise.all([
      readAllItems(localDb),
      readLookups(localDb),
      pendingIdsOf(localDb, 'flow_item'),
      readWaitingImages(localDb),
      readBootstrapped(localDb),
    ]);
    const names = namesOf(lookups);
    const items = rows.map((row) => {
      const image = images.get(row.id);
      return toItemView(row, names, {
        pending: pending.has(row.id),
        pendingImage: image?.dataUrl ?? null,
        imageError: image?.error ?? null,
      });
    });
    return { items, lookups, bootstrapped };
  }, []);
}
