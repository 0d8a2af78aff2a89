/** Test factories for sync tests (unit tests here and the cross-package tests in tests/sync). */
import { v7 as uuidv7 } from 'uuid';
import type { MutationArgs } from '@rentline/sync-protocol/wire';
import { createLocalDb } from '../../local-db/db';
import { storeSsnKey } from '../ssn-seal';

let n = 0;

export function contactArgs(
  overrides: Partial<MutationArgs<'contact.create'>> = {},
): MutationArgs<'contact.create'> {
  n++;
  return {
    id: uuidv7(),
    full_name: `Test Person ${n}`,
    email: `person${n}@example.com`,
    address: `${n} Main Street`,
    primary_phone: `555-010-${String(n).padStart(4, '0')}`,
    ...overrides,
  };
}

/** An item as the replica holds it, last changed on Jan 1. */
export const itemRow = (id: string, patch: Record<string, unknown> = {}) => ({
  id,
  name: 'Sofa',
  description: null,
  model: null,
  serial_number: null,
  status: 'In-Stock',
  procurement_date: null,
  our_cost: 100,
  retail_price: 200,
  in_stock_units: 5,
  category_id: null,
  vendor_id: null,
  primary_image: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 3,
  ...patch,
});

/** A fresh, uniquely named local database (fake-indexeddb must be loaded first). */
export function testDb(prefix = 'test') {
  return createLocalDb(`${prefix}-${uuidv7()}`);
}

/**
 * Gives `db` a server SSN key (a fresh RSA-OAEP pair, as GET /api/sync/ssn-key would) and
 * answers what a sealed SSN holds, as the server would open it.
 */
export async function withSsnKey(db: ReturnType<typeof createLocalDb>) {
  const pair = await crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: 2048,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  await storeSsnKey(db, {
    key_id: 'test',
    algorithm: 'RSA-OAEP-256',
    spki: btoa(String.fromCharCode(...spki)),
  });
  return {
    async open(sealed: string): Promise<string> {
      const ct = Uint8Array.from(atob(sealed.slice('pk1:'.length)), (c) => c.charCodeAt(0));
      const plain = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, pair.privateKey, ct);
      return new TextDecoder().decode(plain);
    },
  };
}
