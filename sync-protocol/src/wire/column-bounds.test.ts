import { describe, expect, it } from 'vitest';
import { COLUMNS } from '../rules';
import { fieldMessages, flowItemEditSchema, mutationArgSchemas } from './index';

const messages = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  v: unknown,
) => {
  const r = schema.safeParse(v);
  return r.success ? {} : fieldMessages(r.error as never);
};

describe('column bounds', () => {
  it('give each decimal its largest value: numeric(12,2) and the fees numeric(8,2)', () => {
    expect(COLUMNS.contacts.paycheck_amount.max).toBe(9_999_999_999.99);
    expect(COLUMNS.agreements.late_fee.max).toBe(999_999.99);
  });

  it('refuse with a message naming the field, and let the largest value through', () => {
    const item = {
      name: 'Drill',
      status: 'In-Stock',
      our_cost: 1,
      retail_price: null,
      in_stock_units: 1,
    };
    expect(messages(flowItemEditSchema, { ...item, our_cost: 1e300 })).toEqual({
      our_cost: 'Our Cost must be at most 9,999,999,999.99',
    });
    expect(messages(flowItemEditSchema, { ...item, our_cost: 9_999_999_999.99 })).toEqual({});
    expect(messages(flowItemEditSchema, { ...item, in_stock_units: 2 ** 31 })).toEqual({
      in_stock_units: 'In-Stock Units must be at most 2,147,483,647',
    });
    expect(messages(flowItemEditSchema, { ...item, model: 'x'.repeat(201) })).toEqual({
      model: 'Model must be at most 200 characters',
    });
    expect(messages(flowItemEditSchema, { ...item, model: 'a\u0000' })).toEqual({
      model: 'Model must not contain a NUL character',
    });
  });

  it('refuse the same in a mutation as in its form', () => {
    const update = mutationArgSchemas['flow_item.update'];
    const id = '0190a000-0000-7000-8000-000000000001';
    expect(messages(update, { id, our_cost: 1e300 })).toEqual(
      messages(flowItemEditSchema.partial(), { our_cost: 1e300 }),
    );
  });
});
