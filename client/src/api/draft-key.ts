/**
 * The signed-in employee's draft key (GET /api/auth/draft-key): their form drafts on this device
 * are encrypted with it (local-db/drafts.ts). The server derives it for the employee of the
 * session that asks, and the tablet keeps it in this page's memory only, as a key WebCrypto will
 * not export: never in local storage or IndexedDB beside the session token, so a copy of the
 * browser profile holds the drafts but not what opens them.
 *
 * - It is fetched with the session after sign-in and again after each reload (one request per
 *   session and page). Offline after a reload there is no key until the server answers: drafts
 *   are neither read nor saved meanwhile, rather than saved in clear.
 * - It belongs to the session it was fetched with: once that session is gone (signed out,
 *   expired) or another person signs in, it is dropped and never handed out again. Sign-out also
 *   drops it at once (`forgetDraftKey`).
 * - The same employee gets the same key at their next sign-in, so their drafts are theirs again.
 */
import { z } from 'zod';
import { apiFetch } from './http';
import { getEmployee, getToken } from './session';

const answerSchema = z.object({ key: z.string().min(16) });

let held: { token: string; employeeId: number; key: Promise<CryptoKey | null> } | null = null;

// Versions before issue 49 kept the key in local storage: a tablet updated from one drops it.
try {
  globalThis.localStorage?.removeItem('draft_key');
} catch {
  // Storage blocked: there is nothing to remove either.
}

async function fetchKey(): Promise<CryptoKey> {
  const { key } = await apiFetch('/auth/draft-key', { schema: answerSchema, cache: 'no-store' });
  const bytes = Uint8Array.from(atob(key), (c) => c.charCodeAt(0));
  return crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/**
 * The key as WebCrypto wants it, for the person signed in now; null while nobody is, or while the
 * server cannot be reached (asked again next time).
 */
export function draftCryptoKey(): Promise<CryptoKey | null> {
  const token = getToken();
  const employee = getEmployee();
  if (!token || !employee) {
    held = null;
    return Promise.resolve(null);
  }
  if (held?.token !== token || held.employeeId !== employee.id) {
    const mine = {
      token,
      employeeId: employee.id,
      key: fetchKey().catch(() => {
        if (held === mine) held = null;
        return null;
      }),
    };
    held = mine;
  }
  return held.key;
}

/** After sign-in, while online: fetches the key ahead of the first form that needs it. */
export async function fetchDraftKey(): Promise<void> {
  await draftCryptoKey();
}

/** Sign-out: the key leaves memory at once. */
export function forgetDraftKey(): void {
  held = null;
}
