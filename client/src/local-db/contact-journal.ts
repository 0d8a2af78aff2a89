/**
 * The contacts' journal: which contacts were written since an epoch began, so a search index
 * saved at that epoch (contact-index-snapshot.ts) can be brought up to date by re-reading those
 * contacts alone, in this tab or any other, whoever wrote them.
 *
 * 1. A Dexie middleware (DBCore) adds `contactJournal` to every readwrite transaction that
 *    includes `contacts`, and records the written ids there in that same transaction: a contact
 *    cannot change without its journal entry, nor the entry stay without the change. Dexie
 *    Cloud's mutation tracking widens transactions the same way.
 * 2. A write of many contacts at once (a page of a sync), a range delete or a clear marks the
 *    journal wide instead: what it changed is not worth listing, the index is built again.
 * 3. `resetContactJournal` starts a new epoch: the journal emptied, the epoch's marker written.
 *    An index built after the reset and saved with its epoch is current once the contacts
 *    journalled since are re-read: a write that committed before the reset is in what the build
 *    reads, a later one is in the journal.
 * 4. Transactions that cannot hold the journal (a schema upgrade from a version before it) write
 *    no entry; no index can have been saved before the journal existed.
 */
import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, Middleware } from 'dexie';
import type { LocalDb } from './db';
import type { ContactJournalRow } from './schema';

const CONTACTS = 'contacts';
export const JOURNAL = 'contactJournal';
/** Marker rows: contact ids are UUIDs, so they cannot take these keys. */
const EPOCH_KEY = '#epoch';
const WIDE_KEY = '#wide';
/** More contacts than this in one write: the journal is marked wide (point 2). */
const MAX_LISTED = 1000;

/** The contact ids a successful mutation wrote, or 'wide'. */
function writtenIds(req: DBCoreMutateRequest, res: DBCoreMutateResponse): string[] | 'wide' {
  if (req.type === 'deleteRange') return 'wide';
  const keys: unknown[] | undefined =
    req.type === 'delete'
      ? req.keys
      : (res.results ?? req.keys ?? (req.type === 'put' ? req.updates?.keys : undefined));
  if (!keys || keys.length > MAX_LISTED || keys.some((k) => typeof k !== 'string')) return 'wide';
  return keys as string[];
}

const holdsJournal = (trans: unknown) =>
  (trans as Partial<IDBTransaction>).objectStoreNames?.contains(JOURNAL) === true;

/** The middleware of point 1, for `db.use`. */
export const contactJournalMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ContactJournal',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const widen = mode === 'readwrite' && stores.includes(CONTACTS) && !stores.includes(JOURNAL);
      return down.transaction(widen ? [...stores, JOURNAL] : stores, mode, options);
    },
    table(name) {
      const table = down.table(name);
      if (name !== CONTACTS) return table;
      return {
        ...table,
        async mutate(req) {
          const res = await table.mutate(req);
          if (!holdsJournal(req.trans)) return res;
          const ids = writtenIds(req, res);
          const values: ContactJournalRow[] =
            ids === 'wide' ? [{ id: WIDE_KEY }] : ids.map((id) => ({ id }));
          if (values.length > 0) {
            await down.table(JOURNAL).mutate({ type: 'put', trans: req.trans, values });
          }
          return res;
        },
      };
    },
  }),
};

/** Starts a new epoch (point 3) and returns it. */
export async function resetContactJournal(db: LocalDb): Promise<string> {
  const epoch = crypto.randomUUID();
  await db.transaction('rw', db.contactJournal, async () => {
    await db.contactJournal.clear();
    await db.contactJournal.put({ id: EPOCH_KEY, epoch });
  });
  return epoch;
}

/**
 * Whether the journal still counts from `epoch`, with nothing wide since: an index made from
 * that epoch may be saved (call inside a transaction that also writes it).
 */
export async function journalCountsFrom(db: LocalDb, epoch: string): Promise<boolean> {
  const [marker, wide] = await db.contactJournal.bulkGet([EPOCH_KEY, WIDE_KEY]);
  return marker?.epoch === epoch && !wide;
}

/** What the journal says since `epoch`: the contacts to re-read, or null when that will not do. */
export function journalledSince(
  rows: readonly ContactJournalRow[],
  epoch: string,
  maxIds: number,
): string[] | null {
  const ids: string[] = [];
  let sameEpoch = false;
  for (const row of rows) {
    if (row.id === WIDE_KEY) return null;
    if (row.id === EPOCH_KEY) sameEpoch = row.epoch === epoch;
    else ids.push(row.id);
  }
  return sameEpoch && ids.length <= maxIds ? ids : null;
}
