// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { APPROVAL_HEADER } from '@rentline/sync-protocol/rules';
import { ROLE_MESSAGES, TOASTS } from '@rentline/sync-protocol/texts';
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
import { APPROVAL_TOKEN, approvalGranted, managerApproves } from '@/testing/approval';

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

const bodyRows = () => screen.getAllByRole('row').slice(1);
const names = () => bodyRows().map((r) => within(r).getAllByRole('button')[0]!.textContent);

describe('#in-stock-items', { timeout: 30_000 }, () => {
  it('says the count is so far while the first download runs', async () => {
    await seed([item(), item()]);
    await localDb.syncState.update('state', { bootstrapped: 0 });
    renderAt('/flow/instock');
    expect(await screen.findByText('2 items match so far, still downloading…')).toBeTruthy();
    await localDb.syncState.update('state', { bootstrapped: 1 });
    expect(await screen.findByText('2 items match')).toBeTruthy();
  });

  it('lists In Stock items 20 a page, and any filter returns to page 1', async () => {
    await seed([
      ...Array.from({ length: 25 }, () => item()),
      item({ name: 'Rented sofa', status: 'On Rent' }),
      item({ name: 'Laptop', model: 'XPS-13', category_id: 2, vendor_id: 11 }),
    ]);
    renderAt('/flow/instock');

    expect(await screen.findByRole('heading', { name: 'In Stock Items' })).toBeTruthy();
    expect(await screen.findByText('26 items match')).toBeTruthy();
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(bodyRows()).toHaveLength(6);

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'all' },
    });
    expect(await screen.findByText('27 items match')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'On Rent' },
    });
    await waitFor(() => expect(names()).toEqual(['Rented sofa']));
    // One page: no pager.
    expect(screen.queryByText(/Page \d of/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /Clear Filters/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: '2' },
    });
    await waitFor(() => expect(names()).toEqual(['Laptop']));
    fireEvent.change(screen.getByRole('combobox', { name: 'Vendor' }), {
      target: { value: '10' },
    });
    expect(await screen.findByText('No items found')).toBeTruthy();
  });

  it('searches name, model and serial number after a 300 ms pause', async () => {
    await seed([
      item({ name: 'Oak table' }),
      item({ name: 'Television', model: 'QN-55' }),
      item({ name: 'Washer', serial_number: 'SN-9981' }),
    ]);
    renderAt('/flow/instock?page=1');
    await screen.findByText('3 items match');
    const search = screen.getByRole('searchbox', { name: 'Search items' });
    expect(search.getAttribute('placeholder')).toBe('Search items, model, SKU...');

    fireEvent.change(search, { target: { value: 'qn-5' } });
    expect(screen.getByText('3 items match')).toBeTruthy();
    await waitFor(() => expect(names()).toEqual(['Television']));
    fireEvent.change(search, { target: { value: '9981' } });
    await waitFor(() => expect(names()).toEqual(['Washer']));
    expect(screen.getByTestId('where').textContent).toBe('/flow/instock?search=9981');

    // A row tapped before the pause ends opens, and keeps what was typed.
    const box = screen.getByRole('searchbox', { name: 'Search items' });
    fireEvent.change(box, { target: { value: 'wash' } });
    fireEvent.click(screen.getByRole('button', { name: 'Washer' }));
    expect(await screen.findByLabelText('In-Stock Units')).toBeTruthy();
    // Wall time: past the 300 ms pause, to see that the search ending does not close the item.
    // (Dexie's live queries run on real timers, so fake timers would stall the page.)
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByTestId('where').textContent).toMatch(/^\/flow\/instock\?search=wash&item=/);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('sorts by a column: a new one starts ascending, a second click reverses', async () => {
    await seed([
      item({ name: 'b', our_cost: 30 }),
      item({ name: 'a', our_cost: 20 }),
      item({ name: 'c', our_cost: 10 }),
    ]);
    renderAt('/flow/instock');
    await waitFor(() => expect(names()).toEqual(['a', 'b', 'c']));
    const header = (label: string) =>
      screen.getByRole('columnheader', { name: new RegExp(`^${label}`) });
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(within(header('Name')).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['c', 'b', 'a']));
    expect(header('Name').getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(within(header('Our Cost')).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['c', 'a', 'b']));
    expect(header('Our Cost').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Name').getAttribute('aria-sort')).toBe('none');
  });

  it('shows the profit margin in its band, and N/A without a retail price', async () => {
    await seed([
      item({ name: 'good', our_cost: 60, retail_price: 100 }),
      item({ name: 'fair', our_cost: 80, retail_price: 100 }),
      item({ name: 'poor', our_cost: 95, retail_price: 100 }),
      item({ name: 'none', retail_price: null }),
    ]);
    const { container } = renderAt('/flow/instock');
    await screen.findByText('4 items match');
    const bands = [...container.querySelectorAll('[data-margin]')].map((e) => [
      e.getAttribute('data-margin'),
      e.textContent,
    ]);
    expect(bands).toEqual([
      ['fair', '20.0%'],
      ['good', '40.0%'],
      ['none', 'N/A'],
      ['poor', '5.0%'],
    ]);
  });

  it('shows the image waiting on this tablet instead of the server one', async () => {
    const lamp = item({ name: 'Lamp', primary_image: '/api/flow/images/old' });
    await seed([lamp, item({ name: 'Desk', primary_image: '/api/flow/images/desk' })]);
    await localDb.pendingUploads.put({
      id: `flow_item_image:${lamp.id}`,
      kind: 'flow_item_image',
      entity: 'flow_item',
      entityId: lamp.id,
      mutationId: null,
      mime: 'image/png',
      data: 'iVBORw0KGgo=',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    renderAt('/flow/instock');
    expect(await screen.findByText('Image waiting to upload')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Lamp' }).getAttribute('src')).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(screen.getByRole('img', { name: 'Desk' }).getAttribute('src')).toBe(
      '/api/flow/images/desk',
    );
  });

  it('marks the items with changes waiting to sync, and unmarks them once they are sent', async () => {
    const lamp = item({ name: 'Lamp' });
    await seed([lamp, item({ name: 'Desk' })]);
    await localDb.outbox.add({
      seq: 1,
      laneSeq: 1,
      id: 'm-1',
      name: 'flow_item.update',
      args: { id: lamp.id, name: 'Lamp' },
      created_at: '2026-01-01T00:00:00.000Z',
      entity: 'flow_item',
      entityId: lamp.id,
      employeeId: 7,
    });
    renderAt('/flow/instock');
    await screen.findByText('Pending sync');
    const rowOf = (name: string) => bodyRows().find((r) => within(r).queryByText(name))!;
    expect(within(rowOf('Lamp')).queryByText('Pending sync')).toBeTruthy();
    expect(within(rowOf('Desk')).queryByText('Pending sync')).toBeNull();

    await localDb.outbox.delete(1);
    await waitFor(() => expect(screen.queryByText('Pending sync')).toBeNull());
  });

  it('opens ?item={id}, saves only what changed with units as a delta', async () => {
    const sofa = item({ name: 'Sofa', in_stock_units: 5, our_cost: 60, retail_price: 100 });
    await seed([sofa]);
    renderAt(`/flow/instock?item=${sofa.id}`);

    const units = await screen.findByLabelText('In-Stock Units');
    const dialog = screen.getByRole('dialog');
    expect((units as HTMLInputElement).value).toBe('5');
    expect(within(dialog).getByText('40.0%').getAttribute('data-margin')).toBe('good');

    fireEvent.change(within(dialog).getByLabelText('Retail Price'), { target: { value: '90' } });
    expect(within(dialog).getByText('33.3%').getAttribute('data-margin')).toBe('fair');
    fireEvent.change(units, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Item updated successfully', undefined),
    );
    const [queued] = await localDb.outbox.toArray();
    expect(queued).toMatchObject({
      name: 'flow_item.update',
      args: { id: sofa.id, retail_price: 90, in_stock_units_delta: -2 },
      base: { retail_price: 100 },
    });
    expect(queued!.args).not.toHaveProperty('in_stock_units');
    expect((await localDb.flowItems.get(sofa.id))?.in_stock_units).toBe(3);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/flow/instock'));
  });

  it("shows the unit's rental history from the server, with the agreement and its customer", async () => {
    const sofa = item({ name: 'Sofa' });
    await seed([sofa]);
    const history = {
      agreements: [
        {
          agreement_id: 41,
          custom_agreement_id: 'AGR-2026-00041',
          agreement_status: 'Active',
          customer_id: 7,
          customer_name: 'Alice Good',
          activation_date: '2026-10-01T16:00:00.000Z',
          item_condition: 'Like New',
          item_status: 'Returned',
          return_condition: 'Fair',
        },
      ],
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).includes('/history')
          ? Response.json(history)
          : Response.json({ error: 'Not found' }, { status: 404 }),
      );
    try {
      renderAt(`/flow/instock?item=${sofa.id}`);
      const dialog = await screen.findByRole('dialog');
      const link = await within(dialog).findByRole('link', { name: 'AGR-2026-00041' });
      expect(link.getAttribute('href')).toBe('/pulse/agreements/41');
      expect(within(dialog).getByText('Alice Good')).toBeTruthy();
      expect(within(dialog).getByText(/went out Like New · came back Fair/)).toBeTruthy();
      expect(fetchSpy.mock.calls.map((c) => String(c[0]))).toContainEqual(
        expect.stringContaining(`/flow/items/${sofa.id}/history`),
      );
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('does not offer to change the status of a serialised unit on a running agreement', async () => {
    const sofa = item({ name: 'Sofa', serial_number: 'SN-SOFA-1', status: 'On Rent' });
    const chair = item({ name: 'Chair', status: 'On Rent' }); // bulk stock: no serial number
    await seed([sofa, chair]);
    const onActive = {
      agreements: [
        {
          agreement_id: 41,
          custom_agreement_id: 'AGR-2026-00041',
          agreement_status: 'Active',
          customer_id: 7,
          customer_name: 'Alice Good',
          activation_date: '2026-10-01T16:00:00.000Z',
          item_condition: 'Good',
          item_status: 'In-Stock',
          return_condition: null,
        },
      ],
    };
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).includes('/history')
          ? Response.json(onActive)
          : Response.json({ error: 'Not found' }, { status: 404 }),
      );
    try {
      renderAt(`/flow/instock?item=${sofa.id}`);
      const dialog = await screen.findByRole('dialog');
      await within(dialog).findByText('Follows agreement AGR-2026-00041 (Active)');
      expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).disabled).toBe(true);
      cleanup();
      renderAt(`/flow/instock?item=${chair.id}`);
      const other = await screen.findByRole('dialog');
      await within(other).findByRole('link', { name: 'AGR-2026-00041' });
      expect((within(other).getByLabelText('Status') as HTMLSelectElement).disabled).toBe(false);
      expect(within(other).queryByText(/Follows agreement/)).toBeNull();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('refuses invalid edits with the protocol messages and queues nothing', async () => {
    const sofa = item({ name: 'Sofa' });
    await seed([sofa]);
    renderAt('/flow/instock');
    fireEvent.click(await screen.findByRole('button', { name: 'Sofa' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText(/^Our Cost/), { target: { value: '-1' } });
    fireEvent.change(within(dialog).getByLabelText('In-Stock Units'), { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Cost must be positive')).toBeTruthy();
    expect(within(dialog).getByText('Units must be non-negative')).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);
  });

  it('refuses a count other than one for a serial unit in stock, and moves the count with its status', async () => {
    const tv = item({ name: 'Bravia 65', serial_number: 'BR-1' });
    await seed([tv]);
    renderAt('/flow/instock');
    fireEvent.click(await screen.findByRole('button', { name: 'Bravia 65' }));
    const dialog = await screen.findByRole('dialog');
    const units = within(dialog).getByLabelText('In-Stock Units');
    fireEvent.change(units, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(
      await within(dialog).findByText(
        'Bravia 65 (serial BR-1) is a single serial-numbered unit: while In Stock it counts 1 unit in stock',
      ),
    ).toBeTruthy();
    expect(await localDb.outbox.count()).toBe(0);

    fireEvent.change(units, { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Status/), { target: { value: 'On Rent' } });
    expect((units as HTMLInputElement).value).toBe('0');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [queued] = await localDb.outbox.toArray();
    expect(queued!.args).toEqual({ id: tv.id, status: 'On Rent', in_stock_units_delta: -1 });
  });

  it('deletes after confirming', async () => {
    const sofa = item({ name: 'Sofa' });
    await seed([sofa, item({ name: 'Chair' })]);
    renderAt('/flow/instock');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Sofa' }));
    expect(await screen.findByText('Are you sure you want to delete this item?')).toBeTruthy();
    expect(screen.getByText(/permanently delete/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Item' }));
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith(
        'Item Deleted',
        'Sofa has been permanently deleted',
      ),
    );
    expect(await localDb.flowItems.get(sofa.id)).toBeUndefined();
    await waitFor(() => expect(names()).toEqual(['Chair']));
  });

  it('exports every filtered row, on all pages, as CSV', async () => {
    await seed([
      ...Array.from({ length: 22 }, () => item({ category_id: 2 })),
      item({ name: 'Sofa, "big"', category_id: 1 }),
    ]);
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:test';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    renderAt('/flow/instock?category=2');
    await screen.findByText('22 items match');
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    expect(click).toHaveBeenCalledTimes(1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await blobs[0]!.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(23);
    expect(lines[0]).toMatch(/^Name,Model,Serial Number,Status,Category/);
    expect(lines.slice(1).every((l) => l.includes(',Electronics,'))).toBe(true);
    click.mockRestore();
  });

  describe('for a clerk', () => {
    beforeEach(() => signedInScreenAs('clerk'));
    afterEach(signedInScreen);

    /** The server as a clerk's approved writes meet it; what was sent, in order. */
    function server() {
      const sent: { url: string; method: string; approval: string | null; body: unknown }[] = [];
      const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
        const url = String(input);
        if (url.endsWith('/history')) return Response.json({ agreements: [] });
        if (url === '/api/config/public')
          return Response.json({ time_clock_url: null, store_time_zone: 'America/New_York' });
        sent.push({
          url,
          method: init?.method ?? 'GET',
          approval: new Headers(init?.headers).get(APPROVAL_HEADER),
          body: init?.body ? JSON.parse(String(init.body)) : undefined,
        });
        if (url === '/api/approvals') return approvalGranted();
        return Response.json({ success: true });
      });
      return { sent, restore: () => spy.mockRestore() };
    }

    let layout: { mockRestore: () => void } | undefined;
    beforeEach(() => {
      // Elements have a size, as in a browser: the approval dialog's focus trap needs one.
      layout = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    });
    afterEach(() => layout?.mockRestore());

    it('changes a serial unit’s status online with a manager’s approval, nothing queued', async () => {
      const api = server();
      try {
        const tv = item({ name: 'Bravia 65', serial_number: 'BR-1', version: 4 });
        await seed([tv]);
        renderAt('/flow/instock');
        fireEvent.click(await screen.findByRole('button', { name: 'Bravia 65' }));
        const dialog = await screen.findByRole('dialog');
        const status = within(dialog).getByLabelText(/^Status/) as HTMLSelectElement;
        expect(status.disabled).toBe(false);
        expect(within(dialog).getAllByText(ROLE_MESSAGES.needsManager)).toHaveLength(2);
        fireEvent.change(status, { target: { value: 'On Rent' } });
        fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
        await managerApproves();

        await waitFor(() =>
          expect(notify.success).toHaveBeenCalledWith(TOASTS.itemUpdated, undefined),
        );
        expect(api.sent).toEqual([
          expect.objectContaining({ url: '/api/approvals', method: 'POST', approval: null }),
          {
            url: `/api/flow/items/${tv.id}`,
            method: 'PATCH',
            approval: APPROVAL_TOKEN,
            body: { status: 'On Rent', in_stock_units: 0 },
          },
        ]);
        expect(await localDb.outbox.count()).toBe(0);
      } finally {
        api.restore();
      }
    });

    it('deletes an item online with a manager’s approval, from the version shown', async () => {
      const api = server();
      try {
        const sofa = item({ name: 'Sofa', version: 9 });
        await seed([sofa]);
        renderAt('/flow/instock');
        fireEvent.click(await screen.findByRole('button', { name: 'Delete Sofa' }));
        const confirm = await screen.findByRole('alertdialog', { name: 'Delete Item' });
        expect(within(confirm).getByText(ROLE_MESSAGES.needsManager)).toBeTruthy();
        fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Item' }));
        await managerApproves();

        await waitFor(() => expect(notify.success).toHaveBeenCalled());
        expect(api.sent.map(({ url, method, approval }) => ({ url, method, approval }))).toEqual([
          { url: '/api/approvals', method: 'POST', approval: null },
          {
            url: `/api/flow/items/${sofa.id}?base_version=9`,
            method: 'DELETE',
            approval: APPROVAL_TOKEN,
          },
        ]);
        expect(await localDb.outbox.count()).toBe(0);
      } finally {
        api.restore();
      }
    });

    it('offline, offers no delete and keeps a serial unit’s status and count a manager’s', async () => {
      const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      try {
        const tv = item({ name: 'Bravia 65', serial_number: 'BR-1' });
        await seed([tv, item({ name: 'Sofa' })]);
        renderAt('/flow/instock');
        await screen.findByRole('button', { name: 'Bravia 65' });
        expect(screen.queryByRole('button', { name: 'Delete Sofa' })).toBeNull();

        fireEvent.click(screen.getByRole('button', { name: 'Bravia 65' }));
        const dialog = await screen.findByRole('dialog');
        expect((within(dialog).getByLabelText(/^Status/) as HTMLSelectElement).disabled).toBe(true);
        expect((within(dialog).getByLabelText('In-Stock Units') as HTMLInputElement).disabled).toBe(
          true,
        );
        expect(
          within(dialog).getAllByText(
            'Needs a manager to change a unit’s status or count. Needs a connection.',
          ),
        ).toHaveLength(2);
        // The rest of the item is the clerk's to edit.
        expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(false);
      } finally {
        onLine.mockRestore();
      }
    });

    it('lets a clerk change a bulk item’s count', async () => {
      await seed([item({ name: 'Chairs', in_stock_units: 4 })]);
      renderAt('/flow/instock');
      fireEvent.click(await screen.findByRole('button', { name: 'Chairs' }));
      const dialog = await screen.findByRole('dialog');
      expect((within(dialog).getByLabelText('In-Stock Units') as HTMLInputElement).disabled).toBe(
        false,
      );
    });
  });

  it('shows a collector an item without a way to change it', async () => {
    signedInScreenAs('collector');
    try {
      await seed([item({ name: 'Sofa' })]);
      renderAt('/flow/instock');
      fireEvent.click(await screen.findByRole('button', { name: 'Sofa' }));
      const dialog = await screen.findByRole('dialog');
      expect(
        (within(dialog).getByLabelText(/^Name/) as HTMLInputElement).matches(':disabled'),
      ).toBe(true);
      expect(
        (within(dialog).getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true);
      expect(within(dialog).getByText('A collector cannot edit inventory.')).toBeTruthy();
    } finally {
      signedInScreen();
    }
  });
});
