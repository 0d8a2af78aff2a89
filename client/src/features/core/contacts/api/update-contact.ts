/**
 * Update contact: the engine sends only the fields that changed (with their previous values).
 * The SSN goes only when typed; the photo only when a new one was chosen.
 */
import type { ContactValues } from '@rentline/sync-protocol';
import { mutate } from '@/sync';

export async function updateContact(id: string, values: ContactValues): Promise<void> {
  const { ssn_encrypted, photo_id, ...rest } = values;
  await mutate('contact.update', {
    ...rest,
    id,
    ...(ssn_encrypted ? { ssn_encrypted } : {}),
    ...(photo_id ? { photo_id } : {}),
  });
}
