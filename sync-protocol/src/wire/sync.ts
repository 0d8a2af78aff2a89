/** The sync envelope, push and pull (DESIGN.md section 4; rules/sync.ts: sizes and versions). */
import { z } from 'zod';
import { OFFLINE_ENTITIES, SYNCED_ENTITIES } from '../rules/replicated';
import { MUTATION_STATUSES, SYNC } from '../rules/sync';
import { isoDateTimeSchema, uuidSchema } from './common';
import { mutationSchema } from './mutations';

/** A protocol version (rules/sync.ts SYNC_SCHEMA). */
const schemaVersionSchema = z.coerce.number().int().min(1).max(1000);

/** POST /api/sync/push. */
export const pushRequestSchema = z.object({
  /** The lane: one per employee on a device (DESIGN.md section 4, "Lanes"). */
  client_id: uuidSchema,
  mutations: z.array(mutationSchema).max(1000),
  schema_version: schemaVersionSchema.optional(),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const mutationResultSchema = z.object({
  id: uuidSchema,
  seq: z.number().int(),
  status: z.enum(MUTATION_STATUSES),
  error: z.string().optional(),
  /** Machine-readable reason of a rejection: 'validation', 'deleted', 'not_found', 'invalid'. */
  code: z.string().optional(),
  /**
   * The field a rejection is about (the args key), when it is about one: the app names it when it
   * tells the person. Only on a fresh answer; a replayed answer states the error and code.
   */
  field: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  last_seq: z.number().int(),
  results: z.array(mutationResultSchema),
  /** The server's protocol version: a client behind it offers the app update. */
  schema_version: z.number().int().optional(),
});
export type PushResponse = z.infer<typeof pushResponseSchema>;

/** GET /api/sync/pull. */
export const pullQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(SYNC.pullPageMax).default(SYNC.pullPageSize),
  client_id: uuidSchema.optional(),
  /**
   * '1' while the client is in the middle of a bootstrap: its cursor is a page boundary of a
   * fresh copy, not an old position, so it is not answered `reset` for being below the horizon.
   */
  bootstrap: z.literal('1').optional(),
  schema_version: schemaVersionSchema.optional(),
  /** The last conflict notice this lane has stored; absent: from when the lane was opened. */
  conflicts_after: z.coerce.number().int().min(0).optional(),
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

/**
 * The query of a DELETE of a contact, engagement, follow-up or item over REST: `base_version`, the
 * record's version the caller had seen, as a pushed delete carries it. With it, the edits others
 * made since are reported to their editors (the delete still wins), for an engagement also those
 * of the follow-ups it takes with it; without it, none can be.
 */
const BASE_VERSION_MESSAGE = 'base_version must be a whole number of 0 or more';
export const deleteQuerySchema = z.object({
  // Digits only: a coerced number would read `?base_version=` as 0, "saw nothing", and report
  // every other edit as overwritten.
  base_version: z
    .string({ error: BASE_VERSION_MESSAGE })
    .regex(/^\d+$/, { error: BASE_VERSION_MESSAGE })
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: 'base_version is too large' }))
    .optional(),
});

/**
 * A row's data: checked to be an object, not copied key by key as `z.record` would (a bootstrap
 * page holds thousands of rows of dozens of fields). Offline entities' rows are parsed with their
 * own schema where they are stored (client rebase.ts).
 */
const rowDataSchema = z.custom<Record<string, unknown>>(
  (v) => typeof v === 'object' && v !== null && !Array.isArray(v),
  { error: 'Expected an object' },
);

export const changeSchema = z.object({
  entity: z.enum(SYNCED_ENTITIES),
  op: z.enum(['put', 'delete']),
  id: z.string(),
  version: z.number().int(),
  data: rowDataSchema.optional(),
  /**
   * On a delete: the ids of the pulling client's own edits this delete overwrote (its author had
   * not seen them). The client parks them in sync issues, so the person is told.
   */
  overwrote: z.array(uuidSchema).optional(),
});
export type Change = z.infer<typeof changeSchema>;

const employeeRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * One entry of the conflict log, told to the person whose value was kept and to the person whose
 * value was overwritten (DESIGN.md section 4, "Conflicts"). `field` '*' is a whole record: a
 * delete that won over an edit; `overwritten_value` then holds the edit.
 */
export const conflictNoticeSchema = z.object({
  id: z.number().int(),
  entity: z.enum(OFFLINE_ENTITIES),
  entity_id: z.string(),
  field: z.string(),
  kept_value: z.unknown(),
  overwritten_value: z.unknown(),
  kept_by: employeeRefSchema.nullable(),
  kept_at: isoDateTimeSchema,
  overwritten_by: employeeRefSchema.nullable(),
  overwritten_at: isoDateTimeSchema.nullable(),
  /** The record's name when the server still has it. */
  label: z.string().nullable(),
});
export type ConflictNotice = z.infer<typeof conflictNoticeSchema>;

export const pullResponseSchema = z.object({
  changes: z.array(changeSchema),
  cursor: z.number().int(),
  has_more: z.boolean(),
  last_seq: z.number().int().optional(),
  /** The cursor is older than the tombstone horizon: push the outbox, then bootstrap from 0. */
  reset: z.literal(true).optional(),
  schema_version: z.number().int().optional(),
  /** Conflict log entries of the signed-in employee after `conflicts_after`, oldest first. */
  conflicts: z.array(conflictNoticeSchema).optional(),
  /** The id to send as `conflicts_after` next time. */
  conflict_cursor: z.number().int().optional(),
  /**
   * On the answer to cursor 0 only: how many changes the bootstrap it starts will bring, for a
   * progress bar (rows written while it runs may add a few).
   */
  total: z.number().int().min(0).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
