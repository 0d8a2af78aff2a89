/**
 * The model test's oracle: what the server should hold after applying the mutations it applied,
 * in the order it applied them (DESIGN.md section 4), written from the rules, not from the code:
 *
 * - create: refused as `deleted` when a referenced contact/engagement (or the id itself) was
 *   deleted, as `invalid` when the reference never existed; otherwise the row exists.
 * - update: refused as `deleted` (tombstone; logged as a conflict on field '*' so the deleter is
 *   told, when the server logs such edits) or `not_found`; otherwise field by field: a field
 *   whose server value differs from both the client's `base` and the new value is a conflict
 *   (logged, answered `merged`), and the new value wins. A stock delta adds to the count; one
 *   that would take it below zero is refused (`invalid`), the whole update with it.
 * - delete: a second delete is a no-op; an engagement's follow-ups go with it; a deleted contact's
 *   engagements lose their contact. Deleted ids never come back (a restore is a new id).
 * - edit against delete, the edit first (when the server logs it, `overwrittenEdits`): a delete
 *   overwrites each other lane's latest edit of the row (a lane: one employee on one tablet,
 *   DESIGN.md "Lanes") that its own tablet had not pulled when it deleted; each is a conflict on
 *   field '*'. An engagement's delete does the same to each follow-up it takes with it.
 *
 * Only the fields the commands change are modelled; the rest is compared replica to server.
 */
import type { Entity } from './commands';

export interface WireMutation {
  id: string;
  seq: number;
  name: string;
  args: Record<string, unknown>;
  base?: Record<string, unknown>;
}

export interface Outcome {
  status: 'applied' | 'merged' | 'rejected';
  code?: string;
}

export interface ExpectedConflict {
  entity: Entity;
  entityId: string;
  field: string;
  mutationId: string;
  /** Field '*': the edit the delete overwrote. */
  overwrote?: string;
}

/** The fields the model keeps per entity, with the value a create leaves when not given. */
export const MODELLED: Record<Entity, Record<string, unknown>> = {
  contact: { full_name: null, job_title: null, address: null },
  engagement: { contact_id: null, initial_engagement: null, notes: null },
  follow_up: { engagement_id: null, required_engagement: null, status: null, notes: null },
  flow_item: { name: null, model: null, in_stock_units: 1 },
};

/** The record a create refers to, and what it is. */
const PARENT: Partial<Record<Entity, { field: string; entity: Entity }>> = {
  engagement: { field: 'contact_id', entity: 'contact' },
  follow_up: { field: 'engagement_id', entity: 'engagement' },
};

const same = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) || JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export class ReferenceServer {
  readonly rows = new Map<Entity, Map<string, Record<string, unknown>>>(
    (Object.keys(MODELLED) as Entity[]).map((e) => [e, new Map()]),
  );
  readonly tombstones = new Set<string>();
  readonly conflicts: ExpectedConflict[] = [];
  readonly outcomes = new Map<string, Outcome>();
  /** Per item: the count its create set and every delta that counted, in server order. */
  readonly stock = new Map<string, { start: number; deltas: number[] }>();
  /** How many mutations the server has applied (the model's clock). */
  applied = 0;
  /** Per row: each lane's latest applied edit (or follow-up creation), and when. */
  private readonly lastEdits = new Map<string, Map<string, { mutationId: string; at: number }>>();

  /**
   * @param overwrittenEdits whether the server logs edits a delete overwrote (field '*')
   * @param deleteBasis per delete mutation id: the model's clock at its client's last pull before
   *   it deleted (what it had seen)
   */
  constructor(
    private readonly overwrittenEdits: boolean,
    private readonly deleteBasis: Map<string, number>,
  ) {}

  private table(entity: Entity) {
    return this.rows.get(entity)!;
  }

  private gone(entity: Entity, id: string) {
    return this.tombstones.has(`${entity}:${id}`);
  }

  private remove(entity: Entity, id: string) {
    this.table(entity).delete(id);
    this.tombstones.add(`${entity}:${id}`);
  }

  isDeleted(entity: Entity, id: string) {
    return this.gone(entity, id);
  }

  /** Applies one mutation the server applied for the first time; returns the expected answer. */
  apply(lane: string, m: WireMutation): Outcome {
    const [entity, op] = m.name.split('.') as [Entity, 'create' | 'update' | 'delete'];
    const id = String(m.args.id);
    this.applied++;
    const outcome =
      op === 'create'
        ? this.create(entity, id, m.args)
        : op === 'update'
          ? this.update(entity, id, m)
          : this.delete(lane, entity, id, m.id);
    this.outcomes.set(m.id, outcome);
    // An update is an edit; so is a follow-up's creation, which its engagement's delete can take
    // from a tablet that never had it.
    const edit = op === 'update' || (op === 'create' && entity === 'follow_up');
    if (edit && outcome.status !== 'rejected') {
      const key = `${entity}:${id}`;
      const edits = this.lastEdits.get(key) ?? new Map();
      edits.set(lane, { mutationId: m.id, at: this.applied });
      this.lastEdits.set(key, edits);
    }
    return outcome;
  }

  private create(entity: Entity, id: string, args: Record<string, unknown>): Outcome {
    const parent = PARENT[entity];
    if (parent) {
      const ref = args[parent.field];
      if (typeof ref === 'string' && !this.table(parent.entity).has(ref))
        return { status: 'rejected', code: this.gone(parent.entity, ref) ? 'deleted' : 'invalid' };
    }
    if (this.table(entity).has(id)) return { status: 'rejected', code: 'conflict' };
    if (this.gone(entity, id)) return { status: 'rejected', code: 'deleted' };
    const row: Record<string, unknown> = {};
    for (const [field, empty] of Object.entries(MODELLED[entity]))
      row[field] = args[field] ?? empty;
    this.table(entity).set(id, row);
    if (entity === 'flow_item')
      this.stock.set(id, { start: Number(row.in_stock_units), deltas: [] });
    return { status: 'applied' };
  }

  private update(entity: Entity, id: string, m: WireMutation): Outcome {
    const row = this.table(entity).get(id);
    if (!row) {
      if (!this.gone(entity, id)) return { status: 'rejected', code: 'not_found' };
      // The delete came first and wins; the deleter is told about the edit it removed.
      if (this.overwrittenEdits)
        this.conflicts.push({ entity, entityId: id, field: '*', mutationId: m.id });
      return { status: 'rejected', code: 'deleted' };
    }
    const delta = m.args.in_stock_units_delta;
    // A take of more units than are left is refused whole, fields and all.
    if (typeof delta === 'number' && delta < 0 && Number(row.in_stock_units) + delta < 0)
      return { status: 'rejected', code: 'invalid' };
    let conflicted = false;
    for (const [field, value] of Object.entries(m.args)) {
      if (field === 'id' || field === 'in_stock_units_delta' || value === undefined) continue;
      if (!(field in MODELLED[entity])) throw new Error(`model: ${entity}.${field} not modelled`);
      const serverValue = row[field] ?? null;
      if (
        m.base &&
        field in m.base &&
        !same(serverValue, m.base[field]) &&
        !same(serverValue, value)
      ) {
        conflicted = true;
        this.conflicts.push({ entity, entityId: id, field, mutationId: m.id });
      }
      row[field] = value;
    }
    if (typeof delta === 'number' && delta !== 0) {
      row.in_stock_units = Number(row.in_stock_units) + delta;
      this.stock.get(id)!.deltas.push(delta);
    }
    return { status: conflicted ? 'merged' : 'applied' };
  }

  private delete(lane: string, entity: Entity, id: string, mutationId: string): Outcome {
    if (!this.table(entity).has(id)) {
      return this.gone(entity, id)
        ? { status: 'applied' }
        : { status: 'rejected', code: 'not_found' };
    }
    if (entity === 'engagement') {
      for (const [fid, f] of this.table('follow_up'))
        if (f.engagement_id === id) {
          this.overwrite(lane, 'follow_up', fid, mutationId);
          this.remove('follow_up', fid);
        }
    }
    if (entity === 'contact') {
      for (const e of this.table('engagement').values())
        if (e.contact_id === id) e.contact_id = null;
    }
    this.overwrite(lane, entity, id, mutationId);
    this.remove(entity, id);
    return { status: 'applied' };
  }

  /** The delete `mutationId` overwrites each other lane's latest edit its tablet had not pulled. */
  private overwrite(lane: string, entity: Entity, id: string, mutationId: string): void {
    const key = `${entity}:${id}`;
    const seen = this.deleteBasis.get(mutationId) ?? 0;
    for (const [other, edit] of this.lastEdits.get(key) ?? []) {
      if (this.overwrittenEdits && other !== lane && edit.at > seen)
        this.conflicts.push({
          entity,
          entityId: id,
          field: '*',
          mutationId,
          overwrote: edit.mutationId,
        });
    }
    this.lastEdits.delete(key);
  }
}
