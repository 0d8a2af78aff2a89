/**
 * A request given up when it STALLS, never for its total time (issue 50): on a weak signal a
 * 13 MB first sync moves for many minutes, and a timer over the whole answer threw away pages
 * that were still arriving. The guard aborts only when nothing has moved for `stallMs`: waiting
 * for the answer's headers counts, and so does every gap between two parts of its body (or, for
 * an upload, between two progress events of the request body).
 */

/** How long nothing may arrive before a request is given up. */
export const DEFAULT_STALL_MS = 20_000;

/** What the status says of a request given up on a stall. */
export const stalledMessage = (stallMs: number) =>
  `The connection stalled (nothing for ${Math.round(stallMs / 1000)} s)`;

export class StallAbort extends Error {
  constructor(readonly stallMs: number) {
    super(stalledMessage(stallMs));
    this.name = 'StallAbort';
  }
}

export interface StallGuard {
  /** Aborted when the guard fires; pass to fetch so the request itself stops. */
  signal: AbortSignal;
  /** Something moved: the stall timer starts again. */
  moved(): void;
  /** Settles with `work`, or rejects with `StallAbort` if the guard fires first. */
  race<T>(work: Promise<T>): Promise<T>;
  /** The request is over: no timer is left behind. */
  done(): void;
}

export function stallGuard(stallMs: number): StallGuard {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let fire: (err: StallAbort) => void = () => undefined;
  const fired = new Promise<never>((_, reject) => (fire = reject));
  fired.catch(() => undefined);
  const moved = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const err = new StallAbort(stallMs);
      fire(err);
      controller.abort(err);
    }, stallMs);
  };
  moved();
  return {
    signal: controller.signal,
    moved,
    race: (work) => Promise.race([work, fired]),
    done: () => clearTimeout(timer),
  };
}
