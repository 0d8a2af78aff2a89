import { z } from 'zod';
import { SYNC } from './constants';
import { mutationSchema, SYNCED_ENTITIES } from './mutations';
import { uuidSchema } from './common';

/** POST /api/sync/push. */
export const pushRequestSchema = z.object({
  client_id: uuidSchema,
  mutations: z.array(mutationSchema).max(1000),
});
export type PushRequest = z.infer<typeof pushRequestSchema>;

export const MUTATION_STATUSES = ['applied', 'merged', 'rejected'] as const;
export type MutationStatus = (typeof MUTATION_STATUSES)[number];

export const mutationResultSchema = z.object({
  id: uuidSchema,
  seq: z.number().int(),
  status: z.enum(MUTATION_STATUSES),
  error: z.string().optional(),
  /** Machine-readable reason of a rejection: 'validation', 'deleted', 'not_found', 'invalid'. */
  code: z.string().optional(),
});
export type MutationResult = z.infer<typeof mutationResultSchema>;

export const pushResponseSchema = z.object({
  last_seq: z.number().int(),
  results: z.array(mutationResultSchema),
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
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

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

export const pullResponseSchema = z.object({
  changes: z.array(changeSchema),
  cursor: z.number().int(),
  has_more: z.boolean(),
  last_seq: z.number().int().optional(),
  /** The cursor is older than the tombstone horizon: push the outbox, then bootstrap from 0. */
  reset: z.literal(true).optional(),
});
export type PullResponse = z.infer<typeof pullResponseSchema>;
