import { describe, expect, it } from 'vitest';
import type { PullResponse } from '@rentline/sync-protocol';
import { createTransport } from './transport';

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
