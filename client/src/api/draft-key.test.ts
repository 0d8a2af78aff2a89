// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest';
import { localDb } from '@/local-db/app-db';
import { createDrafts } from '@/local-db/drafts';
import { clearSession, setSession } from './session';

/**
 * Issue 49, hardening: the key of the New Contact drafts is not kept beside the session token.
 * The server derives it for the signed-in employee and hands it to their session; the tablet
 * holds it in memory only, fetches it again after a reload, and forgets it at sign-out.
 */
const keyOf = (id: number) => btoa(String.fromCharCode(...new Array(32).fill(id + 40)));
const person = (id: number) => ({
  id,
  full_name: `Person ${id}`,
  email: `p${id}@example.com`,
  job_title: null,
});
const drafts = createDrafts(localDb);

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  // The server: the key of the employee whose session the request carries (token-<id>).
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    expect(String(input)).toBe('/api/auth/draft-key');
    const token = new Headers(init?.headers).get('Authorization');
    const id = Number(/^Bearer token-(\d+)$/.exec(token ?? '')?.[1]);
    if (!id)
      return new Response(JSON.stringify({ error: 'Authentication required' }), { status: 401 });
    return Response.json({ key: keyOf(id) });
  });
});
afterEach(async () => {
  fetchSpy.mockRestore();
  clearSession('signout');
  (await import('./draft-key')).forgetDraftKey();
  await localDb.kv.clear();
});
afterAll(() => localDb.close({ disableAutoOpen: false }));

/** Everything the device keeps: local storage and every IndexedDB table, as text. */
async function deviceStorage(): Promise<string> {
  const local = Object.entries(window.localStorage);
  const tables = await Promise.all(localDb.tables.map((t) => t.toArray()));
  return JSON.stringify([local, tables]);
}

describe('#draft key', () => {
  it('is kept in memory only: neither local storage nor IndexedDB holds it', async () => {
    setSession('token-1', person(1));
    const { draftCryptoKey, fetchDraftKey } = await import('./draft-key');
    await fetchDraftKey();
    const key = await draftCryptoKey();
    expect(key).not.toBeNull();
    await drafts.save({ employeeId: 1, key: key! }, 'contact:new', '{"full_name":"Rita"}');
    const stored = await deviceStorage();
    expect(stored).toContain('draft:1:contact:new');
    expect(stored).not.toContain(keyOf(1));
    expect(stored).not.toContain('Rita');
    expect(window.localStorage.getItem('draft_key')).toBeNull();
  });

  it('is fetched again with the session after a reload, and reads the draft; not after sign-out', async () => {
    setSession('token-1', person(1));
    const before = await (await import('./draft-key')).draftCryptoKey();
    await drafts.save({ employeeId: 1, key: before! }, 'contact:new', 'typed before the reload');

    // A reload: the page's memory is gone, the session stays.
    vi.resetModules();
    fetchSpy.mockClear();
    const reloaded = await import('./draft-key');
    const after = await reloaded.draftCryptoKey();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchSpy.mock.calls[0]![1]?.headers).get('Authorization')).toBe(
      'Bearer token-1',
    );
    expect(await drafts.load({ employeeId: 1, key: after! }, 'contact:new')).toBe(
      'typed before the reload',
    );

    // Signed out: no key is left to read it with, and the next person's key does not open it.
    clearSession('signout');
    expect(await reloaded.draftCryptoKey()).toBeNull();
    setSession('token-2', person(2));
    const theirs = await reloaded.draftCryptoKey();
    expect(theirs).not.toBeNull();
    expect(await drafts.load({ employeeId: 1, key: theirs! }, 'contact:new')).toBeNull();
  });

  it('is none while signed out or when the server cannot be reached, and is not cached then', async () => {
    const { draftCryptoKey } = await import('./draft-key');
    expect(await draftCryptoKey()).toBeNull();
    setSession('token-3', person(3));
    fetchSpy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await draftCryptoKey()).toBeNull();
    expect(await draftCryptoKey()).not.toBeNull();
  });
});
