/**
 * The signed-in employee's draft key (GET /api/auth/draft-key): their form drafts on this device
 * are encrypted with it (local-db/drafts.ts). It is kept in local storage beside the session
 * token while they are signed in (a reload reads drafts offline) and removed at sign-out
 * (session.ts), so the next person on the tablet cannot read them; the same employee gets the
 * same key again at their next sign-in.
 */
import { z } from 'zod';
import { DRAFT_KEY_STORAGE } from './draft-key-storage';
import { apiFetch } from './http';

const answerSchema = z.object({ key: z.string().min(16) });

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

let cached: { raw: string; key: Promise<CryptoKey> } | null = null;

/** After sign-in, while online: fetches the key unless it is already here. */
export async function fetchDraftKey(): Promise<void> {
  if (storage()?.getItem(DRAFT_KEY_STORAGE)) return;
  const { key } = await apiFetch('/auth/draft-key', { schema: answerSchema });
  storage()?.setItem(DRAFT_KEY_STORAGE, key);
}

/** The key as WebCrypto wants it; null while none is known (signed out, or not fetched yet). */
export function draftCryptoKey(): Promise<CryptoKey> | null {
  const raw = storage()?.getItem(DRAFT_KEY_STORAGE);
  if (!raw) return null;
  if (cached?.raw !== raw) {
    const bytes = Uint8Array.from(atob(raw), (c) => c.charCodeAt(0));
    cached = {
      raw,
      key: crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']),
    };
  }
  return cached.key;
}
