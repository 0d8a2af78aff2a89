// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn } from './sign-in';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signIn', () => {
  it('says the network failed when the answer was cut off, not that signing in failed', async () => {
    const cutOff = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"success":true,"tok'));
        controller.error(new TypeError('network error'));
      },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(cutOff, { status: 200 })),
    );
    await expect(signIn({ email: 'demo@example.com', password: 'demo1234' })).rejects.toThrow(
      'Network error. Please check your connection.',
    );
  });

  it("shows the server's own text when it refuses the credentials", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: 'Invalid email or password' }), {
            status: 401,
          }),
      ),
    );
    await expect(signIn({ email: 'demo@example.com', password: 'wrong-pass' })).rejects.toThrow(
      'Invalid email or password',
    );
  });
});
