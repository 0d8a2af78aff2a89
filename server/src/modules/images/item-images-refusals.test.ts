import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { ITEM_IMAGE_MAX_BYTES } from '@rentline/sync-protocol/rules';
import { insertFlowItemRow } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { imageProbes, PNG, type UploadPart, uploadImage } from './item-images.fixtures';

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

const newItem = () =>
  server.db.em.fork().transactional((em) => insertFlowItemRow(em, { name: 'Camera' }));
const upload = (itemId: string, parts: Record<string, UploadPart>) =>
  uploadImage(server, token, itemId, parts);

/** Every refusal leaves the item as it was: no image stored, no new version. */
async function expectUntouched(itemId: string, version: number) {
  expect(await probes.imageCount(itemId)).toBe(0);
  expect(await probes.itemVersion(itemId)).toBe(version);
}

describe('#flow.items.images.upload refusals', () => {
  it.each([
    [
      'a text file named .png',
      Buffer.from('just some text, not a picture'),
      'notes.png',
      'image/png',
    ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'x.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.jpg', 'image/jpeg'],
  ])(
    'refuses %s with 415, whatever its name and declared type',
    async (_label, bytes, name, type) => {
      const itemId = await newItem();
      const version = await probes.itemVersion(itemId);
      const res = await upload(itemId, { image: { bytes, name, type } });
      expect(res.status).toBe(415);
      expect(res.body.error).toBe('Please upload a PNG, JPG, GIF or WEBP image');
      await expectUntouched(itemId, version);
    },
  );

  it('refuses one byte over the limit with 413', async () => {
    const itemId = await newItem();
    const version = await probes.itemVersion(itemId);
    const bytes = Buffer.concat([PNG, Buffer.alloc(ITEM_IMAGE_MAX_BYTES - PNG.length + 1)]);
    const res = await upload(itemId, { image: { bytes, name: 'big.png', type: 'image/png' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Image must be 5MB or smaller');
    await expectUntouched(itemId, version);
  });

  it('refuses a far larger upload with 413 before reading it', async () => {
    const itemId = await newItem();
    const bytes = Buffer.concat([PNG, Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(itemId, { image: { bytes, name: 'huge.png' } });
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('Image must be 5MB or smaller');
  });

  it.each([
    ['the file is in another field', { photo: { bytes: PNG, name: 'a.png' } }],
    [
      'two files are sent',
      { image: { bytes: PNG, name: 'a.png' }, image2: { bytes: PNG, name: 'b.png' } },
    ],
    ['only a text field is sent', { image: 'not a file' }],
    ['nothing is sent', {}],
  ])('fails with 400 when %s', async (_label, parts) => {
    const itemId = await newItem();
    const version = await probes.itemVersion(itemId);
    const res = await upload(itemId, parts);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please choose an image to upload');
    await expectUntouched(itemId, version);
  });

  it('fails with 400 on a JSON body', async () => {
    const itemId = await newItem();
    const res = await api('POST', `/api/flow/items/${itemId}/images`, {
      image: PNG.toString('base64'),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Please choose an image to upload');
  });

  it('answers 404 { error } for an unknown item and 410 for a deleted one', async () => {
    const image = { image: { bytes: PNG, name: 'a.png' } };
    const unknown = await upload(uuidv7(), image);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Item not found');
    const itemId = await newItem();
    expect((await api('DELETE', `/api/flow/items/${itemId}`)).status).toBe(200);
    const deleted = await upload(itemId, image);
    expect(deleted.status).toBe(410);
    expect(deleted.body.error).toBe('This record was deleted on the server');
  });

  it('answers 400 for a malformed item id and 401 without a token', async () => {
    const image = { image: { bytes: PNG, name: 'a.png' } };
    expect((await upload('nope', image)).status).toBe(400);
    const itemId = await newItem();
    const version = await probes.itemVersion(itemId);
    expect((await uploadImage(server, null, itemId, image)).status).toBe(401);
    await expectUntouched(itemId, version);
  });
});
