/**
 * One tab syncs at a time (DESIGN.md section 4, "When it runs"): a Web Lock where the platform
 * has one, else an in-process mutex (Node tests without `navigator.locks`). Waiting callers
 * queue; they do not skip, so a change queued while another tab syncs is not left behind.
 */
const tails = new Map<string, Promise<unknown>>();

export function withLock<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks && typeof locks.request === 'function') {
    return locks.request(name, () => fn()) as Promise<T>;
  }
  const previous = tails.get(name) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const tail = run.then(
    () => undefined,
    () => undefined,
  );
  tails.set(name, tail);
  void tail.then(() => {
    if (tails.get(name) === tail) tails.delete(name);
  });
  return run;
}
