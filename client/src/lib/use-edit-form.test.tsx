// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useEditForm } from './use-edit-form';

type Rec = { id: string; version: number; name: string; city: string; phone: string };
const toValues = (r: Rec) => ({ name: r.name, city: r.city, phone: r.phone });
const labels = { name: 'Name', city: 'City', phone: 'Phone' };
const rec = (patch: Partial<Rec> = {}): Rec => ({
  id: 'r1',
  version: 1,
  name: 'Ada',
  city: 'Macon',
  phone: '555-0100',
  ...patch,
});

function setup(initial: Rec) {
  return renderHook(({ record }) => useEditForm({ record, toValues, labels }), {
    initialProps: { record: initial },
  });
}

describe('#useEditForm', () => {
  it('takes what another device changed into the fields not being edited, and says which', () => {
    const { result, rerender } = setup(rec());
    act(() => result.current.change({ name: 'Ada Lane' }));
    rerender({ record: rec({ version: 2, city: 'Savannah', name: 'Adah' }) });
    expect(result.current.values).toEqual({
      name: 'Ada Lane',
      city: 'Savannah',
      phone: '555-0100',
    });
    expect(result.current.changedUnderneath).toEqual(['Name', 'City']);
    // The base: what the person saw of the field they edit, the new value of the others.
    expect(result.current.base).toMatchObject({ name: 'Ada', city: 'Savannah', version: 2 });
    expect(result.current.baseVersion).toBe(2);
  });

  it("does not report the person's own save as a change from another device", () => {
    const { result, rerender } = setup(rec());
    act(() => result.current.change({ phone: '555-0199' }));
    rerender({ record: rec({ version: 2, phone: '555-0199' }) });
    expect(result.current.changedUnderneath).toEqual([]);
    expect(result.current.values.phone).toBe('555-0199');
  });

  it('resumes a draft: its typing, and what it was based on', () => {
    const { result } = renderHook(() =>
      useEditForm({
        record: rec({ version: 3, city: 'Athens' }),
        toValues,
        labels,
        restored: {
          values: { name: 'Typed', city: 'Macon', phone: '555-0100' },
          touched: ['name'],
          shown: rec(),
        },
      }),
    );
    expect(result.current.values).toEqual({ name: 'Typed', city: 'Athens', phone: '555-0100' });
    expect(result.current.changedUnderneath).toEqual(['City']);
    expect(result.current.base).toMatchObject({ name: 'Ada', city: 'Athens' });
  });
});
