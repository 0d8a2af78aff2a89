import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { CUSTOMER_FREQUENCY_LABELS } from '@rentline/sync-protocol/rules';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import type { customerCreateSchema, customerUpdateSchema } from '@rentline/sync-protocol/wire';
import { Contact, Customer } from '../../../db/entities';
import { nextVersion } from '../../../db/versioning';
import { badRequest, conflict, notFound } from '../../../http/errors';

type CreateInput = z.output<typeof customerCreateSchema>;
type UpdateInput = z.output<typeof customerUpdateSchema>;

/**
 * Opens a customer account for a contact (always Active). The contact row is locked so two
 * requests cannot both open an account for it; the payment frequency is copied from the contact
 * when it is one of the account labels. Customers replicate (customer_option): fresh version.
 */
export async function createCustomer(em: EntityManager, input: CreateInput) {
  const contact = await em
    .createQueryBuilder(Contact)
    .select(['id', 'full_name', 'payment_frequency'])
    .where({ id: input.contactId })
    .setLockMode(LockMode.PESSIMISTIC_WRITE)
    .execute('get');
  if (!contact)
    throw badRequest(VALIDATION.contactSelectionRequired, {
      contactId: VALIDATION.contactSelectionRequired,
    });
  const name = contact.full_name;
  const existing = await em
    .createQueryBuilder(Customer)
    .select('id')
    .where({ contact_id: input.contactId })
    .orderBy({ id: 'asc' })
    .limit(1)
    .execute('get');
  if (existing) {
    throw conflict(`${name} already has a customer account`, 'customer_exists', {
      customer_id: existing.id,
    });
  }
  const frequency = (CUSTOMER_FREQUENCY_LABELS as readonly string[]).includes(
    String(contact.payment_frequency),
  )
    ? String(contact.payment_frequency)
    : null;
  const customerId = await em.insert(Customer, {
    contact_id: input.contactId,
    account_status: input.accountStatus,
    payment_frequency: frequency,
    next_account_due_date: input.nextAccountDueDate,
    notes: input.notes ?? null,
    version: await nextVersion(em),
  });
  return { customerId, customerName: name };
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
  const changes = Object.fromEntries(sent.map((k) => [k, input[k] ?? null]));
  const updated = await em.nativeUpdate(
    Customer,
    { id },
    { ...changes, version: await nextVersion(em) },
  );
  if (updated === 0) throw notFound('Customer not found');
}
