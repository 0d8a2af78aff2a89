import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { ITEM_IMAGE_MAX_BYTES } from '@rentline/sync-protocol/rules';
import { flowItemViewSchema } from '@rentline/sync-protocol/wire';
import { insertFlowItemRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { GIF, imageProbes, PNG, type UploadPart, uploadImage } from './item-images.fixtures';

let server: TestServer;
let token: string;
let api: ReturnType<typeof client>;
let probes: ReturnType<typeof imageProbes>;
beforeAll(async () => {
  server = await startTestServer();
  token = (await server.signIn()).token;
  api = client(server.url, token);
  probes = imageProbes(server);
});
afterAll(() => server.close());

const CACHE = 'public, max-age=31536000, immutable';
const newItem = () =>
  server.db.em.fork().transactional((em) => insertFlowItemRow(em, { name: 'Camera' }));
const upload = (itemId: string, parts: Record<string, UploadPart>) =>
  uploadImage(server, token, itemId, parts);
/** A GET as a browser revalidates; fetch() would add Cache-Control: no-cache, which forces a 200. */
const statusOf = (url: string, headers: Record<string, string>) =>
  new Promise<number | undefined>((resolve, reject) =>
    get(url, { headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    }).on('error', reject),
  );

describe('#flow.items.images.upload', () => {
  it('stores a PNG, points the item at it with a new version, and serves it back without a token', async () => {
    const itemId = await newItem();
    const before = await probes.itemVersion(itemId);
    const res = await upload(itemId, {
      image: { bytes: PNG, name: 'photo.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.primary_image).toMatch(
      /^\/api\/flow\/images\/[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const item = flowItemViewSchema.parse(res.body.item);
    expect(item).toMatchObject({ id: itemId, primary_image: res.body.primary_image });
    expect(item.version).toBeGreaterThan(before);

    const served = await fetch(`${server.url}${res.body.primary_image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe(CACHE);
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const url = `${server.url}${res.body.primary_image}`;
    expect(await statusOf(url, { 'if-none-match': etag! })).toBe(304);

    const pulled = await api('GET', '/api/sync/pull?cursor=0&limit=5000');
    const change = pulled.body.changes.find(
      (c: { entity: string; id: string }) => c.entity === 'flow_item' && c.id === itemId,
    );
    expect(change.data.primary_image).toBe(res.body.primary_image);
  });

  it('judges the type by content: GIF bytes named .png are stored and served as image/gif', async () => {
    const itemId = await newItem();
    const res = await upload(itemId, {
      image: { bytes: GIF, name: 'looks-like.png', type: 'image/png' },
    });
    expect(res.status).toBe(201);
    const served = await fetch(`${server.url}${res.body.primary_image}`);
    expect(served.headers.get('content-type')).toBe('image/gif');
  });

  it('accepts an image of exactly the size limit', async () => {
    const itemId = await newItem();
    const atLimit = Buffer.concat([PNG, Buffer.alloc(ITEM_IMAGE_MAX_BYTES - PNG.length)]);
    const res = await upload(itemId, { image: { bytes: atLimit, name: 'big.png' } });
    expect(res.status).toBe(201);
    const served = await fetch(`${server.url}${res.body.primary_image}`);
    expect(Buffer.from(await served.arrayBuffer()).equals(atLimit)).toBe(true);
  });

  it('replaces the previous image: the old URL is gone, only the new one is stored', async () => {
    const itemId = await newItem();
    const first = await upload(itemId, { image: { bytes: PNG, name: 'a.png' } });
    const second = await upload(itemId, { image: { bytes: GIF, name: 'b.gif' } });
    expect(second.body.primary_image).not.toBe(first.body.primary_image);
    expect((await fetch(`${server.url}${first.body.primary_image}`)).status).toBe(404);
    expect((await fetch(`${server.url}${second.body.primary_image}`)).status).toBe(200);
    expect(await probes.imageCount(itemId)).toBe(1);
  });
});

describe('#flow.images.get', () => {
  it('answers 404 { error } for an unknown or malformed id, without a token', async () => {
    const unknown = await client(server.url)('GET', `/api/flow/images/${uuidv7()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Image not found');
    expect((await client(server.url)('GET', '/api/flow/images/..%2F..%2Fetc')).status).toBe(404);
  });

  it('answers 404 once the item is deleted', async () => {
    const itemId = await newItem();
    const { body } = await upload(itemId, { image: { bytes: PNG, name: 'a.png' } });
    expect((await api('DELETE', `/api/flow/items/${itemId}`)).status).toBe(200);
    expect((await fetch(`${server.url}${body.primary_image}`)).status).toBe(404);
  });
});
