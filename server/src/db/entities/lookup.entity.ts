import { defineEntity, p } from '@mikro-orm/core';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { oneOf, varchar, version } from './columns';

/** The read-only lookup lists; each replicates to the client through pull (hence `version`). */
const named = (name: string, tableName: 'contact_types' | 'categories' | 'vendors') =>
  defineEntity({
    name,
    tableName,
    properties: {
      id: p.integer().primary().autoincrement(),
      name: varchar(COLUMNS[tableName].name).unique(),
      version: version(),
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
    name: varchar(COLUMNS.engagement_types.name),
    kind: oneOf(['initial', 'required'], COLUMNS.engagement_types.kind),
    version: version(),
  },
  uniques: [{ properties: ['name', 'kind'] }],
});

export const FollowUpStatus = defineEntity({
  name: 'FollowUpStatus',
  tableName: 'follow_up_statuses',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: varchar(COLUMNS.follow_up_statuses.name).unique(),
    sort_order: p.integer().defaultRaw('0'),
    version: version(),
  },
});

export const ExceptionType = defineEntity({
  name: 'ExceptionType',
  tableName: 'exception_types',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: varchar(COLUMNS.exception_types.name).unique(),
  },
});
