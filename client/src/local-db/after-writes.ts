/**
 * Readers that need not answer within the frame of a save: told once some tables were written
 * (in this tab or another), after the writes pause and the page is next idle. A live query reads
 * again in the instant each write commits, beside the save's own drawing; on a slow tablet the
 * status counts alone were three such reads after every save (issue 50, point 6).
 */
import Dexie, { type ObservabilitySet } from 'dexie';

/** Calls `listener` when a write to one of `tables` of `db` commits, in any tab of the origin. */
export function onTablesWritten(
  db: Dexie,
  tables: readonly string[],
  listener: () => void,
): () => void {
  // Dexie names each part written `idb://<database>/<table>/<index>`.
  const prefixes = tables.map((table) => `idb://${db.name}/${table}/`);
  const heard = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => prefixes.some((p) => part.startsWith(p)))) listener();
  };
  Dexie.on('storagemutated', heard);
  return () => Dexie.on('storagemutated').unsubscribe(heard);
}

export interface Settling {
  /**
   * Asks for a run: after `quietMs` without another ask (at most `maxWaitMs` after the first), at
   * the page's next idle moment.
   */
  ask: () => void;
  /** Forgets an ask not yet run. */
  cancel: () => void;
}

interface SettleOptions {
  quietMs: number;
  maxWaitMs: number;
  /** How long an idle moment is waited for before running anyway. */
  idleTimeoutMs?: number;
}

const onIdle = (run: () => void, timeout: number): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
};

/** Runs `run` once a burst of asks is over and the page is idle. */
export function settled(
  run: () => void,
  { quietMs, maxWaitMs, idleTimeoutMs = 500 }: SettleOptions,
): Settling {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: (() => void) | null = null;
  let burstStarted = 0;
  const cancel = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    idle?.();
    idle = null;
  };
  return {
    cancel,
    ask() {
      const at = Date.now();
      if (timer) clearTimeout(timer);
      else if (!idle) burstStarted = at;
      if (idle) return; // already waiting for an idle moment: that run reads what is there then
      const wait = Math.max(0, Math.min(quietMs, burstStarted + maxWaitMs - at));
      timer = setTimeout(() => {
        timer = null;
        idle = onIdle(() => {
          idle = null;
          run();
        }, idleTimeoutMs);
      }, wait);
    },
  };
}
