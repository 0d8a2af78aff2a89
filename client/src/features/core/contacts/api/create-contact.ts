/**
 * Create contact: a local write queued for sync (works offline). Resolves with the contact as
 * the tablet now holds it, and puts it into the contacts list's kept answers, so the list shows
 * it at once. The SSN is sealed to the server's key before anything is written (it never rests
 * in clear here).
 */
import { v7 as uuidv7 } from 'uuid';
import { contactSchema, type Contact, type ContactValues } from '@rentline/sync-protocol/wire';
import { localDb } from '@/local-db/app-db';
import { createdRecord, mutate, sealSsn } from '@/sync';
import { keepCreatedContact } from './contacts-list-answers';

export async function createContact(values: ContactValues): Promise<Contact> {
  const id = uuidv7();
  const { ssn_encrypted, ...rest } = values;
  const queued = await mutate('contact.create', {
    ...rest,
    id,
    ...(ssn_encrypted ? { ssn_sealed: await sealSsn(ssn_encrypted) } : {}),
  });
  const contact = contactSchema.parse(createdRecord(queued));
  keepCreatedContact(localDb, contact);
  return contact;
}
