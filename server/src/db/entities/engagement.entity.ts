import { defineEntity, p } from '@mikro-orm/core';

export const Engagement = defineEntity({
  name: 'Engagement',
  tableName: 'engagements',
  properties: {
    id: p.uuid().primary(),
    contact_type: p.text().nullable(),
    initial_engagement: p.text(),
    engagement_date_time: p.datetime(),
    notes: p.text().nullable(),
    contact_id: p.uuid().nullable(),
    customer_id: p.integer().nullable(),
    employee_id: p.integer().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
    version: p.bigint('number').default(0),
  },
});

export const FollowUp = defineEntity({
  name: 'FollowUp',
  tableName: 'follow_ups',
  properties: {
    id: p.uuid().primary(),
    engagement_id: p.uuid().nullable(),
    employee_id: p.integer().nullable(),
    required_engagement: p.text(),
    date_time: p.datetime(),
    status: p.text().default('Scheduled'),
    notes: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    updated_at: p.datetime().onCreate(() => new Date()),
    version: p.bigint('number').default(0),
  },
});
