/**
 * A weak signal for sync tests, driven by fake timers: answers whose body trickles in parts, or
 * stops arriving, as a real fetch delivers them (aborting the request's signal errors the body).
 */
import { vi } from 'vitest';

export interface Trickle {
  /** How many parts the body arrives in. */
  parts: number;
  /** The wait before each part. */
  everyMs: number;
  /** After this many parts nothing more arrives (a stalled link). */
  stallAfter?: number;
  headers?: Record<string, string>;
  status?: number;
}

/** An answer whose body arrives part by part, `everyMs` apart; honours the request's `signal`. */
export function trickling(text: string, trickle: Trickle, signal?: AbortSignal | null): Response {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / trickle.parts);
  let part = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        controller.error(signal.reason);
      });
    },
    pull(controller) {
      if (trickle.stallAfter !== undefined && part >= trickle.stallAfter)
        return new Promise(() => {});
      return new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          const at = part++ * size;
          if (at >= bytes.length) controller.close();
          else controller.enqueue(bytes.slice(at, at + size));
          resolve();
        }, trickle.everyMs);
      });
    },
  });
  return new Response(body, {
    status: trickle.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...trickle.headers },
  });
}

/**
 * `AbortSignal.timeout` on the fake clock (fake timers leave it on the real one), so a test
 * also catches a total-time timeout that would otherwise fire only after the test is over.
 */
export function abortTimeoutsOnFakeClock(): void {
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    setTimeout(
      () => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')),
      ms,
    );
    return controller.signal;
  });
}
