/**
 * Row shapes of the local replica (DESIGN.md section 4). Entity rows are the protocol's shapes
 * (`@rentline/sync-protocol`), plus a few derived, index-only fields; nothing here redeclares
 * a wire shape.
 *
 * Index rules: IndexedDB cannot index booleans, so every flag that needs an index is a 0/1
 * number. Null values are simply absent from an index.
 */
import type { LookupEntity, MutationName, OfflineEntity } from '@rentline/sync-protocol/rules';
import type { ReplicatedRow } from '@rentline/sync-protocol/wire';

/**
 * The index-only fields an entity's local rows add to the protocol's row (none for most).
 * A contact has its list index: `sort_name` orders the list. Search needs no stored field: its
 * words are derived in memory (contact-search-index.ts). Rows of schema versions 1 and 2 also
 * had `search_words`, a multi-entry index; version 3 dropped it.
 */
interface LocalIndexFields {
  contact: {
    /** Lowercased full name: the list's sort key. */
    sort_name: string;
  };
}

/** A replicated entity's row as its Dexie table holds it. */
export type LocalRowOf<E extends OfflineEntity> = ReplicatedRow<E> &
  (E extends keyof LocalIndexFields ? LocalIndexFields[E] : unknown);

export type ContactRow = LocalRowOf<'contact'>;
export type EngagementRow = LocalRowOf<'engagement'>;
export type FollowUpRow = LocalRowOf<'follow_up'>;
export type FlowItemRow = LocalRowOf<'flow_item'>;

/** The read-only lookup lists, one keyed table: `[entity+id]`. */
export interface LookupRow {
  entity: LookupEntity;
  id: number;
  name: string;
  data: Record<string, unknown>;
}

/**
 * A queued mutation (DESIGN.md section 4, "Outbox"): the wire fields plus local bookkeeping.
 * `seq` orders the whole outbox on this device (the primary key); the wire's seq is `laneSeq`,
 * the mutation's place in its author's lane (schema version 4: rows of earlier versions were
 * renumbered into lanes by the upgrade).
 */
export interface OutboxRow {
  seq: number;
  /** The seq sent to the server: consecutive within the author's lane. */
  laneSeq: number;
  /** The sync protocol version the args are written in (absent on rows of version 1). */
  schemaVersion?: number;
  id: string;
  name: MutationName;
  args: Record<string, unknown>;
  base?: Record<string, unknown>;
  base_version?: number;
  created_at: string;
  entity: OfflineEntity;
  entityId: string;
  /** The employee signed in when the change was made: their lane; only they may push it. */
  employeeId: number | null;
  /** Local only, never sent: the row (and an engagement's follow-ups) before a delete, to undo a rejected delete. */
  undo?: { row: Record<string, unknown>; followUps: Record<string, unknown>[] } | null;
  /**
   * Local only: the record's `updated_at` before this update, put back if the update is refused
   * while the record still shows the time it wrote (`created_at`); reject.ts keeps it right when
   * an earlier edit it followed is refused first.
   */
  updatedBefore?: string | null;
  /**
   * Local only: a pulled row of the record replaced the replica's after the server had already
   * answered this change (the pull's `last_seq`, the answer not yet received; rebase.ts). Its
   * optimistic effect is gone from the replica, so a refusal has nothing to undo.
   */
  settled?: boolean;
}

/**
 * One employee's lane on this device (schema version 4; DESIGN.md section 4, "Lanes"): their
 * changes wait in order under `laneId` (the push's `client_id`), and never block anyone else's.
 */
export interface LaneRow {
  employeeId: number;
  /** Shown while the lane waits for its author ("2 changes wait for Jordan Avery to sign in"). */
  employeeName: string;
  laneId: string;
  /** The last laneSeq the server acknowledged. */
  lastSeq: number;
  /** The next laneSeq to allocate. */
  nextSeq: number;
  /** The last conflict notice stored for this employee (absent: none yet). */
  conflictCursor?: number;
}

/** A binary waiting to travel (a contact photo taken offline, item images). */
export interface PendingUploadRow {
  /** `${kind}:${entityId}`: one waiting photo per record, the latest wins. */
  id: string;
  kind: 'contact_photo' | 'flow_item_image';
  entity: OfflineEntity;
  entityId: string;
  /**
   * The mutation carrying it; the row goes when that mutation is acknowledged. Null for item
   * images, which travel on their own (sync/uploads.ts) and leave only once the server has them.
   */
  mutationId: string | null;
  mime: string;
  /** Base64 without a data-URL prefix. */
  data: string;
  created_at: string;
  // Item image upload queue (sync/uploads.ts); absent on contact photos.
  /** The file's name as chosen (sent as the multipart file name). */
  fileName?: string;
  /** Who chose it: only they upload it (DESIGN.md section 4, "Auth"). */
  employeeId?: number | null;
  /** Failed tries so far, and when the next may start (epoch ms): retries back off. */
  attempts?: number;
  nextAttemptAt?: number;
  /** The last failure's message. */
  lastError?: string | null;
  /** 1 when the server refused it for good (wrong type, too big, item gone): kept, not retried. */
  failed?: 0 | 1;
}

export const SYNC_STATE_KEY = 'state';

export interface SyncStateRow {
  key: typeof SYNC_STATE_KEY;
  clientId: string;
  /** Pull cursor: the last version stored locally. */
  cursor: number;
  /** The last seq the server acknowledged. */
  lastSeq: number;
  /** The next seq to allocate (always above every seq ever queued on this client). */
  nextSeq: number;
  lastSyncedAt: string | null;
  /** The employee whose changes head the outbox (null when it is empty). */
  ownerEmployeeId: number | null;
  /** 1 once a bootstrap from cursor 0 has completed. */
  bootstrapped: 0 | 1;
  /** While bootstrapping: the changes stored so far and the total the first page announced. */
  bootstrapReceived?: number;
  bootstrapTotal?: number | null;
  /** While bootstrapping: the bytes on the wire of the pages stored so far. */
  bootstrapBytes?: number;
  /** ...and of those whose wire size the browser did not tell, their bytes as unzipped. */
  bootstrapUnzippedBytes?: number;
  /**
   * The bootstrap page size fitted to this device's link (sync/page-size.ts), stored with each
   * page's cursor: a retry or a reload goes on with it instead of starting small again.
   */
  bootstrapPageLimit?: number;
  /** Whose view the replica holds (their own waiting changes on top); null after sign-out. */
  replicaOwner?: number | null;
}

/** A mutation the server rejected for good, parked for staff to fix, resend or discard. */
export interface SyncIssueRow {
  id?: number;
  /** Whose change it was: only they see it (schema version 4; absent on older rows). */
  employeeId?: number | null;
  mutationId: string;
  seq: number;
  name: MutationName;
  entity: OfflineEntity;
  entityId: string;
  /** The mutation's args without the write-only SSN. */
  args: Record<string, unknown>;
  base?: Record<string, unknown>;
  error: string;
  code: string | null;
  /** The field the server's refusal is about, when it named one (not indexed; absent on older rows). */
  field?: string | null;
  /** The local record as it stood when the rejection arrived (for restore-as-new and fixing). */
  record: Record<string, unknown> | null;
  created_at: string;
  rejected_at: string;
}

/**
 * One entry of the server's conflict log told to this employee (schema version 4; DESIGN.md
 * section 4, "Conflicts"): a field two people changed at once, or (`field` '*') a delete that won
 * over an edit. Both the person whose value was kept and the one whose value was overwritten get it.
 */
export interface ConflictRow {
  id?: number;
  /** The server's id of the entry. */
  noticeId: number;
  /** Whose panel shows it. */
  employeeId: number;
  entity: OfflineEntity;
  entityId: string;
  field: string;
  keptValue: unknown;
  overwrittenValue: unknown;
  keptBy: { id: number; name: string } | null;
  keptAt: string;
  overwrittenBy: { id: number; name: string } | null;
  overwrittenAt: string | null;
  /** The record's name as the server had it. */
  label: string | null;
}

/**
 * This client's latest acknowledged edit of a record (schema version 2). A delete pushed later
 * from another device may overwrite it without having seen it; the pulled tombstone then names
 * it (`overwrote`) and it is parked in sync issues with this data. One per record: a newer
 * acknowledged edit supersedes it; kept until the record's tombstone arrives or the horizon.
 */
export interface AckedEditRow {
  mutationId: string;
  /** Whose edit (schema version 4): it leaves the tablet when they sign out. */
  employeeId?: number | null;
  seq: number;
  name: MutationName;
  entity: OfflineEntity;
  entityId: string;
  /** The mutation's args without the write-only SSN and the photo data. */
  args: Record<string, unknown>;
  base?: Record<string, unknown>;
  /** The local record right after the edit was acknowledged (restore-as-new needs it). */
  record: Record<string, unknown> | null;
  created_at: string;
  ackedAt: string;
}

export interface KvRow {
  key: string;
  value: string;
}

/** Dexie store definitions of schema version 1 (the first release). */
export const STORES_V1 = {
  contacts: 'id, sort_name, *search_words',
  engagements: 'id, contact_id, customer_id, employee_id, engagement_date_time',
  followUps: 'id, engagement_id, employee_id, date_time',
  flowItems: 'id, name, status, category_id, vendor_id',
  lookups: '[entity+id], entity',
  outbox: 'seq, &id, [entity+entityId], employeeId',
  pendingUploads: 'id, [entity+entityId], mutationId',
  syncState: 'key',
  syncIssues: '++id, &mutationId, [entity+entityId]',
  conflicts: '++id, [entity+entityId], mutationId, settled',
  kv: 'key',
} as const;

/** Schema version 2: the tables it adds (Dexie keeps every table of version 1 as it is). */
export const STORES_V2 = {
  ackedEdits: 'mutationId, [entity+entityId], ackedAt',
} as const;

/**
 * Schema version 3: contacts without the multi-entry `search_words` index, the largest cost of
 * writing a contact; search answers from memory instead (contact-search-index.ts).
 */
export const STORES_V3 = {
  contacts: 'id, sort_name',
} as const;

/**
 * Schema version 4: one lane per employee (`lanes`; outbox rows gain `laneSeq`), sync issues,
 * conflicts and acknowledged edits kept per employee, and conflicts as the server's notices
 * (their `mutationId`/`settled` indexes go).
 */
export const STORES_V4 = {
  lanes: 'employeeId',
  outbox: 'seq, &id, [entity+entityId], employeeId, [employeeId+laneSeq]',
  syncIssues: '++id, &mutationId, [entity+entityId], employeeId',
  conflicts: '++id, [entity+entityId], employeeId, noticeId',
  ackedEdits: 'mutationId, [entity+entityId], ackedAt, employeeId',
} as const;

/**
 * Schema version 5: the contacts' search index kept across starts (contact-index-snapshot.ts).
 * `contactJournal` holds the id of every contact written since the saved index was made, written
 * in the same transaction as the contact (contact-journal.ts); `searchSnapshots` the saved index.
 */
export const STORES_V5 = {
  contactJournal: 'id',
  searchSnapshots: 'key',
} as const;

/** A contact written since the journal's epoch began, or one of its markers (contact-journal.ts). */
export interface ContactJournalRow {
  id: string;
  /** On the epoch marker: the epoch the journal counts from. */
  epoch?: string;
}

/** A saved search index (contact-index-snapshot.ts): its data is opaque to the schema. */
export interface SearchSnapshotRow {
  key: string;
  epoch: string;
  /** What is saved and how its words were made: a snapshot of another format is not used. */
  format: string;
  data: unknown;
}
