/**
 * Delete contact. The server refuses to delete a contact with a customer account; the replica
 * knows the customers (customer options carry their contact), so that refusal is given at once
 * instead of after the next sync.
 */
import { ERRORS } from '@rentline/sync-protocol';
import { localDb } from '@/local-db/app-db';
import { mutate } from '@/sync';

export class ContactDeleteRefused extends Error {}

export async function deleteContact(id: string): Promise<void> {
  const customers = await localDb.lookups
    .where('entity')
    .equals('customer_option')
    .filter((row) => row.data.contact_id === id)
    .count();
  if (customers > 0) throw new ContactDeleteRefused(ERRORS.contactHasCustomer);
  await mutate('contact.delete', { id });
}
