/**
 * Update contact: only the fields the person changed are sent, with the values the form showed
 * as their base (DESIGN.md section 4, "Mutations"). The SSN goes only when typed, sealed to the
 * server's key; the photo only when a new one was chosen.
 */
import type { ContactValues } from '@rentline/sync-protocol/wire';
import { mutate, sealSsn } from '@/sync';

export async function updateContact(
  id: string,
  values: ContactValues,
  shown: { base: Record<string, unknown>; baseVersion?: number },
): Promise<void> {
  const { ssn_encrypted, photo_id, ...rest } = values;
  await mutate(
    'contact.update',
    {
      ...rest,
      id,
      ...(ssn_encrypted ? { ssn_sealed: await sealSsn(ssn_encrypted) } : {}),
      ...(photo_id ? { photo_id } : {}),
    },
    shown,
  );
}
