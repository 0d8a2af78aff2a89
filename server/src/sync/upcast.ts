/**
 * Mutations of an older protocol version, upgraded to the current one (DESIGN.md section 4,
 * "Versions"): a tablet may stay offline across a server upgrade, and its outbox must still
 * apply. One small function per protocol change, keyed by the version it upgrades FROM; a
 * push of version v runs upcasters v, v + 1, ... up to the current version. A version older than
 * `SYNC_SCHEMA.oldest` (or newer than the server's) is refused as a whole (409
 * `schema_unsupported`), and the client parks those mutations as sync issues with their data.
 */
import { SSN_MAX_LENGTH, SYNC_SCHEMA } from '@rentline/sync-protocol/rules';
import type { Mutation } from '@rentline/sync-protocol/wire';
import { conflict } from '../http/errors';
import type { SsnCipher } from '../modules/contacts/ssn-cipher';

export interface UpcastDeps {
  cipher: SsnCipher;
}

type Upcaster = (m: Mutation, deps: UpcastDeps) => Mutation;

const UPCASTERS: Record<number, Upcaster> = {
  /**
   * 1 -> 2: a contact's SSN travelled as text in `ssn_encrypted`; now it is sealed. A text version
   * 1 would have refused (not a string, or longer than an SSN) is left as it came, so the
   * version 2 schema refuses the mutation instead of the seal failing on it.
   */
  1: (m, { cipher }) => {
    if (!m.name.startsWith('contact.') || !('ssn_encrypted' in m.args)) return m;
    const { ssn_encrypted, ...args } = m.args;
    if (ssn_encrypted === null || ssn_encrypted === undefined)
      return { ...m, args: { ...args, ssn_sealed: null } };
    if (typeof ssn_encrypted !== 'string' || ssn_encrypted.trim().length > SSN_MAX_LENGTH) return m;
    const text = ssn_encrypted.trim();
    return { ...m, args: { ...args, ssn_sealed: text ? cipher.seal(text) : null } };
  },
};

/** The protocol version of a push or pull, checked: absent means 1 (before versions existed). */
export function acceptedVersion(version: number | undefined): number {
  const v = version ?? 1;
  if (v < SYNC_SCHEMA.oldest || v > SYNC_SCHEMA.current) {
    throw conflict(
      `This app speaks version ${v} of the sync protocol; the server reads versions ${SYNC_SCHEMA.oldest} to ${SYNC_SCHEMA.current}. Update the app.`,
      'schema_unsupported',
      { schema_version: SYNC_SCHEMA.current },
    );
  }
  return v;
}

export function upcast(m: Mutation, from: number, deps: UpcastDeps): Mutation {
  let out = m;
  for (let v = from; v < SYNC_SCHEMA.current; v++) out = UPCASTERS[v]!(out, deps);
  return out;
}
