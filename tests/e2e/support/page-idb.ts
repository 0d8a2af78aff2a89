/**
 * IndexedDB from inside a page, for the helpers that read or prepare what the device holds
 * without the app's code. A function given to `page.evaluate` is sent to the page as its source,
 * so it cannot call code of this file: `withPageIdb` first installs these two functions on the
 * page's global object, and the evaluated function takes them from there (`pageIdb()` in the
 * page).
 */
import type { Page } from '@playwright/test';

export interface PageIdb {
  /** The database `name` opened, at its current version. */
  open(name: string): Promise<IDBDatabase>;
  /** The request's result once it succeeds; its error if it fails. */
  request<T>(req: IDBRequest<T>): Promise<T>;
}

/** Where the page keeps them. */
export type WithPageIdb = typeof globalThis & { e2ePageIdb: PageIdb };

/** Runs in the page: defines `e2ePageIdb` once. Self-contained (its source is what is sent). */
function installPageIdb(): void {
  const page = globalThis as Partial<WithPageIdb>;
  if (page.e2ePageIdb) return;
  const request = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  page.e2ePageIdb = { request, open: (name) => request(indexedDB.open(name)) };
}

/**
 * `fn(arg)` evaluated in the page once the IndexedDB functions are there; inside it,
 * `(globalThis as WithPageIdb).e2ePageIdb` gives them.
 */
export async function withPageIdb<A, R>(
  page: Page,
  fn: (arg: A) => Promise<R>,
  arg: A,
): Promise<R> {
  await page.evaluate(installPageIdb);
  return page.evaluate(fn as (arg: unknown) => Promise<R>, arg as unknown);
}
