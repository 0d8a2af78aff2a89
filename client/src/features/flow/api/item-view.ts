/**
 * An item as the Flow screens show it: the protocol's list view (names of its category and
 * vendor, profit and margin), computed from the local replica, plus what only this tablet knows.
 */
import { profitOf } from '@rentline/sync-protocol/rules';
import type { FlowItem, FlowItemView } from '@rentline/sync-protocol/wire';

export type LocalItem = FlowItemView & {
  /** Changes made here and not yet acknowledged by the server. */
  pending: boolean;
  /** A data URL of an image chosen here and not yet stored on the server. */
  pendingImage: string | null;
  /** Why the server refused that image, when it did (the image is kept). */
  imageError: string | null;
};

export interface ItemNames {
  categories: ReadonlyMap<number, string>;
  vendors: ReadonlyMap<number, string>;
}

export function toItemView(
  row: FlowItem,
  names: ItemNames,
  extras: Pick<LocalItem, 'pending' | 'pendingImage' | 'imageError'> = {
    pending: false,
    pendingImage: null,
    imageError: null,
  },
): LocalItem {
  return {
    ...row,
    category_name:
      row.category_id === null ? null : (names.categories.get(row.category_id) ?? null),
    vendor_name: row.vendor_id === null ? null : (names.vendors.get(row.vendor_id) ?? null),
    ...profitOf(row),
    ...extras,
  };
}
