import { defineEntity, p } from '@mikro-orm/core';

export const Employee = defineEntity({
  name: 'Employee',
  tableName: 'employees',
  properties: {
    id: p.integer().primary().autoincrement(),
    full_name: p.text(),
    email: p.text(),
    job_title: p.text().nullable(),
    password_hash: p.text().hidden().lazy(),
    is_lessor_signer: p.boolean().default(false),
    created_at: p.datetime().onCreate(() => new Date()),
    version: p.bigint('number').default(0),
  },
});
