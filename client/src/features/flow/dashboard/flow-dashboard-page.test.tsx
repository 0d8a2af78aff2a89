// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { localDb } from '@/local-db/app-db';
import { createFlowItem } from '../api/create-flow-item';
import { signedInScreen, item, renderAt, resetItemNumbers, seed } from '../testing/flow-screens';
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

describe('#flow-dashboard', { timeout: 30_000 }, () => {
  it('computes the figures and top lists from the tablet', async () => {
    await seed([
      item({ our_cost: 10.5, in_stock_units: 2 }),
      item({ status: 'On Rent', our_cost: 99, in_stock_units: 0, category_id: 2, vendor_id: 11 }),
      item({ status: 'Maintenance', our_cost: 1, in_stock_units: 1 }),
    ]);
    renderAt('/flow');
    expect(await screen.findByRole('heading', { name: 'Flow Dashboard' })).toBeTruthy();
    expect(screen.getByText('Inventory Management & Insights')).toBeTruthy();
    await screen.findAllByText('$22.00');
    const stat = (label: string) => screen.getByText(label).closest('.flow-stat')!.textContent;
    expect(stat('Total Items')).toContain('3');
    expect(stat('In Stock')).toContain('1');
    expect(stat('On Rent')).toContain('1');
    const categories = screen.getByRole('region', { name: 'Category Breakdown' });
    expect(
      within(categories)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Furniture2 items$22.00', 'Electronics1 item$0.00']);
    expect(screen.getByRole('link', { name: 'Instock Items' }).getAttribute('href')).toBe(
      '/flow/instock',
    );
    expect(screen.queryByRole('link', { name: 'On Rent Items' })).toBeNull();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Add New Item/ }).getAttribute('href')).toBe(
      '/flow/new',
    );
  });

  it('opened again, draws its last figures with an item just entered in its first frame', async () => {
    await seed([item({ our_cost: 10, in_stock_units: 2 })]);
    renderAt('/flow');
    await screen.findAllByText('$20.00');
    const stat = (label: string) => screen.getByText(label).closest('.flow-stat')!.textContent;
    expect(stat('Total Items')).toContain('1');
    cleanup();

    await createFlowItem({
      name: 'Entered Lamp',
      description: null,
      model: null,
      serial_number: null,
      status: 'In-Stock',
      procurement_date: '2026-01-02',
      our_cost: 5,
      retail_price: 10,
      in_stock_units: 1,
      category_id: 1,
      vendor_id: 10,
    });

    // No read has answered yet: the kept figures, with the new item counted.
    renderAt('/flow');
    expect(stat('Total Items')).toContain('2');
    expect(stat('In Stock')).toContain('2');
    expect(screen.getAllByText('$25.00').length).toBeGreaterThan(0);
    // And the read agrees.
    await new Promise((r) => setTimeout(r, 50));
    expect(stat('Total Items')).toContain('2');
    expect(screen.getAllByText('$25.00').length).toBeGreaterThan(0);
  });

  it('draws more rows of its top lists without more styled components (it is drawn whole after each item entered)', async () => {
    /** The dashboard's elements that carry a style class of their own (a Chakra component each). */
    const styled = async (items: ReturnType<typeof item>[]) => {
      await seed(items);
      renderAt('/flow');
      const categories = await screen.findByRole('region', { name: 'Category Breakdown' });
      await within(categories).findAllByRole('listitem');
      const count = document.querySelectorAll('body [class*="css-"]').length;
      const rows = screen.getAllByRole('progressbar').length;
      cleanup();
      await Promise.all(localDb.tables.map((t) => t.clear()));
      return { count, rows };
    };
    const one = await styled([item()]);
    const two = await styled([item(), item({ category_id: 2, vendor_id: 11 })]);
    expect([one.rows, two.rows]).toEqual([2, 4]);
    expect(two.count).toBe(one.count);
    // The figures and the features too are plain elements: 108 styled components before.
    expect(one.count).toBeLessThanOrEqual(25);
  });
});
