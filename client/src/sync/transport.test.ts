import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PullResponse } from '@rentline/sync-protocol/wire';
import { abortTimeoutsOnFakeClock, trickling, type Trickle } from './testing/slow-network';
import { createTransport, StalledError, TransientError } from './transport';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An answer whose body arrives in the given parts, as a slow connection delivers it. */
function arrivingInParts(text: string, parts: number): Response {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / parts);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += size)
        controller.enqueue(bytes.slice(at, at + size));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('transport: a pull answer arriving part by part', () => {
  it('tells the size of each part as it arrives and reads the whole answer', async () => {
    // A name with accents: a part can end inside a character, and the text must survive it.
    const page: PullResponse = {
      changes: [
        {
          entity: 'category',
          op: 'put',
          id: '1',
          version: 1,
          data: { id: 1, name: 'Téléviseurs et Électroménager', version: 1 },
        },
      ],
      cursor: 1,
      has_more: false,
      total: 1,
    };
    const text = JSON.stringify(page);
    const transport = createTransport({
      baseUrl: '',
      getToken: () => 'token',
      fetch: async () => arrivingInParts(text, 7),
    });
    const parts: number[] = [];
    const answer = await transport.pull(0, 100, 'lane', { onBytes: (n) => parts.push(n) });
    expect(answer).toEqual(page);
    expect(parts).toHaveLength(7);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(new TextEncoder().encode(text).length);
  });
});

describe('transport: a weak signal', () => {
  const page: PullResponse = { changes: [], cursor: 0, has_more: false, total: 0 };
  const text = JSON.stringify({ ...page, padding: 'x'.repeat(400) });

  function over(trickle: Trickle, headersAfterMs = 0) {
    vi.useFakeTimers();
    abortTimeoutsOnFakeClock();
    return createTransport({
      baseUrl: '',
      getToken: () => 'token',
      fetch: async (_input, init) => {
        if (headersAfterMs) await new Promise((resolve) => setTimeout(resolve, headersAfterMs));
        return trickling(text, trickle, init?.signal);
      },
    });
  }

  it('reads an answer that keeps moving for longer than a minute (10 parts, 15 s apart)', async () => {
    const transport = over({ parts: 10, everyMs: 15_000 });
    const answer = transport.pull(0, 100, 'lane');
    await vi.advanceTimersByTimeAsync(10 * 15_000 + 15_000);
    await expect(answer).resolves.toEqual(page);
  });

  it('gives up an answer that stops arriving after 20 s of nothing, as a transient failure', async () => {
    const transport = over({ parts: 10, everyMs: 1_000, stallAfter: 3 });
    const answer = transport.pull(0, 100, 'lane');
    const outcome = answer.then(
      () => 'answered',
      (err: unknown) => err,
    );
    await vi.advanceTimersByTimeAsync(3_000 + 19_000);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    const err = await outcome;
    expect(err).toBeInstanceOf(StalledError);
    expect(err).toBeInstanceOf(TransientError);
  });

  it('counts a wait for the headers as a stall', async () => {
    const transport = over({ parts: 1, everyMs: 0 }, 25_000);
    const outcome = transport.pull(0, 100, 'lane').catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(await outcome).toBeInstanceOf(StalledError);
  });

  it('tells the bytes on the wire: the Content-Length of a gzipped answer, not its unzipped size', async () => {
    vi.useFakeTimers();
    const transport = createTransport({
      baseUrl: '',
      getToken: () => 'token',
      fetch: async (_input, init) =>
        trickling(
          text,
          {
            parts: 4,
            everyMs: 10,
            headers: { 'Content-Encoding': 'gzip', 'Content-Length': '97' },
          },
          init?.signal,
        ),
    });
    const wire: (number | null)[] = [];
    let unzipped = 0;
    const answer = transport.pull(0, 100, 'lane', {
      onBytes: (n) => (unzipped += n),
      onWireBytes: (n) => wire.push(n),
    });
    await vi.advanceTimersByTimeAsync(100);
    await answer;
    expect(unzipped).toBe(new TextEncoder().encode(text).length);
    expect(wire).toEqual([97]);
  });
});
