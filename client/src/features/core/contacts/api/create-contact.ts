/** Create contact: a local write queued for sync (works offline). Resolves with the new id. */
import { v7 as uuidv7 } from 'uuid';
import type { ContactValues } from '@rentline/sync-protocol';
import { mutate } from '@/sync';

export async function createContact(values: ContactValues): Promise<string> {
  const id = uuidv7();
  await mutate('contact.create', { ...values, id });
  return id;
}
