/**
 * Delete contact. The server refuses to delete a contact with a customer account; the replica
 * knows the customers (customer options carry their contact), so that refusal is given at once
 * instead of after the next sync.
 */
import { ERRORS } from '@rentline/sync-protocol/texts';
import { apiFetch } from '@/api/http';
import { localDb } from '@/local-db/app-db';
import { mutate, writeOnline } from '@/sync';

export class ContactDeleteRefused extends Error {}

async function refuseCustomer(id: string): Promise<void> {
  const customers = await localDb.lookups
    .where('entity')
    .equals('customer_option')
    .filter((row) => row.data.contact_id === id)
    .count();
  if (customers > 0) throw new ContactDeleteRefused(ERRORS.contactHasCustomer);
}

/** Deleted here at once and queued for the server (works offline). */
export async function deleteContact(id: string): Promise<void> {
  await refuseCustomer(id);
  await mutate('contact.delete', { id });
}

/**
 * Deleted with a manager's approval (roles.ts `customer.delete`, for a role that needs one):
 * online, through `DELETE /api/core/contacts/:id` with the approval asked on this tablet, from
 * the version shown (edits made elsewhere since are reported as overwritten, as for a queued
 * delete). Nothing changes here until the server has deleted it.
 */
export async function deleteContactApproved(id: string, shownVersion: number): Promise<void> {
  await refuseCustomer(id);
  await writeOnline(() =>
    apiFetch(`/core/contacts/${id}?base_version=${shownVersion}`, {
      method: 'DELETE',
      approval: { action: 'customer.delete', recordId: id },
    }),
  );
}
