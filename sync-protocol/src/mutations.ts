import { z } from 'zod';
import { contactInputSchema, contactPatchSchema } from './contact';
import { engagementInputSchema, engagementPatchSchema } from './engagement';
import { followUpInputSchema, followUpPatchSchema } from './follow-up';
import { flowItemInputSchema, flowItemPatchSchema } from './flow-item';
import { BOUND_TEXTS, INT4_MAX } from './column-bounds';
import { COLUMNS } from './columns';
import { isoDateTimeSchema, uuidSchema } from './common';
import { sealedSsnSchema } from './ssn-seal';

/**
 * The twelve mutation names (DESIGN.md section 4) and the schema of each one's `args`.
 * A create carries the new record's client-made id; an update carries the id and only the
 * changed fields (their previous values travel in `base`); a delete carries the id.
 * Stock counts travel as `in_stock_units_delta`, never as an absolute value.
 */
const idArgs = z.object({ id: uuidSchema });

/**
 * An engagement's delete takes its follow-ups with it. It carries the version of each of them the
 * deleting device held (none for one it never had), so the server can tell whose follow-up edit
 * the delete overwrote unseen, as `base_version` does for the deleted record itself.
 */
const engagementDeleteArgs = idArgs.extend({
  follow_up_versions: z
    .record(uuidSchema, z.number().int().nonnegative())
    .refine((versions) => Object.keys(versions).length <= 1000, {
      error: 'An engagement delete names at most 1000 follow-ups',
    })
    .optional(),
});

/**
 * A contact's mutation args: the SSN travels sealed (`ssn_sealed`, ssn-seal.ts; null clears it),
 * never as text. A clear `ssn_encrypted` is refused rather than dropped unseen.
 */
const sealedSsnArgs = {
  id: uuidSchema,
  ssn_sealed: sealedSsnSchema.nullable().optional(),
  ssn_encrypted: z
    .never({ error: 'The SSN must be sealed on the device before it is sent' })
    .optional(),
};

export const mutationArgSchemas = {
  'contact.create': contactInputSchema.omit({ ssn_encrypted: true }).extend(sealedSsnArgs),
  'contact.update': contactPatchSchema.omit({ ssn_encrypted: true }).extend(sealedSsnArgs),
  'contact.delete': idArgs,
  'engagement.create': engagementInputSchema.extend({ id: uuidSchema }),
  'engagement.update': engagementPatchSchema.extend({ id: uuidSchema }),
  'engagement.delete': engagementDeleteArgs,
  'follow_up.create': followUpInputSchema.extend({ id: uuidSchema }),
  'follow_up.update': followUpPatchSchema.extend({ id: uuidSchema }),
  'follow_up.delete': idArgs,
  'flow_item.create': flowItemInputSchema.extend({ id: uuidSchema }),
  'flow_item.update': flowItemPatchSchema.omit({ in_stock_units: true }).extend({
    id: uuidSchema,
    in_stock_units_delta: z
      .number()
      .int()
      .min(-INT4_MAX)
      .max(INT4_MAX, { error: () => BOUND_TEXTS.tooLarge(COLUMNS.flow_items.in_stock_units) })
      .optional(),
  }),
  'flow_item.delete': idArgs,
} as const;

export type MutationName = keyof typeof mutationArgSchemas;
export const MUTATION_NAMES = Object.keys(mutationArgSchemas) as MutationName[];
export type MutationArgs<N extends MutationName> = z.input<(typeof mutationArgSchemas)[N]>;
export type ParsedMutationArgs<N extends MutationName> = z.output<(typeof mutationArgSchemas)[N]>;

/** A mutation as it crosses the wire. `args` is parsed by name on the server (per-name schema). */
export const mutationSchema = z.object({
  id: uuidSchema,
  seq: z.number().int().positive(),
  name: z.enum(MUTATION_NAMES as [MutationName, ...MutationName[]]),
  args: z.record(z.string(), z.unknown()),
  base: z.record(z.string(), z.unknown()).optional(),
  base_version: z.number().int().nonnegative().optional(),
  created_at: isoDateTimeSchema,
});
export type Mutation = z.infer<typeof mutationSchema>;

export const entityOfMutation = (name: MutationName) => name.split('.')[0] as SyncedEntity;
export const opOfMutation = (name: MutationName) =>
  name.split('.')[1] as 'create' | 'update' | 'delete';

export const OFFLINE_ENTITIES = ['contact', 'engagement', 'follow_up', 'flow_item'] as const;
export type OfflineEntity = (typeof OFFLINE_ENTITIES)[number];

/**
 * Records a delete can take without its deleter ever having held them: an engagement's delete
 * takes its follow-ups, also one made on another tablet and not pulled yet. Their creation counts
 * as an edit, so such a delete tells the person who made one (DESIGN.md section 4, "Conflicts").
 */
const CASCADE_DELETED: ReadonlySet<SyncedEntity> = new Set<SyncedEntity>(['follow_up']);

/**
 * Whether an applied mutation is kept as its lane's latest edit of the record (the server's
 * `sync_edits`, a tablet's `ackedEdits`), for a later delete to tell its author: every update,
 * and the creation of a record a cascade may delete unseen.
 */
export function keptAsEdit(name: MutationName): boolean {
  const op = opOfMutation(name);
  return op === 'update' || (op === 'create' && CASCADE_DELETED.has(entityOfMutation(name)));
}
export const LOOKUP_ENTITIES = [
  'category',
  'vendor',
  'employee',
  'contact_type',
  'engagement_type',
  'follow_up_status',
  'customer_option',
] as const;
export type LookupEntity = (typeof LOOKUP_ENTITIES)[number];
export const SYNCED_ENTITIES = [...OFFLINE_ENTITIES, ...LOOKUP_ENTITIES] as const;
export type SyncedEntity = (typeof SYNCED_ENTITIES)[number];
