import type { Contact, ContactDetail, ContactListItem } from '@rentline/sync-protocol/wire';
import type { ContactRow } from './contacts.table';

type Row = Record<string, unknown>;

/** A stored row as the protocol's Contact: the SSN never leaves, the photo only on request. */
function presentContact(row: ContactRow): Contact {
  const { ssn_encrypted, photo_id, ...rest } = row;
  return {
    ...rest,
    paycheck_amount: rest.paycheck_amount === null ? null : Number(rest.paycheck_amount),
    version: Number(rest.version),
    has_photo: photo_id !== null && photo_id !== undefined,
    has_ssn: ssn_encrypted !== null && ssn_encrypted !== undefined,
  };
}

export function presentContactDetail(row: ContactRow): ContactDetail {
  return { ...presentContact(row), photo_id: row.photo_id ?? null };
}

export function presentContactListItem(row: Row): ContactListItem {
  const fullName = String(row.full_name ?? '');
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return {
    id: String(row.id),
    full_name: fullName,
    first_name: first,
    last_name: rest.join(' '),
    primary_phone: String(row.primary_phone ?? ''),
    email: String(row.email ?? ''),
    address: String(row.address ?? ''),
    preferred_payment_method: (row.preferred_payment_method as string | null) ?? null,
  };
}
