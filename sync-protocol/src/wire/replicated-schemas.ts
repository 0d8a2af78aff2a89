/**
 * The schemas half of each replicated entity's declaration (rules/replicated.ts holds the plain
 * half, which the sign-in screen may read without zod): the schema of its rows as pulled and
 * stored, and the schema of the args of each mutation kind it supports (DESIGN.md section 4,
 * "Mutations"). A create carries the new record's client-made id; an update carries the id and
 * only the changed fields (their previous values travel in `base`); a delete carries the id. The
 * merge rules declared in rules/replicated.ts shape them: a sealed column travels sealed, a delta
 * column as its delta, a cascading delete with the versions of what it takes.
 */
import { z } from 'zod';
import { INT4_MAX } from '../rules/column-bounds';
import { COLUMNS } from '../rules/columns';
import type { KindOf, OfflineEntity } from '../rules/replicated';
import { BOUND_TEXTS } from '../texts/bounds';
import { uuidSchema } from './common';
import { contactInputSchema, contactPatchSchema, contactSchema } from './contact';
import { engagementInputSchema, engagementPatchSchema, engagementSchema } from './engagement';
import { flowItemInputSchema, flowItemPatchSchema, flowItemSchema } from './flow-item';
import { followUpInputSchema, followUpPatchSchema, followUpSchema } from './follow-up';
import { sealedSsnSchema } from './ssn-seal';

const idArgs = z.object({ id: uuidSchema });

/**
 * `sealed` (contact): the SSN travels sealed (`ssn_sealed`, ssn-seal.ts; null clears it), never
 * as text. A clear `ssn_encrypted` is refused rather than dropped unseen.
 */
const sealedSsnArgs = {
  id: uuidSchema,
  ssn_sealed: sealedSsnSchema.nullable().optional(),
  ssn_encrypted: z
    .never({ error: 'The SSN must be sealed on the device before it is sent' })
    .optional(),
};

/**
 * `cascades` (engagement): its delete takes its follow-ups with it. It carries the version of
 * each of them the deleting device held (none for one it never had), so the server can tell
 * whose follow-up edit the delete overwrote unseen, as `base_version` does for the deleted
 * record itself.
 */
const engagementDeleteArgs = idArgs.extend({
  follow_up_versions: z
    .record(uuidSchema, z.number().int().nonnegative())
    .refine((versions) => Object.keys(versions).length <= 1000, {
      error: 'An engagement delete names at most 1000 follow-ups',
    })
    .optional(),
});

/** `deltas` (flow item): stock counts travel as `in_stock_units_delta`, never as a value. */
const flowItemUpdateArgs = flowItemPatchSchema.omit({ in_stock_units: true }).extend({
  id: uuidSchema,
  in_stock_units_delta: z
    .number()
    .int()
    .min(-INT4_MAX)
    .max(INT4_MAX, { error: () => BOUND_TEXTS.tooLarge(COLUMNS.flow_items.in_stock_units) })
    .optional(),
});

/** What each entity declares here: its row schema and one args schema per kind it supports. */
type EntitySchemas = {
  [E in OfflineEntity]: { row: z.ZodObject; args: { [K in KindOf<E>]: z.ZodObject } };
};

export const REPLICATED_SCHEMAS = {
  contact: {
    row: contactSchema,
    args: {
      create: contactInputSchema.omit({ ssn_encrypted: true }).extend(sealedSsnArgs),
      update: contactPatchSchema.omit({ ssn_encrypted: true }).extend(sealedSsnArgs),
      delete: idArgs,
    },
  },
  engagement: {
    row: engagementSchema,
    args: {
      create: engagementInputSchema.extend({ id: uuidSchema }),
      update: engagementPatchSchema.extend({ id: uuidSchema }),
      delete: engagementDeleteArgs,
    },
  },
  follow_up: {
    row: followUpSchema,
    args: {
      create: followUpInputSchema.extend({ id: uuidSchema }),
      update: followUpPatchSchema.extend({ id: uuidSchema }),
      delete: idArgs,
    },
  },
  flow_item: {
    row: flowItemSchema,
    args: {
      create: flowItemInputSchema.extend({ id: uuidSchema }),
      update: flowItemUpdateArgs,
      delete: idArgs,
    },
  },
} as const satisfies EntitySchemas;

/** An entity's row as pulled and stored (`Contact`, `FlowItem`, …). */
export type ReplicatedRow<E extends OfflineEntity> = z.infer<(typeof REPLICATED_SCHEMAS)[E]['row']>;
