import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS, MUTATION_STATUSES } from '@rentline/sync-protocol/rules';
import { createdAt, oneOf, varchar } from './columns';
import { Employee } from './employee.entity';

/** The one counter every replicated write takes its `version` from (DESIGN.md section 4). */
export const SyncVersion = defineEntity({
  name: 'SyncVersion',
  tableName: 'sync_version',
  properties: {
    id: p.integer().primary().autoincrement(false),
    value: p.bigint('number'),
    /** Versions at or below this had their tombstones pruned: older cursors get `reset`. */
    horizon: p.bigint('number').defaultRaw('0'),
  },
  checks: [{ name: 'sync_version_id_check', expression: 'id = 1' }],
});

const T = COLUMNS.sync_tombstones;

export const SyncTombstone = defineEntity({
  name: 'SyncTombstone',
  tableName: 'sync_tombstones',
  properties: {
    entity: varchar(T.entity).primary(),
    entity_id: varchar(T.entity_id).primary(),
    version: p.bigint('number'),
    deleted_at: createdAt(),
    /** The edits this delete overwrote (overwritten-edits.ts, OverwrittenEdit). */
    overwrote: p
      .json<
        {
          client_id: string;
          mutation_id: string;
          version: number;
          employee_id: number | null;
          edited_at: string;
        }[]
      >()
      .nullable(),
    /** Who deleted the row (through push), told when an edit arrives for it too late. */
    employee_id: p.integer().nullable(),
  },
  indexes: [{ name: 'sync_tombstones_version_idx', properties: ['version'] }],
});

/** Per row and client, the latest edit pushed (overwritten-edits.ts, rule 1). */
export const SyncEdit = defineEntity({
  name: 'SyncEdit',
  tableName: 'sync_edits',
  properties: {
    entity: varchar(COLUMNS.sync_edits.entity).primary(),
    entity_id: varchar(COLUMNS.sync_edits.entity_id).primary(),
    client_id: p.uuid().primary(),
    mutation_id: p.uuid(),
    version: p.bigint('number'),
    edited_at: createdAt(),
    /** Whose edit: told when a later delete overwrote it. */
    employee_id: p.integer().nullable(),
  },
  indexes: [{ name: 'sync_edits_edited_at_idx', properties: ['edited_at'] }],
});

export const SyncClient = defineEntity({
  name: 'SyncClient',
  tableName: 'sync_clients',
  properties: {
    client_id: p.uuid().primary(),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    last_seq: p.bigint('number').defaultRaw('0'),
    /** The conflict log's last id when the lane was opened: it is told about later ones only. */
    conflict_floor: p.bigint('number').defaultRaw('0'),
    created_at: createdAt(),
    updated_at: createdAt(),
  },
});

const R = COLUMNS.sync_mutation_results;

export const SyncMutationResult = defineEntity({
  name: 'SyncMutationResult',
  tableName: 'sync_mutation_results',
  properties: {
    client_id: p
      .manyToOne(SyncClient)
      .mapToPk()
      .fieldName('client_id')
      .primary()
      .deleteRule('cascade'),
    seq: p.bigint('number').primary(),
    mutation_id: p.uuid(),
    name: varchar(R.name),
    status: oneOf(MUTATION_STATUSES, R.status),
    error: varchar(R.error).nullable(),
    code: varchar(R.code).nullable(),
    /** The field a rejection was about, answered again with it on a replay. */
    field: varchar(R.field).nullable(),
    created_at: createdAt(),
  },
  uniques: [{ name: 'sync_mutation_results_mutation_key', properties: ['mutation_id'] }],
});

const K = COLUMNS.sync_conflicts;

export const SyncConflict = defineEntity({
  name: 'SyncConflict',
  tableName: 'sync_conflicts',
  properties: {
    id: p.integer().primary().autoincrement(),
    entity: varchar(K.entity),
    entity_id: varchar(K.entity_id),
    field: varchar(K.field),
    kept_value: p.json<unknown>().nullable(),
    overwritten_value: p.json<unknown>().nullable(),
    mutation_id: p.uuid(),
    client_id: p.uuid(),
    employee_id: p.integer().nullable(),
    created_at: createdAt(),
    /** Whose value was overwritten, and when they had written it (null when not known). */
    overwritten_employee_id: p.integer().nullable(),
    overwritten_at: p.datetime().nullable(),
  },
  indexes: [
    { name: 'sync_conflicts_entity_idx', properties: ['entity', 'entity_id'] },
    {
      name: 'sync_conflicts_employee_idx',
      expression:
        'create index sync_conflicts_employee_idx on sync_conflicts (employee_id, id) where employee_id is not null',
    },
    {
      name: 'sync_conflicts_overwritten_employee_idx',
      expression:
        'create index sync_conflicts_overwritten_employee_idx on sync_conflicts (overwritten_employee_id, id) where overwritten_employee_id is not null',
    },
  ],
});

/** Per field of a row, the latest pushed edit and its employee (conflict-log.ts, rule 1). */
export const SyncFieldEdit = defineEntity({
  name: 'SyncFieldEdit',
  tableName: 'sync_field_edits',
  properties: {
    entity: varchar(COLUMNS.sync_field_edits.entity).primary(),
    entity_id: varchar(COLUMNS.sync_field_edits.entity_id).primary(),
    field: varchar(COLUMNS.sync_field_edits.field).primary(),
    employee_id: p.integer().nullable(),
    client_id: p.uuid(),
    mutation_id: p.uuid(),
    edited_at: createdAt(),
  },
  indexes: [{ name: 'sync_field_edits_edited_at_idx', properties: ['edited_at'] }],
});

export const SignInAttempt = defineEntity({
  name: 'SignInAttempt',
  tableName: 'sign_in_attempts',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    email: varchar(COLUMNS.sign_in_attempts.email),
    succeeded: p.boolean(),
    created_at: createdAt(),
  },
  indexes: [
    {
      name: 'sign_in_attempts_email_idx',
      expression:
        'create index sign_in_attempts_email_idx on sign_in_attempts (lower(email), created_at desc)',
    },
  ],
});
