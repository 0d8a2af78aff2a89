/**
 * Sealing the SSN on the device (DESIGN.md section 4, "Auth and shared tablets"): before it is
 * written anywhere, the SSN is encrypted to the server's public key (RSA-OAEP, SHA-256, WebCrypto),
 * so the outbox, drafts and every other store on the tablet only ever hold ciphertext that the
 * server alone can open.
 *
 * 1. The key is fetched by the sync engine while online (GET /api/sync/ssn-key) and kept in `kv`
 *    (a public key is no secret), so an SSN can be sealed offline afterwards.
 * 2. `sealSsn` answers `pk1:<base64 ciphertext>`; without a key yet it throws `NoSsnKeyError`
 *    (the form says so: the tablet must have been online once).
 * 3. Outbox rows of protocol version 1 carried the SSN as text: `sealWaitingSsns` seals them in
 *    place once the key is known, and they become version 2 rows.
 */
import { SSN_SEAL } from '@rentline/sync-protocol/rules';
import { ssnKeySchema, type SsnKey } from '@rentline/sync-protocol/wire';
import type { LocalDb } from '../local-db/db';

const KEY = 'ssn-key';

export class NoSsnKeyError extends Error {
  constructor() {
    super('Connect this tablet to the internet once to save an SSN on it');
    this.name = 'NoSsnKeyError';
  }
}

export async function storeSsnKey(db: LocalDb, key: SsnKey): Promise<void> {
  const current = await db.kv.get(KEY);
  const value = JSON.stringify(key);
  if (current?.value !== value) await db.kv.put({ key: KEY, value });
}

async function loadSsnKey(db: LocalDb): Promise<SsnKey | null> {
  const raw = (await db.kv.get(KEY))?.value;
  if (!raw) return null;
  const parsed = ssnKeySchema.safeParse(JSON.parse(raw));
  return parsed.success ? parsed.data : null;
}

const base64ToBytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
const bytesToBase64 = (bytes: Uint8Array) => {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
};

/** 2. The SSN as ciphertext only the server can open. */
export async function sealSsn(db: LocalDb, plain: string): Promise<string> {
  const key = await loadSsnKey(db);
  if (!key) throw new NoSsnKeyError();
  const publicKey = await crypto.subtle.importKey(
    'spki',
    base64ToBytes(key.spki),
    { name: SSN_SEAL.algorithm, hash: SSN_SEAL.hash },
    false,
    ['encrypt'],
  );
  const ct = await crypto.subtle.encrypt(
    { name: SSN_SEAL.algorithm },
    publicKey,
    new TextEncoder().encode(plain),
  );
  return `${SSN_SEAL.prefix}${bytesToBase64(new Uint8Array(ct))}`;
}

/** 3. Waiting rows that still hold an SSN as text (written before version 2), sealed in place. */
export async function sealWaitingSsns(db: LocalDb): Promise<number> {
  if (!(await loadSsnKey(db))) return 0;
  const clear = await db.outbox
    .filter((m) => m.entity === 'contact' && typeof m.args.ssn_encrypted === 'string')
    .toArray();
  for (const m of clear) {
    const { ssn_encrypted, ...rest } = m.args;
    const sealed = await sealSsn(db, String(ssn_encrypted));
    // Outside the sealing await (an IndexedDB transaction cannot wait on WebCrypto); a row that
    // was sent meanwhile is gone, and `modify` then changes nothing.
    await db.outbox
      .where('seq')
      .equals(m.seq)
      .modify((row) => {
        if (row.args.ssn_encrypted !== ssn_encrypted) return;
        row.args = { ...rest, ssn_sealed: sealed };
        row.schemaVersion = 2;
      });
  }
  return clear.length;
}
