/**
 * Counts IndexedDB requests (each a round trip to the database) made through the global
 * IndexedDB classes, which `fake-indexeddb/auto` installs in tests.
 */
const METHODS = {
  IDBObjectStore: [
    'get',
    'getAll',
    'getAllKeys',
    'getKey',
    'put',
    'add',
    'delete',
    'clear',
    'count',
    'openCursor',
    'openKeyCursor',
  ],
  IDBIndex: ['get', 'getAll', 'getAllKeys', 'getKey', 'count', 'openCursor', 'openKeyCursor'],
  IDBCursor: ['continue', 'continuePrimaryKey', 'advance', 'update', 'delete'],
} as const;

export interface IdbRequestCounter {
  /** Requests since the counter started (or was reset), by `Class.method`. */
  counts(): Record<string, number>;
  total(): number;
  reset(): void;
  /** Puts the original methods back. */
  stop(): void;
}

export function countIdbRequests(): IdbRequestCounter {
  let counts: Record<string, number> = {};
  const restores: (() => void)[] = [];
  for (const [className, names] of Object.entries(METHODS)) {
    const proto = (globalThis as unknown as Record<string, { prototype: Record<string, unknown> }>)[
      className
    ]!.prototype;
    for (const name of names) {
      const original = proto[name] as (...args: unknown[]) => unknown;
      const key = `${className}.${name}`;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        counts[key] = (counts[key] ?? 0) + 1;
        return original.apply(this, args);
      };
      restores.push(() => {
        proto[name] = original;
      });
    }
  }
  return {
    counts: () => ({ ...counts }),
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
    reset: () => {
      counts = {};
    },
    stop: () => restores.forEach((restore) => restore()),
  };
}
