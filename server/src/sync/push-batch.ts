/**
 * Set-based push (push.ts, step 4): a run of consecutive creates and updates is applied in a
 * handful of statements instead of a few per mutation.
 *
 * 1. Each mutation's args are parsed (a failure rejects it); each applier names the rows it
 *    writes and refers to, and they are read in one query per table (row-batch.ts).
 * 2. The mutations are applied in memory, in order, with the same rules and refusals as their
 *    appliers: each is `applied`, `merged` or `rejected`, and a rejected one changes nothing.
 *    A mutation memory cannot decide ends the run: the caller applies it alone.
 * 3. The rows are written with their versions, then the run's edits (overwritten-edits.ts, rule
 *    1: each row's latest edit and the version it gave the row) and its field conflicts.
 * Deletes are never batched (push.ts applies them one by one). Stays SQL text: bench `drain`
 * measured it (a run's row edits are one insert-select from one JSON parameter, as row-batch.ts
 * writes its rows).
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  entityOfMutation,
  keptAsEdit,
  opOfMutation,
  type MutationName,
} from '@rentline/sync-protocol/rules';
import type { Mutation, MutationResult } from '@rentline/sync-protocol/wire';
import { type Conflict, RejectedMutation, rejectionOf } from '../db/mutation-context';
import { type BatchApplier, DeferToSingle, RowBatch } from '../db/row-batch';
import { contactBatchAppliers, customersOfRenamed } from '../modules/contacts/contacts.batch';
import { engagementBatchAppliers } from '../modules/engagements/engagements.batch';
import { flowItemBatchAppliers } from '../modules/flow/flow-items.batch';
import { recordFieldEdits } from '../db/edit-authors';
import { logFieldConflicts } from './conflict-log';
import { type ApplyDeps, parseArgs } from './dispatch';

type Appliers = Partial<Record<MutationName, BatchApplier>>;

export function batchAppliers(deps: ApplyDeps): Appliers {
  return {
    ...contactBatchAppliers(deps.cipher),
    ...engagementBatchAppliers,
    ...flowItemBatchAppliers,
  } as Appliers;
}

export interface RunContext {
  clientId: string;
  employeeId: number;
  appliers: Appliers;
}

export type StoredResult = {
  status: MutationResult['status'];
  error: string | null;
  code: string | null;
  field: string | null;
};

export interface RunOutcome {
  /** Results of the mutations applied, in order; `answered` when the mutation was new. */
  results: { m: Mutation; result: MutationResult; answered: boolean }[];
}

/**
 * Applies a prefix of `run` (every mutation unless one must be applied alone; the caller then
 * applies `run[results.length]` by itself). `known` holds the results of mutation ids already
 * answered and learns the new ones.
 */
export async function applyRun(
  tx: EntityManager,
  run: Mutation[],
  ctx: RunContext,
  known: Map<string, StoredResult>,
): Promise<RunOutcome> {
  // 1.
  const batch = new RowBatch();
  const parsed = run.map((m) => {
    try {
      const args = parseArgs(m.name, m.args);
      ctx.appliers[m.name]!.plan(batch, args as never);
      return { args };
    } catch (err) {
      if (err instanceof RejectedMutation) return { refused: err };
      throw err;
    }
  });
  await batch.load(tx);

  // 2.
  const results: RunOutcome['results'] = [];
  const edits = new Map<string, { m: Mutation; entity: string; id: string }>();
  const updates: Mutation[] = [];
  const conflicts: { m: Mutation; c: Conflict }[] = [];
  for (const [i, m] of run.entries()) {
    const before = known.get(m.id);
    if (before) {
      results.push({ m, result: toResult(m, before), answered: false });
      continue;
    }
    const p = parsed[i]!;
    let result: MutationResult;
    try {
      if (p.refused) throw p.refused;
      const found = ctx.appliers[m.name]!.apply(batch, p.args as never, {
        employeeId: ctx.employeeId,
        mutationId: m.id,
        clientId: ctx.clientId,
        base: m.base,
      });
      found.forEach((c) => conflicts.push({ m, c }));
      const id = String((m.args as { id?: unknown }).id ?? '');
      const entity = entityOfMutation(m.name);
      if (keptAsEdit(m.name)) edits.set(`${entity}:${id}`, { m, entity, id });
      if (opOfMutation(m.name) === 'update') updates.push(m);
      result = { id: m.id, seq: m.seq, status: found.length > 0 ? 'merged' : 'applied' };
    } catch (err) {
      if (err instanceof DeferToSingle) break;
      if (!(err instanceof RejectedMutation)) throw err;
      result = { id: m.id, seq: m.seq, status: 'rejected', ...rejectionOf(err) };
    }
    results.push({ m, result, answered: true });
    known.set(m.id, {
      status: result.status,
      error: result.error ?? null,
      code: result.code ?? null,
      field: result.field ?? null,
    });
  }

  // 3.
  const versions = await batch.write(tx, await customersOfRenamed(tx, batch));
  await recordEdits(tx, ctx, [...edits.values()], (e) => batch.versionOf(versions, e.entity, e.id));
  await logFieldConflicts(tx, ctx, conflicts);
  await recordFieldEdits(tx, ctx, updates);
  return { results };
}

/** A stored result as the push answers it (the same words, code and field every time). */
export function toResult(m: Mutation, r: StoredResult): MutationResult {
  const out: MutationResult = { id: m.id, seq: m.seq, status: r.status };
  if (r.error) out.error = r.error;
  if (r.code) out.code = r.code;
  if (r.field) out.field = r.field;
  return out;
}

/**
 * overwritten-edits.ts rule 1, for every row the run updated (or created, when `keptAsEdit`):
 * this client's latest edit.
 */
async function recordEdits(
  tx: EntityManager,
  ctx: RunContext,
  edits: { m: Mutation; entity: string; id: string }[],
  versionOf: (e: { entity: string; id: string }) => number | undefined,
) {
  if (edits.length === 0) return;
  const rows = edits.map((e) => [e.entity, e.id, ctx.clientId, e.m.id, versionOf(e)]);
  await tx.execute(
    `insert into sync_edits (entity, entity_id, client_id, mutation_id, version, employee_id)
     select e->>0, e->>1, (e->>2)::uuid, (e->>3)::uuid, (e->>4)::bigint, ?
     from jsonb_array_elements(?::jsonb) e
     on conflict (entity, entity_id, client_id) do update
     set mutation_id = excluded.mutation_id, version = excluded.version,
         employee_id = excluded.employee_id, edited_at = now()`,
    [ctx.employeeId, JSON.stringify(rows)],
  );
}
