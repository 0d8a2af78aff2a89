/**
 * Create contact: a local write queued for sync (works offline). Resolves with the new id. The
 * SSN is sealed to the server's key before anything is written (it never rests in clear here).
 */
import { v7 as uuidv7 } from 'uuid';
import type { ContactValues } from '@rentline/sync-protocol/wire';
import { mutate, sealSsn } from '@/sync';

export async function createContact(values: ContactValues): Promise<string> {
  const id = uuidv7();
  const { ssn_encrypted, ...rest } = values;
  await mutate('contact.create', {
    ...rest,
    id,
    ...(ssn_encrypted ? { ssn_sealed: await sealSsn(ssn_encrypted) } : {}),
  });
  return id;
}
