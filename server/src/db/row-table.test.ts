import { describe, expect, it } from 'vitest';
import { CONTACTS } from '../modules/contacts/contacts.table';
import { FLOW_ITEMS } from '../modules/flow/flow-items.table';
import { Contact } from './entities';
import { writtenColumns } from './row-table';

describe('#rowTable', () => {
  it('makes every column the entity declares writable, but the id, version and timestamps', () => {
    const declared = Object.keys(Contact.meta.properties);
    expect([...CONTACTS.columns].sort()).toEqual(
      declared.filter((c) => !['id', 'version', 'created_at', 'updated_at'].includes(c)).sort(),
    );
    expect(CONTACTS.columns).toContain('ssn_encrypted');
    expect(CONTACTS.columns).toContain('photo_id');
  });

  it('refuses a value for a key that is no writable column, instead of dropping it', () => {
    expect(writtenColumns(FLOW_ITEMS, { name: 'Drill', in_stock_units: 2 })).toEqual([
      'name',
      'in_stock_units',
    ]);
    expect(() =>
      writtenColumns(FLOW_ITEMS, { name: 'Drill', item_condition: 'Good' } as never),
    ).toThrow('flow_items has no writable column item_condition');
    expect(() => writtenColumns(FLOW_ITEMS, { version: 9 } as never)).toThrow(
      /no writable column version/,
    );
  });
});
