import 'fake-indexeddb/auto';
import {
  LOOKUP_DECLARATIONS,
  MUTATION_NAMES,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  type OfflineEntity,
} from '@rentline/sync-protocol/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMutation, tableFor } from '../sync/appliers';
import { createLocalDb, replicatedTables, type LocalDb } from './db';

/** The tablet's side of sync-protocol replicated.ts: every declared entity has a home here. */
describe('replicated entities on the tablet', () => {
  let db: LocalDb | undefined;
  afterEach(async () => {
    await db?.delete();
    db = undefined;
  });

  it('gives every offline entity its declared table, keyed by id, and every lookup the lookups table', async () => {
    const local = createLocalDb(`replicated-${Math.random()}`);
    db = local;
    await local.open();
    for (const entity of OFFLINE_ENTITIES) {
      const table = tableFor(local, entity);
      expect(table.name).toBe(OFFLINE_ENTITY_DECLARATIONS[entity].local);
      expect(table.schema.primKey.keyPath).toBe('id');
    }
    expect(new Set(Object.values(LOOKUP_DECLARATIONS).map((l) => l.local))).toEqual(
      new Set(['lookups']),
    );
    expect(replicatedTables(local).map((t) => t.name)).toEqual([
      ...OFFLINE_ENTITIES.map((e) => OFFLINE_ENTITY_DECLARATIONS[e].local),
      'lookups',
    ]);
  });

  it('applies every mutation name locally', () => {
    const now = '2026-01-01T10:00:00.000Z';
    const id = '0190a000-0000-7000-8000-000000000001';
    for (const name of MUTATION_NAMES) {
      const [entity, kind] = name.split('.') as [OfflineEntity, string];
      const created = applyMutation(`${entity}.create`, { id }, undefined, now);
      expect(created).toMatchObject({ id, version: 0, created_at: now });
      const after = applyMutation(name, { id }, created ?? undefined, now);
      expect(after === null ? 'gone' : after?.id).toBe(kind === 'delete' ? 'gone' : id);
    }
  });
});
