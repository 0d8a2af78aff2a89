import { z } from 'zod';
import { isoDateTimeSchema, uuidSchema } from './common';
import {
  type EntityOfName,
  type KindOfName,
  MUTATION_NAMES,
  type MutationName,
  entityOfMutation,
  opOfMutation,
} from '../rules/replicated';
import { REPLICATED_SCHEMAS } from './replicated-schemas';

/**
 * The mutation names (DESIGN.md section 4) and the schema of each one's `args`, read from the
 * replicated entities' declarations (rules/replicated.ts, replicated-schemas.ts):
 * `contact.create` is `REPLICATED_SCHEMAS.contact.args.create`.
 */
export type MutationArgSchemas = {
  [N in MutationName]: (typeof REPLICATED_SCHEMAS)[EntityOfName<N>]['args'][KindOfName<N>];
};

export const mutationArgSchemas = Object.fromEntries(
  MUTATION_NAMES.map((name) => {
    const entity = entityOfMutation(name);
    const kinds: Record<string, z.ZodObject> = REPLICATED_SCHEMAS[entity].args;
    return [name, kinds[opOfMutation(name)]];
  }),
) as MutationArgSchemas;

export type MutationArgs<N extends MutationName> = z.input<MutationArgSchemas[N]>;
export type ParsedMutationArgs<N extends MutationName> = z.output<MutationArgSchemas[N]>;

/** A mutation as it crosses the wire. `args` is parsed by name on the server (per-name schema). */
export const mutationSchema = z.object({
  id: uuidSchema,
  seq: z.number().int().positive(),
  name: z.enum(MUTATION_NAMES),
  args: z.record(z.string(), z.unknown()),
  base: z.record(z.string(), z.unknown()).optional(),
  base_version: z.number().int().nonnegative().optional(),
  created_at: isoDateTimeSchema,
});
export type Mutation = z.infer<typeof mutationSchema>;
