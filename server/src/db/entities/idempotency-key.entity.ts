import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { varchar } from './columns';
import { Employee } from './employee.entity';

/** A money-writing request's Idempotency-Key and its answer (migration Migration20261126100000_idempotency_keys). */
export const IdempotencyKey = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    employee: p
      .manyToOne(Employee)
      .fieldName('employee_id')
      .foreignKeyName('idempotency_keys_employee_id_fkey')
      .deleteRule('cascade')
      .primary(),
    idempotency_key: p.uuid().primary(),
    request_hash: varchar(COLUMNS.idempotency_keys.request_hash),
    status: p.integer().nullable(),
    response: p.json<unknown>().nullable(),
    created_at: p.datetime().defaultRaw('now()'),
  },
  indexes: [{ name: 'idempotency_keys_created_at_idx', properties: ['created_at'] }],
});
