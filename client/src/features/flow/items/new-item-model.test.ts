import { describe, expect, it } from 'vitest';
import { emptyNewItem, validateNewItem } from './new-item-model';

describe('#validateNewItem', () => {
  it("gives the protocol's message for every required field", () => {
    const result = validateNewItem({ ...emptyNewItem(), status: '', procurement_date: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Item name is required',
        status: 'Status is required',
        procurement_date: 'Procurement date is required',
        our_cost: 'Must be a valid positive number',
        category_id: 'Category is required',
        vendor_id: 'Vendor is required',
      },
    });
  });

  it('refuses a negative cost', () => {
    const result = validateNewItem({ ...emptyNewItem(), our_cost: '-5' });
    expect(result.ok === false && result.errors.our_cost).toBe('Must be a valid positive number');
  });

  it('starts In-Stock on today and reads numbers and the optional fields', () => {
    const values = emptyNewItem(new Date(2026, 10, 22));
    expect(values).toMatchObject({ status: 'In-Stock', procurement_date: '2026-11-22' });
    const result = validateNewItem({
      ...values,
      name: ' Oak table ',
      our_cost: '120.50',
      retail_price: '499.99',
      category_id: '3',
      vendor_id: '4',
      item_condition: 'Like New',
      model: '',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        name: 'Oak table',
        status: 'In-Stock',
        procurement_date: '2026-11-22',
        our_cost: 120.5,
        retail_price: 499.99,
        category_id: 3,
        vendor_id: 4,
        item_condition: 'Like New',
        model: null,
        serial_number: null,
        description: null,
      },
    });
  });

  it('takes no retail price as none, and refuses a negative one', () => {
    const base = {
      ...emptyNewItem(),
      name: 'Desk',
      our_cost: '10',
      category_id: '1',
      vendor_id: '1',
    };
    const none = validateNewItem(base);
    expect(none.ok && none.data.retail_price).toBeNull();
    const negative = validateNewItem({ ...base, retail_price: '-1' });
    expect(negative.ok === false && negative.errors.retail_price).toBe(
      'Retail price must be positive',
    );
  });

  it('refuses a procurement date in the future, and takes today', () => {
    const base = {
      ...emptyNewItem(),
      name: 'Desk',
      our_cost: '10',
      category_id: '1',
      vendor_id: '1',
    };
    const later = validateNewItem({ ...base, procurement_date: '2206-11-22' });
    expect(later.ok === false && later.errors.procurement_date).toBe(
      'Procurement date cannot be in the future',
    );
    expect(validateNewItem(base).ok).toBe(true);
  });
});
