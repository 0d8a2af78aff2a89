/**
 * A 200 answer whose body the network cuts off after `start` has arrived, as a weak signal does:
 * `fetch` resolves, reading the body fails.
 */
export function cutOffAnswer(start: string): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(start));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200 });
}
