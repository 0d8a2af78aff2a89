/**
 * DESIGN.md sections 4 and 7, the Flow half: inventory works without a signal. Offline, an item
 * is created with an image and another item's retail price and stock are edited (the margin's
 * colour band follows the price); a reload without a connection keeps all of it; when the signal
 * returns the server has both items, the stock changed by a delta and the image is served. Then
 * a filtered list is exported as CSV and compared with the server's rows. Online, an image chosen
 * in the item dialog is on the server by the time the toast says so. Two tablets that each take
 * a unit off offline leave the item two lower.
 *
 * The tests share one signed-in page and run in order.
 */
import { readFile } from 'node:fs/promises';
import { expect as baseExpect, type BrowserContext, type Page } from '@playwright/test';
import {
  apiGet,
  DEMO2,
  expectPending,
  mainHeading,
  signIn,
  syncStatus,
  waitForServiceWorker,
  waitForSynced,
} from '../support/session';
import { test, type SyncedDevice } from '../support/synced-profile';

const expect = baseExpect.configure({ timeout: 15_000 });

test.describe.configure({ mode: 'serial', timeout: 180_000 });

interface ServerItem {
  id: string;
  name: string;
  model: string | null;
  serial_number: string | null;
  status: string;
  our_cost: number;
  retail_price: number | null;
  in_stock_units: number;
  category_id: number | null;
  category_name: string | null;
  primary_image: string | null;
}
interface ItemList {
  items: ServerItem[];
  total_count: number;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let device: SyncedDevice;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ syncedProfile }) => {
  device = await syncedProfile.open({ acceptDownloads: true });
  ({ context, page } = device);
});

test.afterAll(async () => {
  await device?.close();
});

const items = (request: Parameters<typeof apiGet>[0], query: string) =>
  apiGet<ItemList>(request, `/api/flow/items?${query}`);

/**
 * Bulk stock: no serial number, a count of units. A serial-numbered item is one unit, whose
 * count follows its status, so taking units off is done on bulk stock.
 */
const isBulk = (i: ServerItem) => !i.serial_number?.trim();

/** Opens an item's dialog from the list, as a person would: search for it, click its row. */
async function openItem(item: ServerItem, tablet: Page = page) {
  await tablet.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await tablet.getByRole('searchbox', { name: 'Search items' }).fill(item.model ?? item.name);
  const row = tablet.locator(`tr[data-item-id="${item.id}"]`);
  await row.getByRole('button', { name: item.name, exact: true }).click();
  const dialog = tablet.getByRole('dialog', { name: item.name });
  await expect(dialog.getByLabel('In-Stock Units')).toBeVisible();
  return dialog;
}

/** A minimal RFC 4180 reader (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      rows.push([...row, field]);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

test('offline: an item created with an image and another edited reach the server when online', async ({
  request,
}) => {
  const stamp = Date.now().toString(36);
  const newName = `E2E Lamp ${stamp}`;
  // An in-stock bulk item with a healthy margin (40% or more) and units to take off.
  const { items: candidates } = await items(
    request,
    'status=In-Stock&limit=100&offset=0&sort_by=name&sort_order=asc',
  );
  const target = candidates.find(
    (i) =>
      isBulk(i) &&
      i.retail_price !== null &&
      i.model &&
      i.in_stock_units >= 1 &&
      (i.retail_price - i.our_cost) / i.retail_price >= 0.4,
  );
  expect(target, 'a demo bulk item with a margin of 40% or more').toBeTruthy();
  const edited = target!;
  // About a 10% margin: red.
  const poorPrice = (Math.ceil(edited.our_cost * 1.1 * 100) / 100).toFixed(2);

  await page.goto('/flow');
  await expect(mainHeading(page)).toHaveText('Flow Dashboard');

  await test.step('offline, create an item with an image', async () => {
    await context.setOffline(true);
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
    await page.getByRole('link', { name: 'Add New Item' }).click();
    await expect(mainHeading(page)).toHaveText('New Item');

    await page.getByLabel(/^Item Name/).fill(newName);
    await page.getByLabel(/^Our Cost/).fill('25');
    await page.getByLabel(/^Category/).selectOption({ index: 1 });
    await page.getByLabel(/^Vendor\/Brand/).selectOption({ index: 1 });
    await page.getByLabel(/^Item Condition/).selectOption('Like New');
    await page.getByLabel(/^Model/).fill(`LMP-${stamp}`);
    await page
      .getByLabel('Product Image')
      .setInputFiles({ name: 'lamp.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Chosen image' })).toBeVisible();
    await page.getByRole('button', { name: 'Enter Item' }).click();

    await expect(page.getByText('Item created successfully!')).toBeVisible();
    await expect(page.getByText('The image will upload when you are back online.')).toBeVisible();
    await expect(page).toHaveURL(/\/flow$/);
    await expectPending(page, 1);
  });

  await test.step('offline, edit another item: the margin turns red, units go down by one', async () => {
    await page.getByRole('link', { name: 'View Instock Items' }).click();
    await expect(mainHeading(page)).toHaveText('In Stock Items');
    const dialog = await openItem(edited);
    const margin = dialog.getByRole('region', { name: 'Profit analysis' }).locator('[data-margin]');
    await expect(margin).toHaveAttribute('data-margin', 'good');

    await dialog.getByLabel('Retail Price').fill(poorPrice);
    await expect(margin).toHaveAttribute('data-margin', 'poor');
    await dialog.getByLabel('In-Stock Units').fill(String(edited.in_stock_units - 1));
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Item updated successfully')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator(`tr[data-item-id="${edited.id}"] [data-margin]`)).toHaveAttribute(
      'data-margin',
      'poor',
    );
    await expectPending(page, 2);
  });

  await test.step('reload offline: both changes and the image are still on the tablet', async () => {
    await page.reload();
    await expect(mainHeading(page)).toHaveText('In Stock Items');
    await expect(syncStatus(page)).toHaveAccessibleName(/^Sync status: Offline/);
    await expectPending(page, 2);
    await page.getByRole('searchbox', { name: 'Search items' }).fill(newName);
    await expect(page.getByRole('button', { name: newName, exact: true })).toBeVisible();
    const photo = page.getByRole('img', { name: newName });
    await expect(photo).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(page.getByText('Image waiting to upload')).toBeVisible();
    // Nothing reached the server (the test's own requests are not cut off by setOffline).
    expect(
      (await items(request, `search=${encodeURIComponent(newName)}&status=all`)).items,
    ).toEqual([]);
  });

  await test.step('online again: the server has both, the stock moved by a delta, the image is served', async () => {
    await context.setOffline(false);
    await waitForSynced(page, 90_000);
    await expectPending(page, 0);

    const created = await items(request, `search=${encodeURIComponent(newName)}&status=all`);
    expect(created.items).toHaveLength(1);
    expect(created.items[0]).toMatchObject({ name: newName, our_cost: 25, status: 'In-Stock' });
    const imageUrl = created.items[0]!.primary_image;
    expect(imageUrl).toMatch(/^\/api\/flow\/images\//);
    const image = await request.get(imageUrl!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(Buffer.from(await image.body()).equals(PNG)).toBe(true);

    const after = await items(request, `search=${encodeURIComponent(edited.model!)}&status=all`);
    expect(after.items.find((i) => i.id === edited.id)).toMatchObject({
      retail_price: Number(poorPrice),
      in_stock_units: edited.in_stock_units - 1,
    });
    // The list now shows the server's image, not the waiting copy.
    await expect(page.getByRole('img', { name: newName })).toHaveAttribute('src', imageUrl!);
    await expect(page.getByText('Image waiting to upload')).toHaveCount(0);
  });
});

test('export writes the filtered list, every page of it, as CSV', async ({ request }) => {
  await page.goto('/flow/instock');
  await expect(mainHeading(page)).toHaveText('In Stock Items');
  await waitForSynced(page);

  // The category with the most items across all statuses: more than one page.
  const { items: all } = await items(request, 'status=all&limit=1000&offset=0');
  const counts = new Map<number, number>();
  for (const i of all)
    if (i.category_id) counts.set(i.category_id, (counts.get(i.category_id) ?? 0) + 1);
  const [categoryId] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const expected = await items(
    request,
    `status=all&category=${categoryId}&limit=1000&offset=0&sort_by=name&sort_order=asc`,
  );
  expect(expected.total_count).toBeGreaterThan(20);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('all');
  await page.getByRole('combobox', { name: 'Category' }).selectOption(String(categoryId));
  await expect(page.getByText(`${expected.total_count} items match`)).toBeVisible();
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^inventory-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual([
    'Name',
    'Model',
    'Serial Number',
    'Status',
    'Category',
    'Vendor',
    'Procurement Date',
    'In Stock Units',
    'Our Cost',
    'Retail Price',
    'Profit',
    'Profit Margin %',
    'ID',
  ]);
  expect(rows).toHaveLength(expected.total_count);
  const byId = new Map(rows.map((r) => [r[12], r]));
  for (const item of expected.items) {
    const row = byId.get(item.id);
    expect(row, `${item.name} in the export`).toBeTruthy();
    expect(row![0]!.replace(/^'/, '')).toBe(item.name);
    expect(row![4]).toBe(item.category_name);
    expect(Number(row![8])).toBe(item.our_cost);
  }
  // The same order as the screen: by name.
  const names = rows.map((r) => r[0]!.toLowerCase());
  expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
});

test('two tablets that each take one unit off leave the item two lower', async ({
  browser,
  request,
}) => {
  // Bulk stock (no serial number) with two units or more: a serialised item is one unit.
  const { items: candidates } = await items(
    request,
    'status=In-Stock&limit=100&offset=100&sort_by=name&sort_order=asc',
  );
  const item = candidates.find((i) => isBulk(i) && i.model && i.in_stock_units >= 2);
  expect(item, 'a demo bulk item with two units or more').toBeTruthy();
  const start = item!.in_stock_units;

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await signIn(other, DEMO2);
    await waitForServiceWorker(other);
    await waitForSynced(other, 120_000);

    for (const [ctx, tablet] of [
      [context, page],
      [otherContext, other],
    ] as const) {
      await tablet.goto('/flow/instock');
      await expect(mainHeading(tablet)).toHaveText('In Stock Items');
      await waitForSynced(tablet);
      await ctx.setOffline(true);
      const dialog = await openItem(item!, tablet);
      await expect(dialog.getByLabel('In-Stock Units')).toHaveValue(String(start));
      await dialog.getByLabel('In-Stock Units').fill(String(start - 1));
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await expect(tablet.getByText('Item updated successfully')).toBeVisible();
      await expectPending(tablet, 1);
    }

    await context.setOffline(false);
    await waitForSynced(page, 90_000);
    await otherContext.setOffline(false);
    await waitForSynced(other, 90_000);

    const after = await items(request, `search=${encodeURIComponent(item!.model!)}&status=all`);
    expect(after.items.find((i) => i.id === item!.id)?.in_stock_units).toBe(start - 2);

    // The first tablet learns the other's change on its next sync (Refresh).
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByText('Inventory refreshed')).toBeVisible();
    const dialog = await openItem(item!);
    await expect(dialog.getByLabel('In-Stock Units')).toHaveValue(String(start - 2));
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } finally {
    await otherContext.close();
  }
});

test('online, an image chosen in the item dialog is uploaded before the toast says so', async ({
  request,
}) => {
  const { items: candidates } = await items(
    request,
    'status=In-Stock&limit=50&offset=120&sort_by=name&sort_order=asc',
  );
  const item = candidates.find((i) => i.model && i.primary_image === null);
  expect(item, 'a demo item without an image').toBeTruthy();
  await page.goto('/flow/instock');
  await waitForSynced(page);
  const dialog = await openItem(item!);
  await dialog
    .getByLabel('Upload New Image')
    .setInputFiles({ name: 'shelf.png', mimeType: 'image/png', buffer: PNG });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Image uploaded successfully')).toBeVisible({ timeout: 30_000 });
  const after = await items(request, `search=${encodeURIComponent(item!.model!)}&status=all`);
  expect(after.items.find((i) => i.id === item!.id)?.primary_image).toMatch(
    /^\/api\/flow\/images\//,
  );

  // A file that is not one of the four types is refused at once, with the server's words.
  const again = await openItem(item!);
  await again
    .getByLabel('Upload New Image')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(again.getByText('Please upload a PNG, JPG, GIF or WEBP image')).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();
});
