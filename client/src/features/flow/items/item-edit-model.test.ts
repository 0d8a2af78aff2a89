import { describe, expect, it } from 'vitest';
import { mutationArgSchemas, type FlowItem } from '@rentline/sync-protocol/wire';
import {
  buildItemUpdate,
  editValuesOf,
  holdingAgreement,
  validateItemEdit,
  withStatus,
  type ItemEdit,
} from './item-edit-model';

const item: FlowItem = {
  id: '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d',
  name: 'Sofa',
  description: null,
  model: 'S-1',
  // Bulk stock: a count of units (a serial-numbered unit counts what its status gives).
  serial_number: null,
  status: 'In-Stock',
  procurement_date: '2026-01-01',
  our_cost: 100,
  retail_price: 250,
  in_stock_units: 5,
  category_id: 2,
  vendor_id: 3,
  primary_image: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  version: 4,
};

function edited(patch: Partial<ReturnType<typeof editValuesOf>>, from: FlowItem = item): ItemEdit {
  const result = validateItemEdit({ ...editValuesOf(from), ...patch }, from);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.data;
}

describe('#buildItemUpdate', () => {
  it('sends nothing when nothing changed (units included)', () => {
    expect(buildItemUpdate(item, edited({}))).toBeNull();
  });

  it('sends a units change as a delta: 5 -> 3 is -2, never an absolute count', () => {
    const update = buildItemUpdate(item, edited({ in_stock_units: '3' }));
    expect(update).toEqual({ in_stock_units_delta: -2 });
    expect(update).not.toHaveProperty('in_stock_units');
    expect(buildItemUpdate(item, edited({ in_stock_units: '8' }))).toEqual({
      in_stock_units_delta: 3,
    });
  });

  it('sends only the changed fields', () => {
    expect(
      buildItemUpdate(item, edited({ retail_price: '300', description: 'Grey', model: 'S-1' })),
    ).toEqual({ retail_price: 300, description: 'Grey' });
    expect(buildItemUpdate(item, edited({ retail_price: '', category_id: '' }))).toEqual({
      retail_price: null,
      category_id: null,
    });
  });

  it('makes args the protocol accepts, and the protocol drops an absolute count', () => {
    const args = {
      id: item.id,
      ...buildItemUpdate(item, edited({ in_stock_units: '4', name: 'Couch' }))!,
    };
    expect(mutationArgSchemas['flow_item.update'].parse(args)).toEqual(args);
    expect(
      mutationArgSchemas['flow_item.update'].parse({ id: item.id, in_stock_units: 9 }),
    ).toEqual({ id: item.id });
  });

  it('lets an item in maintenance keep its status, but not be set to it', () => {
    const maintained = { ...item, status: 'Maintenance' };
    expect(buildItemUpdate(maintained, edited({ name: 'Sofa 2' }, maintained))).toEqual({
      name: 'Sofa 2',
    });
    expect(validateItemEdit({ ...editValuesOf(item), status: 'Maintenance' }, item)).toEqual({
      ok: false,
      errors: { status: 'Status is required' },
    });
  });
});

describe('#editValuesOf', () => {
  it('shows money with its cents', () => {
    expect(editValuesOf({ ...item, our_cost: 342.5, retail_price: null })).toMatchObject({
      our_cost: '342.50',
      retail_price: '',
    });
    expect(editValuesOf({ ...item, our_cost: 0.125 }).our_cost).toBe('0.125');
  });
});

describe('#validateItemEdit', () => {
  it("gives the protocol's messages", () => {
    const result = validateItemEdit(
      {
        ...editValuesOf(item),
        name: ' ',
        our_cost: '-1',
        retail_price: 'abc',
        in_stock_units: '-1',
      },
      item,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        our_cost: 'Cost must be positive',
        retail_price: 'Retail price must be positive',
        in_stock_units: 'Units must be non-negative',
      },
    });
  });

  it('refuses a fractional unit count', () => {
    expect(validateItemEdit({ ...editValuesOf(item), in_stock_units: '1.5' }, item)).toEqual({
      ok: false,
      errors: { in_stock_units: 'Units must be non-negative' },
    });
  });
});

describe('#validateItemEdit of a serial-numbered unit', () => {
  const unit: FlowItem = { ...item, serial_number: 'SN1', in_stock_units: 1 };
  const message = (status: string, count: string) =>
    `Sofa (serial SN1) is a single serial-numbered unit: while ${status} it counts ${count} in stock`;

  it('refuses any count but the one its status gives, with the words the server uses', () => {
    for (const [status, units, words] of [
      ['In-Stock', '7', message('In Stock', '1 unit')],
      ['In-Stock', '0', message('In Stock', '1 unit')],
      ['On Rent', '1', message('On Rent', '0 units')],
    ] as const)
      expect(
        validateItemEdit({ ...editValuesOf(unit), status, in_stock_units: units }, unit),
      ).toEqual({ ok: false, errors: { in_stock_units: words } });
    expect(
      validateItemEdit({ ...editValuesOf(unit), status: 'On Rent', in_stock_units: '0' }, unit).ok,
    ).toBe(true);
  });

  it('moves the count with the status it is given; bulk stock keeps its count', () => {
    expect(withStatus(unit, 'On Rent')).toEqual({ status: 'On Rent', in_stock_units: '0' });
    expect(withStatus(unit, 'In-Stock')).toEqual({ status: 'In-Stock', in_stock_units: '1' });
    expect(withStatus(item, 'On Rent')).toEqual({ status: 'On Rent' });
  });
});

describe('#holdingAgreement', () => {
  const entry = (agreement_status: string, agreement_id: number) => ({
    agreement_id,
    custom_agreement_id: `AGR-2026-${String(agreement_id).padStart(5, '0')}`,
    agreement_status,
    customer_id: 1,
    customer_name: 'Alice Good',
    activation_date: '2026-10-01T16:00:00.000Z',
    item_condition: null,
    item_status: null,
    return_condition: null,
  });

  it('finds the pending, active or suspended agreement a serialised unit is on', () => {
    const unit = { serial_number: 'SN-1' };
    for (const status of ['Pending Progress', 'Active', 'Suspended'])
      expect(holdingAgreement(unit, [entry(status, 2), entry('Returned', 1)])?.agreement_id).toBe(
        2,
      );
    expect(holdingAgreement(unit, [entry('Paid Out', 2), entry('Returned', 1)])).toBeNull();
    expect(holdingAgreement(unit, undefined)).toBeNull();
  });

  it('holds no bulk stock (no serial number): an agreement takes one of its units', () => {
    for (const serial_number of [null, '', '  '])
      expect(holdingAgreement({ serial_number }, [entry('Active', 2)])).toBeNull();
  });
});
