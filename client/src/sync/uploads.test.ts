import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { LocalDb } from '../local-db/db';
import { createSyncEngine } from './engine';
import { testDb } from './testing/factories';
import { createUploadQueue, itemImageUploadId, queueItemImage, retryUpload } from './uploads';

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let db: LocalDb;
afterEach(async () => {
  vi.useRealTimers();
  await db?.delete();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  url: string;
  method: string;
  body: unknown;
}

/** A fake server: push acknowledges everything, pull is empty, uploads answer from `uploads`. */
function fakeServer(uploads: (() => Response | Promise<Response>)[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
    if (url.includes('/api/sync/push')) {
      const body = JSON.parse(String(init?.body)) as { mutations: { id: string; seq: number }[] };
      return json(200, {
        last_seq: body.mutations.at(-1)!.seq,
        results: body.mutations.map((m) => ({ id: m.id, seq: m.seq, status: 'applied' })),
      });
    }
    if (url.includes('/api/sync/pull'))
      return json(200, { changes: [], cursor: 0, has_more: false, last_seq: 0 });
    if (url.includes('/api/sync/ssn-key')) return json(404, { error: 'Not here' });
    const next = uploads.shift();
    if (!next) throw new Error(`unexpected ${url}`);
    return next();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const stored = (id: string) => () =>
  json(201, { success: true, primary_image: `/api/flow/images/${id}` });

let clock = Date.parse('2026-11-22T10:00:00Z');
const now = () => new Date(clock);

function queueFor(fetchImpl: typeof fetch) {
  return createUploadQueue({
    db,
    baseUrl: 'http://server',
    getToken: () => 'token',
    getEmployeeId: () => 1,
    fetch: fetchImpl,
    now,
    random: () => 1,
  });
}

async function itemWithImage(itemId = uuidv7()) {
  await db.flowItems.put({
    id: itemId,
    name: 'Sofa',
    description: null,
    model: null,
    serial_number: null,
    status: 'In-Stock',
    procurement_date: '2026-01-01',
    our_cost: 100,
    retail_price: 200,
    in_stock_units: 1,
    category_id: 1,
    vendor_id: 1,
    primary_image: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    version: 1,
  });
  await queueItemImage(
    db,
    { itemId, mime: 'image/png', data: PNG, fileName: 'sofa.png', employeeId: 1 },
    now(),
  );
  return itemId;
}

describe('#uploads', () => {
  it('waits until the item’s mutations are acknowledged, then uploads after the push', async () => {
    db = testDb();
    const { calls, fetchImpl } = fakeServer([stored('img-1')]);
    const engine = createSyncEngine({
      db,
      baseUrl: 'http://server',
      getToken: () => 'token',
      getEmployeeId: () => 1,
      fetch: fetchImpl,
      now,
      random: () => 1,
    });
    const itemId = uuidv7();
    await engine.mutate('flow_item.create', {
      id: itemId,
      name: 'Offline chair',
      status: 'In-Stock',
      procurement_date: '2026-11-22',
      our_cost: 40,
      category_id: 1,
      vendor_id: 1,
    });
    await queueItemImage(db, {
      itemId,
      mime: 'image/png',
      data: PNG,
      fileName: 'chair.png',
      employeeId: 1,
    });

    // Before the push, the queue holds the image back: the server has no such item yet.
    expect(await queueFor(fetchImpl).run()).toEqual({ uploaded: 0, failed: 0, waiting: 1 });
    expect(calls).toHaveLength(0);

    expect(await engine.syncNow()).toEqual({ ok: true });
    engine.stop();
    const order = calls.map((c) => new URL(c.url).pathname);
    expect(order.indexOf(`/api/flow/items/${itemId}/images`)).toBeGreaterThan(
      order.indexOf('/api/sync/push'),
    );
    const upload = calls.find((c) => c.url.endsWith('/images'))!;
    expect(upload.method).toBe('POST');
    const file = (upload.body as FormData).get('image') as File;
    expect(file.name).toBe('chair.png');
    expect(file.type).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).toString('base64')).toBe(PNG);

    expect(await db.pendingUploads.get(itemImageUploadId(itemId))).toBeUndefined();
    expect((await db.flowItems.get(itemId))?.primary_image).toBe('/api/flow/images/img-1');
  });

  it('keeps the file and retries with backoff after a transient failure', async () => {
    db = testDb();
    const { calls, fetchImpl } = fakeServer([
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(503, { error: 'The database is unavailable. Please try again.' }),
      stored('img-2'),
    ]);
    const queue = queueFor(fetchImpl);
    const itemId = await itemWithImage();
    const id = itemImageUploadId(itemId);

    expect(await queue.run()).toMatchObject({ uploaded: 0, waiting: 1 });
    expect(await db.pendingUploads.get(id)).toMatchObject({
      data: PNG,
      attempts: 1,
      nextAttemptAt: clock + 1000,
      lastError: 'Network error. Please check your connection.',
    });

    // Not before its time.
    clock += 999;
    await queue.run();
    expect(calls).toHaveLength(1);

    clock += 1;
    await queue.run();
    expect(await db.pendingUploads.get(id)).toMatchObject({
      data: PNG,
      attempts: 2,
      nextAttemptAt: clock + 2000,
      lastError: 'The database is unavailable. Please try again.',
    });

    clock += 2000;
    expect(await queue.run()).toMatchObject({ uploaded: 1 });
    expect(await db.pendingUploads.get(id)).toBeUndefined();
    expect(calls).toHaveLength(3);
  });

  it('parks a refused image with the server’s reason, keeps it, and resends only when asked', async () => {
    db = testDb();
    const { calls, fetchImpl } = fakeServer([
      () => json(415, { error: 'Please upload a PNG, JPG, GIF or WEBP image' }),
      stored('img-3'),
    ]);
    const queue = queueFor(fetchImpl);
    const itemId = await itemWithImage();
    const id = itemImageUploadId(itemId);

    expect(await queue.run()).toMatchObject({ failed: 1 });
    expect(await db.pendingUploads.get(id)).toMatchObject({
      data: PNG,
      failed: 1,
      lastError: 'Please upload a PNG, JPG, GIF or WEBP image',
    });
    await queue.run();
    expect(calls).toHaveLength(1);

    await retryUpload(db, id);
    expect(await queue.run()).toMatchObject({ uploaded: 1 });
    expect(await db.pendingUploads.get(id)).toBeUndefined();
  });

  it('keeps a newer image chosen while the older one was uploading', async () => {
    db = testDb();
    let itemId = '';
    const { fetchImpl } = fakeServer([
      async () => {
        clock += 1;
        await queueItemImage(
          db,
          { itemId, mime: 'image/png', data: PNG, fileName: 'newer.png', employeeId: 1 },
          now(),
        );
        return stored('img-old')();
      },
    ]);
    itemId = await itemWithImage();
    await queueFor(fetchImpl).run();
    expect(await db.pendingUploads.get(itemImageUploadId(itemId))).toMatchObject({
      fileName: 'newer.png',
    });
  });

  it('does not upload another employee’s image', async () => {
    db = testDb();
    const { calls, fetchImpl } = fakeServer([]);
    const itemId = uuidv7();
    await queueItemImage(db, {
      itemId,
      mime: 'image/png',
      data: PNG,
      fileName: 'x.png',
      employeeId: 2,
    });
    await queueFor(fetchImpl).run();
    expect(calls).toHaveLength(0);
    expect(await db.pendingUploads.count()).toBe(1);
  });
});

/**
 * An XMLHttpRequest over a weak signal: the image goes up in `parts`, one progress event every
 * `everyMs`, then the answer comes back; with `stallAfter`, nothing moves after that many parts.
 */
function slowXhr(trickle: { parts: number; everyMs: number; stallAfter?: number }) {
  const sent: { aborted: boolean }[] = [];
  const make = () => {
    const request = {
      status: 0,
      statusText: '',
      responseText: '',
      upload: { onprogress: null as null | (() => void) },
      onprogress: null as null | (() => void),
      onload: null as null | (() => void),
      onerror: null as null | (() => void),
      onabort: null as null | (() => void),
      open: () => undefined,
      setRequestHeader: () => undefined,
      send() {
        const state = { aborted: false };
        sent.push(state);
        let part = 0;
        const tick = () => {
          if (state.aborted) return;
          if (trickle.stallAfter !== undefined && part >= trickle.stallAfter) return;
          if (part++ < trickle.parts) {
            request.upload.onprogress?.();
            setTimeout(tick, trickle.everyMs);
            return;
          }
          request.status = 201;
          request.responseText = JSON.stringify({ primary_image: '/api/flow/images/slow' });
          request.onload?.();
        };
        setTimeout(tick, trickle.everyMs);
        request.abort = () => {
          state.aborted = true;
          request.onabort?.();
        };
      },
      abort: () => undefined,
    };
    return request as unknown as XMLHttpRequest;
  };
  return { make, sent };
}

describe('#uploads on a weak signal', () => {
  const queueOver = (xhr: () => XMLHttpRequest) =>
    createUploadQueue({
      db,
      baseUrl: 'http://server',
      getToken: () => 'token',
      getEmployeeId: () => 1,
      xhr,
      now,
      random: () => 1,
    });

  it('lets an image that keeps going up take longer than two minutes (15 parts, 10 s apart)', async () => {
    db = testDb();
    const itemId = await itemWithImage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = slowXhr({ parts: 15, everyMs: 10_000 });
    const run = queueOver(slow.make).run();
    await vi.advanceTimersByTimeAsync(16 * 10_000);
    expect(await run).toMatchObject({ uploaded: 1, waiting: 0 });
    expect(slow.sent).toEqual([{ aborted: false }]);
    expect((await db.flowItems.get(itemId))?.primary_image).toBe('/api/flow/images/slow');
  });

  it('gives up an image that stops moving for 20 s, keeps it and retries later', async () => {
    db = testDb();
    const itemId = await itemWithImage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stalled = slowXhr({ parts: 15, everyMs: 1_000, stallAfter: 3 });
    const run = queueOver(stalled.make).run();
    await vi.advanceTimersByTimeAsync(3_000 + 20_000);
    expect(await run).toMatchObject({ uploaded: 0, waiting: 1 });
    expect(stalled.sent).toEqual([{ aborted: true }]);
    expect(await db.pendingUploads.get(itemImageUploadId(itemId))).toMatchObject({
      data: PNG,
      attempts: 1,
      lastError: 'The connection stalled (nothing for 20 s)',
    });
  });
});
