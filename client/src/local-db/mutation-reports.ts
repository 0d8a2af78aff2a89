/**
 * Dexie's mutation reports (`storagemutated`: this tab's commits as they complete, other tabs'
 * through a broadcast), as the in-memory copies of a table read them (table-mirror.ts,
 * last-answers.ts): which rows of a table a report changed, and one listener per copy that
 * lives as long as the copy does.
 */
import Dexie, { type IndexableType, type IntervalTree, type ObservabilitySet } from 'dexie';
import type { LocalDb } from './db';

/** What a report says of `table` in `db`: its changed-keys tree, 'all' for every table, or nothing. */
export function tableReport(
  parts: ObservabilitySet,
  db: LocalDb,
  table: string,
): IntervalTree | 'all' | undefined {
  return parts.all ? 'all' : parts[`idb://${db.name}/${table}/`];
}

/** The changed primary keys of a mutation report, or 'wide' when they are not single keys. */
export function changedKeys(tree: IntervalTree, out: Set<IndexableType>): 'wide' | void {
  if (!('from' in tree)) return;
  const key = tree.from;
  if ((typeof key !== 'string' && typeof key !== 'number') || key !== tree.to) return 'wide';
  out.add(key);
  if (tree.l && changedKeys(tree.l, out) === 'wide') return 'wide';
  if (tree.r && changedKeys(tree.r, out) === 'wide') return 'wide';
}

export interface HearsMutations {
  noteMutation(parts: ObservabilitySet): void;
}

/**
 * The copy of `db` kept in `store`, made by `make` on first use (then `made` is told). It hears
 * every mutation report while it lives: the listener holds it weakly and leaves once it is gone.
 */
export function perDbListening<C extends HearsMutations>(
  store: WeakMap<LocalDb, C>,
  db: LocalDb,
  make: (db: LocalDb) => C,
  made?: (copy: C) => void,
): C {
  let copy = store.get(db);
  if (copy) return copy;
  copy = make(db);
  store.set(db, copy);
  made?.(copy);
  const ref = new WeakRef(copy);
  const listener = (parts: ObservabilitySet) => {
    const alive = ref.deref();
    if (alive) alive.noteMutation(parts);
    else Dexie.on.storagemutated.unsubscribe(listener);
  };
  Dexie.on.storagemutated.subscribe(listener);
  return copy;
}
