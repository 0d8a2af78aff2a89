import { raw, sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { z } from 'zod';
import {
  EXCEPTION_TEXTS,
  type exceptionCreateSchema,
  type exceptionResolveSchema,
} from '@rentline/sync-protocol';
import { ExceptionType, PulseException } from '../../../db/entities';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { num, type Row } from '../pulse-sql';

type CreateInput = z.output<typeof exceptionCreateSchema>;
type ResolveInput = z.output<typeof exceptionResolveSchema>;

/** The type's id by name (any case); a new name ("other") becomes a new type. */
async function exceptionTypeId(em: EntityManager, name: string): Promise<number> {
  const find = () =>
    em
      .createQueryBuilder(ExceptionType)
      .select('id')
      .where(sql`lower(name) = lower(${name})`)
      .orderBy({ id: 'asc' })
      .limit(1)
      .execute('get');
  let row = await find();
  if (!row) {
    await em
      .createQueryBuilder(ExceptionType)
      .insert({ name })
      .onConflict('name')
      .ignore()
      .execute();
    row = await find();
  }
  return num(row!.id);
}

/** The customer a reference belongs to; a reference that does not exist is a 400 on its field. */
async function ownerOf(
  em: EntityManager,
  field: string,
  sql: string,
  id: unknown,
): Promise<number | null> {
  const [row] = await em.execute<Row[]>(sql, [id]);
  if (!row) {
    const message = `${{ customer_id: 'Customer', payment_id: 'Payment' }[field] ?? 'Scheduled payment'} not found`;
    throw badRequest(message, { [field]: message });
  }
  return row.customer_id === null ? null : num(row.customer_id);
}

/** Records an exception; its customer is the one given, else the one its payment belongs to. */
export async function createException(em: EntityManager, input: CreateInput): Promise<number> {
  const owners: (number | null)[] = [];
  if (input.customer_id)
    owners.push(
      await ownerOf(
        em,
        'customer_id',
        'select id as customer_id from customers where id = ?',
        input.customer_id,
      ),
    );
  if (input.payment_id) {
    owners.push(
      await ownerOf(
        em,
        'payment_id',
        'select a.customer_id from payments p join agreements a on a.id = p.agreement_id where p.id = ?',
        input.payment_id,
      ),
    );
  }
  if (input.scheduled_payment_id) {
    owners.push(
      await ownerOf(
        em,
        'scheduled_payment_id',
        'select a.customer_id from scheduled_payments sp join agreements a on a.id = sp.agreement_id where sp.id = ?',
        input.scheduled_payment_id,
      ),
    );
  }
  const id = await em.insert(PulseException, {
    exception_type_id: await exceptionTypeId(em, input.type),
    customer_id: owners.find((o) => o !== null) ?? null,
    payment_id: input.payment_id ?? null,
    scheduled_payment_id: input.scheduled_payment_id ?? null,
    description: input.description ?? null,
  });
  return num(id);
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
