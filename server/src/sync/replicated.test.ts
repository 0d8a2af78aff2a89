import {
  LOOKUP_DECLARATIONS,
  MUTATION_NAMES,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  serverTable,
  SYNCED_ENTITIES,
} from '@rentline/sync-protocol/rules';
import { describe, expect, it } from 'vitest';
import { Contact, entities } from '../db/entities';
import { rowTable } from '../db/row-table';
import { CONTACTS } from '../modules/contacts/contacts.table';
import { ENGAGEMENTS, FOLLOW_UPS } from '../modules/engagements/engagements.table';
import { FLOW_ITEMS } from '../modules/flow/flow-items.table';
import { TABLES } from '../db/edit-authors';
import { APPLIERS } from './dispatch';
import { PULL_SOURCES } from './pull';

/** The server's side of sync-protocol replicated.ts: everything it declares is served. */
describe('replicated entities on the server', () => {
  const ormTables = new Set(entities.map((e) => e.meta.tableName));

  it('declares only tables the database has', () => {
    for (const { table } of [
      ...Object.values(OFFLINE_ENTITY_DECLARATIONS),
      ...Object.values(LOOKUP_DECLARATIONS),
    ])
      expect(ormTables).toContain(table);
  });

  it('pulls every replicated entity from its declared table, in the protocol order', () => {
    expect(PULL_SOURCES.map((s) => s.entity)).toEqual(SYNCED_ENTITIES);
    for (const s of PULL_SOURCES) expect(s.from.split(' ')[0]).toBe(serverTable(s.entity));
  });

  it('applies every mutation name', () => {
    expect(Object.keys(APPLIERS).sort()).toEqual([...MUTATION_NAMES].sort());
  });

  it('gives every offline entity a row table named and labelled by its declaration', () => {
    const rowTables = [CONTACTS, ENGAGEMENTS, FOLLOW_UPS, FLOW_ITEMS];
    expect(rowTables.map((t) => t.entity)).toEqual(OFFLINE_ENTITIES);
    for (const t of rowTables) {
      const { table, label } = OFFLINE_ENTITY_DECLARATIONS[t.entity];
      expect({ table: t.table, label: t.label }).toEqual({ table, label });
    }
    for (const entity of OFFLINE_ENTITIES)
      expect(TABLES[entity]).toBe(OFFLINE_ENTITY_DECLARATIONS[entity].table);
  });

  it('refuses a row table whose entity is not the declared table', () => {
    expect(() => rowTable(Contact, 'flow_item')).toThrow(
      'flow_item is replicated from flow_items, not contacts',
    );
  });
});
