/** Test factories for sync tests (unit tests here and the cross-package tests in tests/sync). */
import { v7 as uuidv7 } from 'uuid';
import type { MutationArgs } from '@rentline/sync-protocol';
import { createLocalDb } from '../../local-db/db';

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

/** A fresh, uniquely named local database (fake-indexeddb must be loaded first). */
export function testDb(prefix = 'test') {
  return createLocalDb(`${prefix}-${uuidv7()}`);
}
