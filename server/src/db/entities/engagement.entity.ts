import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { createdAt, numeric, varchar, version } from './columns';
import { Contact } from './contact.entity';
import { Employee } from './employee.entity';
import { Customer } from './pulse.entity';

const E = COLUMNS.engagements;

export const Engagement = defineEntity({
  name: 'Engagement',
  tableName: 'engagements',
  properties: {
    id: p.uuid().primary(),
    contact_type: varchar(E.contact_type).nullable(),
    initial_engagement: varchar(E.initial_engagement),
    engagement_date_time: p.datetime(),
    notes: varchar(E.notes).nullable(),
    contact_id: p
      .manyToOne(Contact)
      .mapToPk()
      .fieldName('contact_id')
      .nullable()
      .deleteRule('set null'),
    customer_id: p
      .manyToOne(Customer)
      .mapToPk()
      .fieldName('customer_id')
      .nullable()
      .deleteRule('set null'),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    created_at: createdAt(),
    updated_at: createdAt(),
    version: version(),
  },
  indexes: [
    { name: 'engagements_version_idx', properties: ['version'] },
    { name: 'engagements_date_idx', properties: ['engagement_date_time'] },
    { name: 'engagements_contact_idx', properties: ['contact_id'] },
    { name: 'engagements_customer_idx', properties: ['customer_id', 'engagement_date_time'] },
  ],
});

const F = COLUMNS.follow_ups;

export const FollowUp = defineEntity({
  name: 'FollowUp',
  tableName: 'follow_ups',
  properties: {
    id: p.uuid().primary(),
    engagement_id: p
      .manyToOne(Engagement)
      .mapToPk()
      .fieldName('engagement_id')
      .nullable()
      .deleteRule('set null'),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    required_engagement: varchar(F.required_engagement),
    date_time: p.datetime(),
    status: varchar(F.status).default('Scheduled'),
    notes: varchar(F.notes).nullable(),
    amount: numeric(F.amount).nullable(),
    created_at: createdAt(),
    updated_at: createdAt(),
    version: version(),
  },
  indexes: [
    { name: 'follow_ups_version_idx', properties: ['version'] },
    { name: 'follow_ups_engagement_idx', properties: ['engagement_id'] },
    { name: 'follow_ups_date_idx', properties: ['date_time'] },
  ],
});
