import { Contact } from '../../db/entities';
import { type RowOf, rowTable } from '../../db/row-table';

/**
 * `contacts` for the row appliers: every column of the Contact entity is writable;
 * `ssn_encrypted` and `photo_id` are written but never presented with the row.
 */
export const CONTACTS = rowTable(Contact, 'contact');
export type ContactRow = RowOf<typeof CONTACTS>;

/** SQL giving a contact row in the protocol's shape: no SSN, no photo, flags instead. */
export const CONTACT_JSON_SQL = `(to_jsonb(c) - 'ssn_encrypted' - 'photo_id')
  || jsonb_build_object('has_photo', c.photo_id is not null, 'has_ssn', c.ssn_encrypted is not null)`;
