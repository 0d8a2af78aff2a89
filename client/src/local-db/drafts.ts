/**
 * Form drafts (db.ts point 6), so a reload mid-form loses nothing. Each employee's drafts are
 * their own: kept under their id and encrypted (AES-GCM) with their draft key, so after sign-out
 * the next person on the tablet neither sees them in a form nor can read them in storage, and
 * the same employee finds them again after signing in (DESIGN.md section 4, "Auth and shared
 * tablets"). Without a key (not fetched yet) nothing is saved rather than saved in clear.
 */
import type { LocalDb } from './db';

const PREFIX = 'enc1:';

const toBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};
const fromBase64 = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

export interface DraftOwner {
  employeeId: number;
  key: CryptoKey;
}

const storageKey = (owner: DraftOwner, name: string) => `draft:${owner.employeeId}:${name}`;

export function createDrafts(db: LocalDb) {
  return {
    async save(owner: DraftOwner, name: string, text: string): Promise<void> {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const ct = new Uint8Array(
        await crypto.subtle.encrypt(
          { name: 'AES-GCM', iv },
          owner.key,
          new TextEncoder().encode(text),
        ),
      );
      const sealed = new Uint8Array(iv.length + ct.length);
      sealed.set(iv);
      sealed.set(ct, iv.length);
      await db.kv.put({ key: storageKey(owner, name), value: PREFIX + toBase64(sealed) });
    },
    /** The draft's text; null when there is none or it cannot be read with this key. */
    async load(owner: DraftOwner, name: string): Promise<string | null> {
      const value = (await db.kv.get(storageKey(owner, name)))?.value;
      if (!value?.startsWith(PREFIX)) return null;
      const sealed = fromBase64(value.slice(PREFIX.length));
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: sealed.slice(0, 12) },
          owner.key,
          sealed.slice(12),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
    async remove(owner: Pick<DraftOwner, 'employeeId'>, name: string): Promise<void> {
      await db.kv.delete(`draft:${owner.employeeId}:${name}`);
    },
  };
}
