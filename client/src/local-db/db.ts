/**
 * The local database: ONE Dexie database per browser profile (tests make one per simulated
 * client). Contract, numbered as DESIGN.md section 4:
 *
 * 1. Replicated tables (`contacts`, `engagements`, `followUps`, `flowItems`, `lookups`) hold the
 *    server's rows with every pending mutation applied on top ("Rebase"). Only the sync engine and
 *    the engine's `mutate` write them.
 * 2. `outbox` is the durable queue of mutations, keyed and ordered by `seq`. A row enters it in
 *    the same transaction as the local change it describes, and leaves it only in the transaction
 *    that records the server's acknowledgement ("Mutations", "Outbox").
 * 3. `syncState` (one row) holds the client id, pull cursor, acknowledged and next seq, last sync
 *    time, the outbox owner and the bootstrap flag ("Ids", "Pull", "Auth").
 * 4. `syncIssues` and `conflicts` are the review lists of the sync panel ("Push", "Conflicts").
 * 5. `pendingUploads` keeps binaries taken offline until their mutation is acknowledged; item
 *    images wait there, in their own queue (sync/uploads.ts), until the server has stored them.
 * 6. `kv` is small app state (the persisted query cache, form drafts).
 * 7. `ackedEdits` (version 2) keeps this client's latest acknowledged edit of each record, so an
 *    edit a later delete overwrote can still be parked in sync issues ("Conflicts").
 * 8. Contacts are searched in memory (contact-search-index.ts, one index per LocalDb); version 3
 *    dropped their `search_words` index and field.
 * 9. `lanes` (version 4): one per employee who queued changes here. Each employee's changes wait
 *    in their own ordered lane (`laneSeq`) and are pushed only under their session; sync issues,
 *    conflicts and acknowledged edits carry their employee too (DESIGN.md section 4, "Lanes").
 * 10. `contactJournal` and `searchSnapshots` (version 5): the contacts' search index is saved and
 *    read back on the next start; the journal, written with every contact in the same
 *    transaction by a middleware (contact-journal.ts), says which contacts changed since.
 *
 * Schema changes: never edit a released version; add the next one with an upgrade function:
 *
 *   db.version(4)
 *     .stores({ contacts: 'id, sort_name, contact_status' })
 *     .upgrade(async (tx) => {
 *       await tx.table('contacts').toCollection().modify((row) => {
 *         row.contact_status ??= 'Active';
 *       });
 *     });
 *
 * The outbox is never cleared by an upgrade: queued work survives an app update.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import { contactJournalMiddleware } from './contact-journal';
import { upgradeToLanes } from './upgrade-lanes';
import {
  LOOKUP_DECLARATIONS,
  LOOKUP_ENTITIES,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  type LocalTableOf,
  type LookupEntity,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import {
  STORES_V1,
  STORES_V2,
  STORES_V3,
  STORES_V4,
  STORES_V5,
  type AckedEditRow,
  type ConflictRow,
  type ContactJournalRow,
  type KvRow,
  type LocalRowOf,
  type LaneRow,
  type LookupRow,
  type OutboxRow,
  type PendingUploadRow,
  type SearchSnapshotRow,
  type SyncIssueRow,
  type SyncStateRow,
} from './schema';

/** Each offline entity's table, named by its declaration (sync-protocol replicated.ts). */
type EntityTables = {
  [E in OfflineEntity as LocalTableOf<E>]: EntityTable<LocalRowOf<E>, 'id'>;
};

export type LocalDb = Dexie &
  EntityTables & {
    lookups: Table<LookupRow, [LookupEntity, number]>;
    outbox: EntityTable<OutboxRow, 'seq'>;
    pendingUploads: EntityTable<PendingUploadRow, 'id'>;
    syncState: EntityTable<SyncStateRow, 'key'>;
    syncIssues: EntityTable<SyncIssueRow, 'id'>;
    conflicts: EntityTable<ConflictRow, 'id'>;
    kv: EntityTable<KvRow, 'key'>;
    ackedEdits: EntityTable<AckedEditRow, 'mutationId'>;
    lanes: EntityTable<LaneRow, 'employeeId'>;
    contactJournal: EntityTable<ContactJournalRow, 'id'>;
    searchSnapshots: EntityTable<SearchSnapshotRow, 'key'>;
  };

export const DEFAULT_DB_NAME = 'rentline';

export interface LocalDbOptions {
  /** An IndexedDB implementation other than the global one (tests). */
  indexedDB?: { open: (...args: never[]) => unknown };
  IDBKeyRange?: { bound: unknown; lowerBound: unknown; upperBound: unknown };
}

export function createLocalDb(name: string = DEFAULT_DB_NAME, options: LocalDbOptions = {}) {
  const db = new Dexie(name, options as ConstructorParameters<typeof Dexie>[1]) as LocalDb;
  db.version(1).stores(STORES_V1);
  // Version 2 only adds a table: nothing to move, every version 1 row stays where it is.
  db.version(2).stores(STORES_V2);
  // Version 3 drops the contacts' word index; the words themselves go from every row.
  db.version(3)
    .stores(STORES_V3)
    .upgrade(async (tx) => {
      await tx
        .table('contacts')
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          if (!('search_words' in row)) return false;
          delete row.search_words;
        });
    });
  // Version 4: one lane per employee; what waits is renumbered into its author's lane.
  db.version(4).stores(STORES_V4).upgrade(upgradeToLanes);
  // Version 5 only adds tables: the search index is built from the rows once, then saved.
  db.version(5).stores(STORES_V5);
  db.use(contactJournalMiddleware);
  return db;
}

/** The table of an offline entity's rows. */
export const entityTable = <E extends OfflineEntity>(db: LocalDb, entity: E) =>
  db[OFFLINE_ENTITY_DECLARATIONS[entity].local] as LocalDb[LocalTableOf<E>];

/** The tables a pull writes: cleared together by a `reset`. */
export function replicatedTables(db: LocalDb) {
  const names = new Set([
    ...OFFLINE_ENTITIES.map((e) => OFFLINE_ENTITY_DECLARATIONS[e].local),
    ...LOOKUP_ENTITIES.map((e) => LOOKUP_DECLARATIONS[e].local),
  ]);
  return [...names].map((name) => db[name]);
}
