/** Test factories for contacts in the local replica. */
import type { Contact } from '@rentline/sync-protocol';
import { applyMutation } from '../../sync/appliers';
import { contactArgs } from '../../sync/testing/factories';

/** A contact as a local create leaves it (every field filled), with the given fields. */
export function contact(overrides: Parameters<typeof contactArgs>[0] = {}): Contact {
  return applyMutation(
    'contact.create',
    contactArgs(overrides) as Record<string, unknown>,
    undefined,
    '2026-01-01T00:00:00.000Z',
  ) as unknown as Contact;
}
