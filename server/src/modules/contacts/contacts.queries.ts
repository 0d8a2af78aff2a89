import type { EntityManager } from '@mikro-orm/sql';
import { likePattern } from '../../db/like';
import { sql } from 'kysely';
import { typed } from '../../db/kysely';
import { TOTAL, typedPageAndTotal } from '../../db/page-total';
import { notFound } from '../../http/errors';
import type { ContactRow } from './contacts.table';

/** One page of contacts in name order, and how many match (one round trip: db/page-total.ts). */
export async function listContacts(
  em: EntityManager,
  q: { limit: number; offset: number; search?: string },
) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const { rows, total } = await typedPageAndTotal(em, (db) => {
    const all = db.selectFrom('contacts');
    const matching = pattern
      ? all.where((eb) =>
          eb.or([
            eb('full_name', 'ilike', pattern),
            eb('email', 'ilike', pattern),
            eb('primary_phone', 'ilike', pattern),
          ]),
        )
      : all;
    const count = matching.select(TOTAL.as('total_count'));
    const page = matching
      .select([
        'id',
        'full_name',
        'email',
        'address',
        'primary_phone',
        'preferred_payment_method',
        count.$asScalar().as('total_count'),
      ])
      .orderBy((eb) => eb.fn('lower', ['full_name']))
      .orderBy('id')
      .limit(q.limit)
      .offset(q.offset);
    return { page, count };
  });
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getContactRow(em: EntityManager, id: string): Promise<ContactRow> {
  const found = await typed(em)
    .selectFrom('contacts as c')
    .select(sql<ContactRow>`to_jsonb(c)`.as('row'))
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!found) throw notFound('Contact not found');
  return found.row;
}

export async function getContactPhoto(em: EntityManager, id: string): Promise<Buffer> {
  const found = await typed(em)
    .selectFrom('contacts')
    .select('photo_id')
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found?.photo_id) throw notFound('This contact has no photo');
  return Buffer.from(found.photo_id, 'base64');
}
