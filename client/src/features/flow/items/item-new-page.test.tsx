// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import {
  signedInScreen,
  signedInScreenAs,
  item,
  renderAt,
  resetItemNumbers,
  seed,
} from '../testing/flow-screens';
import { spyOnNotify } from '@/testing/notify-spies';

const notify = spyOnNotify();

beforeAll(signedInScreen);
beforeEach(resetItemNumbers);
afterEach(async () => {
  cleanup();
  await Promise.all(localDb.tables.map((t) => t.clear()));
  for (const fn of Object.values(notify)) fn.mockClear();
});
afterAll(() => {
  localDb.close({ disableAutoOpen: false });
});

describe('#item-new', { timeout: 30_000 }, () => {
  it('shows every message and creates nothing when invalid', async () => {
    await seed([]);
    renderAt('/flow/new');
    fireEvent.change(await screen.findByLabelText(/^Procurement Date/), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter Item' }));
    // The first invalid field in the form's order takes the focus.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Procurement Date/)),
    );
    for (const text of [
      'Item name is required',
      'Procurement date is required',
      'Must be a valid positive number',
      'Category is required',
      'Vendor is required',
    ])
      expect(await screen.findByText(text)).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);
    expect(screen.getByRole('button', { name: /Add contact/ })).toHaveProperty('disabled', true);
  });

  it('refuses a serial number another item on the tablet has, naming it, and queues nothing', async () => {
    await seed([item({ name: 'Washer', serial_number: 'SN-9981' })]);
    renderAt('/flow/new');
    await screen.findByRole('option', { name: 'Zenith' });
    fireEvent.change(screen.getByLabelText(/^Item Name/), { target: { value: 'Dryer' } });
    fireEvent.change(screen.getByLabelText(/^Our Cost/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Vendor\/Brand/), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText(/^Serial Number/), { target: { value: ' sn-9981 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter Item' }));
    expect(await screen.findByText('Serial number sn-9981 is already used by Washer')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(/^Serial Number/)),
    );
    expect(await localDb.outbox.count()).toBe(0);
    expect(await localDb.flowItems.count()).toBe(1);
    expect(screen.getByTestId('where').textContent).toBe('/flow/new');
  });

  it('creates the item locally and goes to /flow', async () => {
    await seed([]);
    renderAt('/flow/new');
    const status = (await screen.findByLabelText(/^Item Status/)) as HTMLSelectElement;
    expect(status.value).toBe('In-Stock');
    expect([...status.options].map((o) => o.text)).toEqual([
      'In Stock',
      'On Rent',
      'Maintenance',
      'Out of Order',
    ]);
    await screen.findByRole('option', { name: 'Zenith' });
    fireEvent.change(screen.getByLabelText(/^Item Name/), { target: { value: 'Oak table' } });
    fireEvent.change(screen.getByLabelText(/^Our Cost/), { target: { value: '120' } });
    fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Vendor\/Brand/), { target: { value: '11' } });
    fireEvent.change(screen.getByLabelText(/^Item Condition/), { target: { value: 'Good' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enter Item' }));

    await waitFor(() => expect(notify.error).not.toHaveBeenCalled());
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Item created successfully!', undefined),
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/flow'));
    const [row] = await localDb.flowItems.toArray();
    expect(row).toMatchObject({
      name: 'Oak table',
      our_cost: 120,
      category_id: 1,
      vendor_id: 11,
      description: 'Condition: Good',
      in_stock_units: 1,
    });
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'flow_item.create',
      args: { id: row!.id, name: 'Oak table' },
    });
  });

  it('tells a collector they do not add inventory, with no form to fill', async () => {
    signedInScreenAs('collector');
    try {
      await seed([]);
      renderAt('/flow/new');
      expect(await screen.findByText('A collector cannot edit inventory.')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Enter Item' })).toBeNull();
    } finally {
      signedInScreen();
    }
  });
});
