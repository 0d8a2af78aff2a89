import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import {
  CUSTOMER_FREQUENCY_LABELS,
  VALIDATION,
  type customerCreateSchema,
  type customerUpdateSchema,
} from '@rentline/sync-protocol';
import { nextVersion } from '../../../db/versioning';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { num, type Row } from '../pulse-sql';

type CreateInput = z.output<typeof customerCreateSchema>;
type UpdateInput = z.output<typeof customerUpdateSchema>;

/**
 * Opens a customer account for a contact (always Active). The contact row is locked so two
 * requests cannot both open an account for it; the payment frequency is copied from the contact
 * when it is one of the account labels. Customers replicate (customer_option): fresh version.
 */
export async function createCustomer(em: EntityManager, input: CreateInput) {
  const [contact] = await em.execute<Row[]>(
    'select id, full_name, payment_frequency from contacts where id = ? for update',
    [input.contactId],
  );
  if (!contact)
    throw badRequest(VALIDATION.contactSelectionRequired, {
      contactId: VALIDATION.contactSelectionRequired,
    });
  const name = String(contact.full_name);
  const [existing] = await em.execute<Row[]>(
    'select id from customers where contact_id = ? order by id limit 1',
    [input.contactId],
  );
  if (existing) {
    throw conflict(`${name} already has a customer account`, 'customer_exists', {
      customer_id: num(existing.id),
    });
  }
  const frequency = (CUSTOMER_FREQUENCY_LABELS as readonly string[]).includes(
    String(contact.payment_frequency),
  )
    ? String(contact.payment_frequency)
    : null;
  const [row] = await em.execute<Row[]>(
    `insert into customers (contact_id, account_status, payment_frequency, next_account_due_date, notes, version)
     values (?, ?, ?, ?::date, ?, ?) returning id`,
    [
      input.contactId,
      input.accountStatus,
      frequency,
      input.nextAccountDueDate,
      input.notes ?? null,
      await nextVersion(em),
    ],
  );
  return { customerId: num(row!.id), customerName: name };
}

const UPDATABLE = [
  'account_status',
  'next_account_due_date',
  'payment_frequency',
  'notes',
] as const;

/** Changes only the fields sent (null clears), with a fresh version. */
export async function updateCustomer(
  em: EntityManager,
  id: number,
  input: UpdateInput,
): Promise<void> {
  const sent = UPDATABLE.filter((k) => input[k] !== undefined);
  const sets = sent.map((k) => (k === 'next_account_due_date' ? `${k} = ?::date` : `${k} = ?`));
  const rows = await em.execute<Row[]>(
    `update customers set ${[...sets, 'version = ?'].join(', ')} where id = ? returning id`,
    [...sent.map((k) => input[k] ?? null), await nextVersion(em), id],
  );
  if (rows.length === 0) throw notFound('Customer not found');
}
