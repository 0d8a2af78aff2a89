import { defineEntity, p } from '@mikro-orm/core';

/** The read-only lookup lists; each replicates to the client through pull (hence `version`). */
const named = (name: string, tableName: string) =>
  defineEntity({
    name,
    tableName,
    properties: {
      id: p.integer().primary().autoincrement(),
      name: p.text().unique(),
      version: p.bigint('number').default(0),
    },
  });

export const ContactType = named('ContactType', 'contact_types');
export const Category = named('Category', 'categories');
export const Vendor = named('Vendor', 'vendors');

export const EngagementType = defineEntity({
  name: 'EngagementType',
  tableName: 'engagement_types',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text(),
    kind: p.enum(['initial', 'required']),
    version: p.bigint('number').default(0),
  },
});

export const FollowUpStatus = defineEntity({
  name: 'FollowUpStatus',
  tableName: 'follow_up_statuses',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text().unique(),
    sort_order: p.integer().default(0),
    version: p.bigint('number').default(0),
  },
});

export const ExceptionType = defineEntity({
  name: 'ExceptionType',
  tableName: 'exception_types',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.text().unique(),
  },
});
