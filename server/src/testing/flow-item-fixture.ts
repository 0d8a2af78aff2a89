/**
 * The setup the item route tests share: a server, signed in, with a category and a vendor, and a
 * valid new item for a test to vary.
 */
import { createLookup } from './factories';
import { client, startTestServer, type TestServer } from './test-server';

export interface FlowItemFixture {
  server: TestServer;
  api: ReturnType<typeof client>;
  /** Electronics. */
  categoryId: number;
  /** Samsung. */
  vendorId: number;
}

export async function startFlowItemFixture(): Promise<FlowItemFixture> {
  const server = await startTestServer();
  const api = client(server.url, (await server.signIn()).token);
  const [categoryId, vendorId] = await server.db.em
    .fork()
    .transactional(async (em) => [
      await createLookup(em, 'categories', 'Electronics'),
      await createLookup(em, 'vendors', 'Samsung'),
    ]);
  return { server, api, categoryId: categoryId!, vendorId: vendorId! };
}

/** A request POST /api/flow/items takes (the category as text, as a form sends it). */
export const validItem = (fx: FlowItemFixture) => ({
  name: 'QLED TV 55"',
  status: 'In-Stock',
  procurement_date: '2026-02-01',
  our_cost: '420.50',
  category_id: String(fx.categoryId),
  vendor_id: fx.vendorId,
  model: 'QN55',
  serial_number: 'SN-55-001',
  description: 'Wall mount included',
  item_condition: 'Like New',
});
