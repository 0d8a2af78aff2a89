/**
 * The outbox (DESIGN.md section 4, "Mutations" and "Outbox").
 *
 * 1. `enqueueMutation` parses the args with the mutation's protocol schema, then in ONE Dexie
 *    transaction: allocates the next `seq` (the device's order) and the next `laneSeq` of the
 *    author's lane (lanes.ts), writes the outbox row and applies the change to the local
 *    replica. The change is either on screen and queued, or neither.
 * 2. An update sends only the fields the person changed, with in `base` the values they saw:
 *    an edit form gives the values it showed when it opened (`options.base`, DESIGN.md section 4,
 *    "Mutations"), so a form left open while a pull changed the record never sends the pulled
 *    values back as edits; without one, the local row at save time is the base. An update that
 *    changes nothing queues nothing (returns null).
 * 3. Write-only data: the SSN arrives sealed (ssn-seal.ts) and travels in the outbox args only,
 *    never in a replicated table. A photo taken offline also waits in `pendingUploads` so screens
 *    can show it before the server has it.
 * 4. A delete keeps an `undo` snapshot (local only) so a rejected delete can be rolled back.
 */
import { v7 as uuidv7 } from 'uuid';
import {
  entityOfMutation,
  NON_FIELD_ARGS,
  opOfMutation,
  sniffBase64ImageType,
  SYNC_SCHEMA,
  type MutationName,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import { mutationArgSchemas, type Mutation, type MutationArgs } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';
import type { OutboxRow } from '../local-db/schema';
import { applyMutation, readRecord, sameValue, tableFor, writeRecord } from './appliers';
import { laneFor } from './lanes';
import { loadSyncState } from './sync-state';

/**
 * Args that are always sent when given, because the replica cannot compare them: the merge
 * rules' write-only args and deltas (sync-protocol replicated.ts), and an item's condition,
 * folded into its description.
 */
const ALWAYS_SENT = new Set([...NON_FIELD_ARGS, 'item_condition']);

export class LocalRecordMissingError extends Error {
  constructor() {
    super('This record is not on this device any more');
    this.name = 'LocalRecordMissingError';
  }
}

export interface EnqueueContext {
  db: LocalDb;
  /** The author: whose lane the change joins (null: nobody known yet, lanes.ts point 4). */
  employeeId: number | null;
  employeeName?: string;
  now: () => Date;
}

export interface EnqueueOptions {
  /**
   * An update's base: the record's values as the form showed them when it opened (or when the
   * person began changing a field). Fields are compared with it, not with the local row.
   */
  base?: Record<string, unknown>;
  /** The record's version the form opened on (sent as `base_version`). */
  baseVersion?: number;
}

const stripUndefined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** Mime type of base64 image data by its first bytes (the protocol sends no type). */
const imageMime = (base64: string) => sniffBase64ImageType(base64) ?? 'image/jpeg';

export async function enqueueMutation<N extends MutationName>(
  ctx: EnqueueContext,
  name: N,
  rawArgs: MutationArgs<N>,
  options: EnqueueOptions = {},
): Promise<OutboxRow | null> {
  const { db, employeeId } = ctx;
  // 1. Validate at the edge, before anything is written.
  let args = stripUndefined(mutationArgSchemas[name].parse(rawArgs) as Record<string, unknown>);
  const entity = entityOfMutation(name) as OfflineEntity;
  const op = opOfMutation(name);
  const entityId = String(args.id);
  const nowIso = ctx.now().toISOString();
  // Only the stores this write touches: a wider transaction scope costs on every write.
  const tables = [
    ...new Set([
      tableFor(db, entity),
      db.outbox,
      db.syncState,
      db.lanes,
      ...(entity === 'contact' || op === 'delete' ? [db.pendingUploads] : []),
      ...(entity === 'engagement' ? [db.followUps] : []),
    ]),
  ];

  return db.transaction('rw', tables, async () => {
    // Requests of one transaction run in the order they are made: asked together, they cost one
    // round trip to the database instead of one each.
    const [current, state, heldLane] = await Promise.all([
      readRecord(db, entity, entityId),
      loadSyncState(db),
      employeeId === null ? undefined : db.lanes.get(employeeId),
    ]);
    let base: Record<string, unknown> | undefined;
    // 2. Only changed fields, with the values the person saw.
    if (op === 'update') {
      if (!current) throw new LocalRecordMissingError();
      const seen = options.base ?? {};
      const changed: Record<string, unknown> = { id: entityId };
      const previous: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(args)) {
        if (key === 'id') continue;
        const before = key in seen ? seen[key] : current[key];
        if (ALWAYS_SENT.has(key)) {
          if (key !== 'in_stock_units_delta' || value !== 0) changed[key] = value;
        } else if (!sameValue(before, value)) {
          changed[key] = value;
          previous[key] = before ?? null;
        }
      }
      if (Object.keys(changed).length === 1) return null;
      args = changed;
      if (Object.keys(previous).length > 0) base = previous;
    }
    if (op === 'create' && current) throw new Error('A record with this id already exists');

    // Put below with its next number (a lane made or renamed here too).
    const lane =
      employeeId === null
        ? null
        : laneFor({ id: employeeId, name: ctx.employeeName ?? '' }, heldLane);
    // An engagement's delete takes its follow-ups: it tells the server which versions of them
    // this device held (a follow-up edit it never saw is reported to its editor).
    const followUps =
      name === 'engagement.delete'
        ? await db.followUps.where('engagement_id').equals(entityId).toArray()
        : [];
    if (name === 'engagement.delete')
      args = { ...args, follow_up_versions: heldVersions(followUps) };
    const undo = op === 'delete' && current ? { row: current, followUps } : undefined;
    const row: OutboxRow = {
      seq: state.nextSeq,
      laneSeq: lane?.nextSeq ?? 0,
      schemaVersion: SYNC_SCHEMA.current,
      id: uuidv7(),
      name,
      args,
      ...(base ? { base } : {}),
      ...(options.baseVersion !== undefined
        ? { base_version: options.baseVersion }
        : current && typeof current.version === 'number'
          ? { base_version: current.version }
          : {}),
      created_at: nowIso,
      entity,
      entityId,
      employeeId,
      ...(undo ? { undo } : {}),
      ...(op === 'update' ? { updatedBefore: (current?.updated_at as string | null) ?? null } : {}),
    };
    // The local change, by the same applier a rebase uses.
    const next = applyMutation(name, args, current, nowIso);
    // All written together: one more round of the transaction costs on a slow tablet.
    await Promise.all([
      db.outbox.add(row),
      db.syncState.put({
        ...state,
        nextSeq: state.nextSeq + 1,
        // The replica now shows this person's change (device-data.ts point 1).
        ...(state.replicaOwner === undefined ? { replicaOwner: employeeId } : {}),
      }),
      lane && db.lanes.put({ ...lane, nextSeq: lane.nextSeq + 1 }),
      next !== undefined && writeRecord(db, entity, entityId, next),
      name === 'engagement.delete' && db.followUps.where('engagement_id').equals(entityId).delete(),
      waitingPhoto(db, row),
    ]);
    return row;
  });
}

/** 3. A contact's photo waits where screens can find it; a cleared photo or a delete drops it. */
function waitingPhoto(db: LocalDb, row: OutboxRow): Promise<unknown> | false {
  const { entity, entityId, args } = row;
  if (entity === 'contact' && typeof args.photo_id === 'string') {
    return db.pendingUploads.put({
      id: `contact_photo:${entityId}`,
      kind: 'contact_photo',
      entity,
      entityId,
      mutationId: row.id,
      mime: imageMime(args.photo_id),
      data: args.photo_id,
      created_at: row.created_at,
    });
  }
  if ((entity === 'contact' && args.photo_id === null) || opOfMutation(row.name) === 'delete')
    return db.pendingUploads.where('[entity+entityId]').equals([entity, entityId]).delete();
  return false;
}

/** The server versions of records held here (one made here and not yet sent has none). */
function heldVersions(records: readonly object[]): Record<string, number> {
  return Object.fromEntries(
    (records as { id?: unknown; version?: unknown }[])
      .filter((r) => typeof r.id === 'string' && typeof r.version === 'number')
      .map((r) => [r.id as string, r.version as number]),
  );
}

/** The mutation as it goes on the wire: local bookkeeping stays home. */
export function toWireMutation(row: OutboxRow): Mutation {
  return {
    id: row.id,
    seq: row.laneSeq,
    name: row.name,
    args: wireArgs(row),
    ...(row.base ? { base: row.base } : {}),
    ...(row.base_version !== undefined ? { base_version: row.base_version } : {}),
    created_at: row.created_at,
  };
}

/**
 * An engagement's delete queued by an app from before it carried `follow_up_versions` sends them
 * from its undo, which holds the follow-ups the device had when it was made: without them the
 * server tells no one whose follow-up it took unseen.
 */
function wireArgs(row: OutboxRow): Record<string, unknown> {
  if (row.name !== 'engagement.delete' || !row.undo || 'follow_up_versions' in row.args)
    return row.args;
  return { ...row.args, follow_up_versions: heldVersions(row.undo.followUps) };
}
