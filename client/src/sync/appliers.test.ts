import { describe, expect, it } from 'vitest';
import { applyMutation } from './appliers';

const NOW = '2026-03-01T12:00:00.000Z';
const newItem = (args: Record<string, unknown>) =>
  applyMutation(
    'flow_item.create',
    { id: 'i1', name: 'Bravia 65', status: 'In-Stock', our_cost: 900, ...args },
    undefined,
    NOW,
  )!;

describe('#applyMutation flow_item stock', () => {
  it('counts a new serial unit by its status, as the server does, and bulk stock as told or 1', () => {
    expect(newItem({ serial_number: 'BR-1' }).in_stock_units).toBe(1);
    expect(newItem({ serial_number: 'BR-1', status: 'On Rent' }).in_stock_units).toBe(0);
    expect(newItem({ serial_number: null, status: 'On Rent' }).in_stock_units).toBe(1);
    expect(newItem({ serial_number: null, in_stock_units: 7 }).in_stock_units).toBe(7);
  });

  it("moves a serial unit's count with its status; a delta or bulk stock keeps counting", () => {
    const unit = newItem({ serial_number: 'BR-1' });
    const rented = applyMutation('flow_item.update', { id: 'i1', status: 'On Rent' }, unit, NOW)!;
    expect(rented.in_stock_units).toBe(0);
    const taken = applyMutation(
      'flow_item.update',
      { id: 'i1', status: 'On Rent', in_stock_units_delta: -1 },
      unit,
      NOW,
    )!;
    expect(taken.in_stock_units).toBe(0);
    const bulk = newItem({ serial_number: null, in_stock_units: 3 });
    expect(
      applyMutation('flow_item.update', { id: 'i1', status: 'On Rent' }, bulk, NOW)!.in_stock_units,
    ).toBe(3);
  });
});
