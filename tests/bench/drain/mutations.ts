/**
 * The drain's mutation mix, made once per run from the database's own rows: new contacts,
 * edits of existing contacts and stock deltas on existing items, interleaved like a day's work.
 * Each mutation also has the REST call a naive online client would make for it (SPEC.md
 * section 7 routes: POST /api/core/contacts, PUT /api/core/contacts/:id, PATCH /api/flow/items/:id).
 */
import { v7 as uuidv7 } from 'uuid';
import type { MutationArgs } from '@rentline/sync-protocol/wire';

export type DrainMutation =
  | { name: 'contact.create'; args: MutationArgs<'contact.create'> }
  | { name: 'contact.update'; args: MutationArgs<'contact.update'> }
  | { name: 'flow_item.update'; args: MutationArgs<'flow_item.update'> };

export interface RestCall {
  method: 'POST' | 'PUT' | 'PATCH';
  path: string;
  body: Record<string, unknown>;
}

export interface ExistingRows {
  contactIds: string[];
  /** Item id and its stock when the run starts. */
  items: { id: string; units: number }[];
}

/** `count` mutations: 40% creates, 30% contact edits, 30% stock deltas (+1 or -1). */
export function makeMutations(count: number, rows: ExistingRows): DrainMutation[] {
  const out: DrainMutation[] = [];
  for (let i = 0; i < count; i++) {
    const kind = i % 10;
    if (kind < 4) {
      out.push({
        name: 'contact.create',
        args: {
          id: uuidv7(),
          full_name: `Drain Person ${i}`,
          email: `drain.person.${i}@example.com`,
          address: `${100 + i} Harbor Road`,
          primary_phone: `555-020-${String(i % 10_000).padStart(4, '0')}`,
          job_title: 'Warehouse Associate',
        },
      });
    } else if (kind < 7) {
      out.push({
        name: 'contact.update',
        args: { id: rows.contactIds[i % rows.contactIds.length]!, job_title: `Shift lead ${i}` },
      });
    } else {
      const item = rows.items[i % rows.items.length]!;
      out.push({ name: 'flow_item.update', args: { id: item.id, in_stock_units_delta: 1 } });
    }
  }
  return out;
}

/**
 * The same mutations as one REST call each. Stock: the naive client sends the new absolute count
 * it computed (the REST edit route takes `in_stock_units`).
 */
export function restCalls(mutations: DrainMutation[], rows: ExistingRows): RestCall[] {
  const units = new Map(rows.items.map((r) => [r.id, r.units]));
  return mutations.map((m) => {
    if (m.name === 'contact.create') {
      const { id: _id, ...body } = m.args;
      return { method: 'POST', path: '/api/core/contacts', body };
    }
    if (m.name === 'contact.update') {
      const { id, ...body } = m.args;
      return { method: 'PUT', path: `/api/core/contacts/${id}`, body };
    }
    const next = units.get(m.args.id)! + (m.args.in_stock_units_delta ?? 0);
    units.set(m.args.id, next);
    return {
      method: 'PATCH',
      path: `/api/flow/items/${m.args.id}`,
      body: { in_stock_units: next },
    };
  });
}
