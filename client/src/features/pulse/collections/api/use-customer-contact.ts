/**
 * A customer as the replica knows them, for an account that is not in the queue (an exception's
 * Contact button may lead to one): the account's name and holder from the lookups, the holder's
 * phone, email and address from the contacts. Null when the tablet has no such customer.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { localDb } from '@/local-db/app-db';

export interface CustomerContact {
  name: string;
  contactId: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
}

export function useCustomerContact(customerId: number): CustomerContact | null | undefined {
  return useLiveQuery(async () => {
    const option = await localDb.lookups.get(['customer_option', customerId]);
    if (!option) return null;
    const contactId = typeof option.data.contact_id === 'string' ? option.data.contact_id : null;
    const contact = contactId ? await localDb.contacts.get(contactId) : undefined;
    return {
      name: option.name,
      contactId,
      phone: contact?.primary_phone || null,
      email: contact?.email || null,
      address: contact?.address || null,
    };
  }, [customerId]);
}
