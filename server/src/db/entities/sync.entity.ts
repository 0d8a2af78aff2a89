import { defineEntity, p } from '@mikro-orm/core';

/** The one counter every replicated write takes its `version` from (DESIGN.md section 4). */
export const SyncVersion = defineEntity({
  name: 'SyncVersion',
  tableName: 'sync_version',
  properties: {
    id: p.integer().primary(),
    value: p.bigint('number'),
    /** Versions at or below this had their tombstones pruned: older cursors get `reset`. */
    horizon: p.bigint('number').default(0),
  },
});

export const SyncTombstone = defineEntity({
  name: 'SyncTombstone',
  tableName: 'sync_tombstones',
  properties: {
    entity: p.text().primary(),
    entity_id: p.text().primary(),
    version: p.bigint('number'),
    deleted_at: p.datetime().onCreate(() => new Date()),
    /** Edits of other clients this delete overwrote without having seen them. */
    overwrote: p.json<unknown>().nullable(),
    /** Who deleted the row (through push), told when an edit arrives for it too late. */
    employee_id: p.integer().nullable(),
  },
});

export const SyncClient = defineEntity({
  name: 'SyncClient',
  tableName: 'sync_clients',
  properties: {
    client_id: p.uuid().primary(),
    employee_id: p.integer().nullable(),
    last_seq: p.bigint('number').default(0),
    /** The conflict log's last id when the lane was opened: it is told about later ones only. */
    conflict_floor: p.bigint('number').default(0),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
  },
});

export const SyncMutationResult = defineEntity({
  name: 'SyncMutationResult',
  tableName: 'sync_mutation_results',
  properties: {
    client_id: p.uuid().primary(),
    seq: p.bigint('number').primary(),
    mutation_id: p.uuid().unique(),
    name: p.text(),
    status: p.enum(['applied', 'merged', 'rejected']),
    error: p.text().nullable(),
    code: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export const SyncConflict = defineEntity({
  name: 'SyncConflict',
  tableName: 'sync_conflicts',
  properties: {
    id: p.integer().primary().autoincrement(),
    entity: p.text(),
    entity_id: p.text(),
    field: p.text(),
    kept_value: p.json<unknown>().nullable(),
    overwritten_value: p.json<unknown>().nullable(),
    mutation_id: p.uuid(),
    client_id: p.uuid(),
    employee_id: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    /** Whose value was overwritten, and when they had written it (null when not known). */
    overwritten_employee_id: p.integer().nullable(),
    overwritten_at: p.datetime().nullable(),
  },
});

/** Per row and client, the latest edit pushed and the version it gave the row (overwritten-edits.ts). */
export const SyncEdit = defineEntity({
  name: 'SyncEdit',
  tableName: 'sync_edits',
  properties: {
    entity: p.text().primary(),
    entity_id: p.text().primary(),
    client_id: p.uuid().primary(),
    mutation_id: p.uuid(),
    version: p.bigint('number'),
    edited_at: p.datetime().onCreate(() => new Date()),
    employee_id: p.integer().nullable(),
  },
});

/** Per field of a row, the latest pushed edit and its employee (field-authors.ts). */
export const SyncFieldEdit = defineEntity({
  name: 'SyncFieldEdit',
  tableName: 'sync_field_edits',
  properties: {
    entity: p.text().primary(),
    entity_id: p.text().primary(),
    field: p.text().primary(),
    employee_id: p.integer().nullable(),
    client_id: p.uuid(),
    mutation_id: p.uuid(),
    edited_at: p.datetime().onCreate(() => new Date()),
  },
});

export const SignInAttempt = defineEntity({
  name: 'SignInAttempt',
  tableName: 'sign_in_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    email: p.text(),
    succeeded: p.boolean(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});
