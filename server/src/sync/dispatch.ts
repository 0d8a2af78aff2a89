/**
 * Mutation name -> resource applier. Each mutation's args are parsed with its own schema
 * (sync-protocol `mutationArgSchemas`); a parse failure is a permanent rejection.
 */
import type { EntityManager } from '@mikro-orm/sql';
import type { MutationName } from '@rentline/sync-protocol/rules';
import { fieldMessages, mutationArgSchemas } from '@rentline/sync-protocol/wire';
import { type ApplyOutcome, type MutationMeta, RejectedMutation } from '../db/mutation-context';
import { createContact, deleteContact, updateContact } from '../modules/contacts/contacts.appliers';
import type { SsnCipher } from '../modules/contacts/ssn-cipher';
import {
  createEngagement,
  createFollowUp,
  deleteEngagement,
  deleteFollowUp,
  updateEngagement,
  updateFollowUp,
} from '../modules/engagements/engagements.appliers';
import {
  createFlowItem,
  deleteFlowItem,
  updateFlowItem,
} from '../modules/flow/flow-items.appliers';

export interface ApplyDeps {
  cipher: SsnCipher;
}

type Applier = (
  em: EntityManager,
  args: never,
  meta: MutationMeta,
  deps: ApplyDeps,
) => Promise<ApplyOutcome>;

export const APPLIERS: Record<MutationName, Applier> = {
  'contact.create': (em, args: never, meta, deps) => createContact(em, args, meta, deps.cipher),
  'contact.update': (em, args: never, meta, deps) => updateContact(em, args, meta, deps.cipher),
  'contact.delete': (em, args: never) => deleteContact(em, args),
  'engagement.create': (em, args: never) => createEngagement(em, args),
  'engagement.update': (em, args: never, meta) => updateEngagement(em, args, meta),
  'engagement.delete': (em, args: never) => deleteEngagement(em, args),
  'follow_up.create': (em, args: never) => createFollowUp(em, args),
  'follow_up.update': (em, args: never, meta) => updateFollowUp(em, args, meta),
  'follow_up.delete': (em, args: never) => deleteFollowUp(em, args),
  'flow_item.create': (em, args: never) => createFlowItem(em, args),
  'flow_item.update': (em, args: never, meta) => updateFlowItem(em, args, meta),
  'flow_item.delete': (em, args: never) => deleteFlowItem(em, args),
};

export function parseArgs<N extends MutationName>(name: N, args: unknown) {
  const parsed = mutationArgSchemas[name].safeParse(args);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error);
    throw new RejectedMutation('validation', Object.values(fields)[0] ?? 'Invalid data', fields);
  }
  return parsed.data;
}

export async function applyMutation(
  em: EntityManager,
  name: MutationName,
  rawArgs: unknown,
  meta: MutationMeta,
  deps: ApplyDeps,
): Promise<ApplyOutcome> {
  const args = parseArgs(name, rawArgs);
  return APPLIERS[name](em, args as never, meta, deps);
}
