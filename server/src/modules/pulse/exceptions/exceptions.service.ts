import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import { EXCEPTION_TEXTS } from '@rentline/sync-protocol/texts';
import type { exceptionCreateSchema, exceptionResolveSchema } from '@rentline/sync-protocol/wire';
import { PulseException } from '../../../db/entities';
import { typed } from '../../../db/kysely';
import { badRequest, conflict, notFound } from '../../../http/errors';

type CreateInput = z.output<typeof exceptionCreateSchema>;
type ResolveInput = z.output<typeof exceptionResolveSchema>;

/** The type's id by name (any case); a new name ("other") becomes a new type. */
async function exceptionTypeId(em: EntityManager, name: string): Promise<number> {
  const k = typed(em);
  const find = () =>
    k
      .selectFrom('exception_types')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', eb.fn('lower', [eb.val(name)])))
      .orderBy('id')
      .limit(1);
  const row = await find().executeTakeFirst();
  if (row) return row.id;
  await k
    .insertInto('exception_types')
    .values({ name })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return (await find().executeTakeFirstOrThrow()).id;
}

const REFERENCES = {
  customer_id: 'Customer',
  payment_id: 'Payment',
  scheduled_payment_id: 'Scheduled payment',
} as const;

/** The customer a reference belongs to; a reference that does not exist is a 400 on its field. */
async function ownerOf(
  field: keyof typeof REFERENCES,
  query: { executeTakeFirst(): Promise<{ customer_id: number | null } | undefined> },
): Promise<number | null> {
  const row = await query.executeTakeFirst();
  if (!row) {
    const message = `${REFERENCES[field]} not found`;
    throw badRequest(message, { [field]: message });
  }
  return row.customer_id;
}

/** Records an exception; its customer is the one given, else the one its payment belongs to. */
export async function createException(em: EntityManager, input: CreateInput): Promise<number> {
  const k = typed(em);
  const owners: (number | null)[] = [];
  if (input.customer_id)
    owners.push(
      await ownerOf(
        'customer_id',
        k.selectFrom('customers').select('id as customer_id').where('id', '=', input.customer_id),
      ),
    );
  if (input.payment_id) {
    owners.push(
      await ownerOf(
        'payment_id',
        k
          .selectFrom('payments as p')
          .innerJoin('agreements as a', 'a.id', 'p.agreement_id')
          .select('a.customer_id')
          .where('p.id', '=', input.payment_id),
      ),
    );
  }
  if (input.scheduled_payment_id) {
    owners.push(
      await ownerOf(
        'scheduled_payment_id',
        k
          .selectFrom('scheduled_payments as sp')
          .innerJoin('agreements as a', 'a.id', 'sp.agreement_id')
          .select('a.customer_id')
          .where('sp.id', '=', input.scheduled_payment_id),
      ),
    );
  }
  const { id } = await k
    .insertInto('exceptions')
    .values({
      exception_type_id: await exceptionTypeId(em, input.type),
      customer_id: owners.find((o) => o !== null) ?? null,
      payment_id: input.payment_id ?? null,
      scheduled_payment_id: input.scheduled_payment_id ?? null,
      description: input.description ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Resolves once, with its note and who resolved it: a second resolve is a 409, an unknown id a 404. */
export async function resolveException(
  em: EntityManager,
  id: number,
  input: ResolveInput,
  employeeId: number,
): Promise<void> {
  const resolved = await em.nativeUpdate(
    PulseException,
    { id, resolved_at: null },
    { resolved_at: raw('now()'), resolution: input.resolution, resolved_by: employeeId },
  );
  if (resolved > 0) return;
  if ((await em.count(PulseException, { id })) === 0) throw notFound(EXCEPTION_TEXTS.notFound);
  throw conflict(EXCEPTION_TEXTS.alreadyResolved, 'already_resolved');
}

/** Opens a resolved exception again (its resolution is cleared); an open one is a 409. */
export async function reopenException(em: EntityManager, id: number): Promise<void> {
  const reopened = await em.nativeUpdate(
    PulseException,
    { id, resolved_at: { $ne: null } },
    { resolved_at: null, resolution: null, resolved_by: null },
  );
  if (reopened > 0) return;
  if ((await em.count(PulseException, { id })) === 0) throw notFound(EXCEPTION_TEXTS.notFound);
  throw conflict(EXCEPTION_TEXTS.notResolved, 'not_resolved');
}
