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
});
export type PullQuery = z.infer<typeof pullQuerySchema>;

export const changeSchema = z.object({
  entity: z.enum(SYNCED_ENTITIES),
  op: z.enum(['put', 'delete']),
  id: z.string(),
  version: z.number().int(),
  data: z.record(z.string(), z.unknown()).optional(),
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
