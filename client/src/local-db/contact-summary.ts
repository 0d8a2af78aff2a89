/**
 * What lists show of a contact: its card in the contacts list, its hit in the top bar's search,
 * its option in an engagement's Contact field (with the type the engagement takes from it).
 * The search index keeps one per contact, so a search answers without reading rows.
 */
import type { Contact } from '@rentline/sync-protocol/wire';
import type { ContactRow } from './schema';

export type ContactSummary = Pick<
  Contact,
  'id' | 'full_name' | 'email' | 'primary_phone' | 'preferred_payment_method' | 'contact_type'
>;

export const toContactSummary = ({
  id,
  full_name,
  email,
  primary_phone,
  preferred_payment_method,
  contact_type,
}: ContactRow): ContactSummary => ({
  id,
  full_name,
  email,
  primary_phone,
  preferred_payment_method,
  contact_type,
});
