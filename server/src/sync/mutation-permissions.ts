/**
 * The permission table (sync-protocol roles.ts) on push: each mutation needs what the same change
 * needs on its REST route. A push cannot carry a manager's approval, so a mutation its employee's
 * role may not make is rejected (permanent, code 'forbidden') with the reason in words ("Needs a
 * manager to delete a customer’s records"); the queue moves on. Each refusal is audited with the
 * push.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  type Action,
  can,
  inventoryChangeActions,
  permissionMessage,
  type Role,
  serialKey,
  PERMISSION_CODES,
} from '@rentline/sync-protocol/rules';
import type { Mutation } from '@rentline/sync-protocol/wire';
import { audit } from '../modules/audit/audit';
import { serialItems } from '../security/record-bindings';

type Args = Record<string, unknown>;

function actionsOf(m: Mutation, serial: Set<string>): Action[] {
  const args = (m.args ?? {}) as Args;
  switch (m.name) {
    case 'contact.delete':
      return ['customer.delete'];
    case 'flow_item.create':
      return ['inventory.write'];
    case 'flow_item.update':
      return inventoryChangeActions(
        args,
        serial.has(String(args.id)) || !!serialKey(args.serial_number as string | undefined),
      );
    case 'flow_item.delete':
      return ['inventory.write', 'unit.adjust'];
    default:
      return [];
  }
}

export interface Refusal {
  error: string;
  code: string;
}

/** The mutations `role` may not make, by mutation id, each with why (and audited). */
export async function refusedMutations(
  em: EntityManager,
  mutations: Mutation[],
  who: { employeeId: number; role: Role },
): Promise<Map<string, Refusal>> {
  const refused = new Map<string, Refusal>();
  if (mutations.length === 0) return refused;
  const updated = can(who.role, 'unit.adjust')
    ? []
    : mutations.filter((m) => m.name === 'flow_item.update');
  const serial = await serialItems(
    em,
    updated.map((m) => String((m.args as Args).id)).filter((id) => /^[0-9a-f-]{36}$/i.test(id)),
  );
  for (const m of mutations) {
    const action = actionsOf(m, serial).find((a) => !can(who.role, a));
    if (!action) continue;
    refused.set(m.id, { error: permissionMessage(action), code: PERMISSION_CODES.forbidden });
    const recordId = (m.args as Args)?.id;
    await audit(em, {
      action: 'permission.refused',
      recordType: m.name.split('.')[0]!,
      recordId: typeof recordId === 'string' && recordId.length === 36 ? recordId : null,
      employeeId: who.employeeId,
      detail: { action, code: PERMISSION_CODES.forbidden, mutation: m.name },
    });
  }
  return refused;
}
