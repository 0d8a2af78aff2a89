import type { EntityManager } from '@mikro-orm/sql';
import { likePattern } from '../../db/like';
import { pageAndTotal } from '../../db/page-total';
import { notFound } from '../../http/errors';
import type { ContactRow } from './contacts.table';

const searchClause = (search?: string) =>
  search
    ? {
        sql: `where (full_name ilike ? or email ilike ? or primary_phone ilike ?)`,
        params: Array(3).fill(likePattern(search)),
      }
    : { sql: '', params: [] as string[] };

/** One page of contacts in name order, and how many match (one round trip: db/page-total.ts). */
export async function listContacts(
  em: EntityManager,
  q: { limit: number; offset: number; search?: string },
) {
  const where = searchClause(q.search);
  const counted = { from: `from contacts ${where.sql}`, params: where.params };
  const { rows, total } = await pageAndTotal(
    em,
    counted,
    (count) =>
      `select id, full_name, email, address, primary_phone, preferred_payment_method, ${count}
       from contacts ${where.sql}
       order by lower(full_name), id limit ? offset ?`,
    [...where.params, q.limit, q.offset],
  );
  return { rows, total, hasMore: q.offset + rows.length < total };
}

export async function getContactRow(em: EntityManager, id: string): Promise<ContactRow> {
  const rows = await em.execute<{ row: ContactRow }[]>(
    'select to_jsonb(c) as row from contacts c where id = ?',
    [id],
  );
  if (!rows[0]) throw notFound('Contact not found');
  return rows[0].row;
}

export async function getContactPhoto(em: EntityManager, id: string): Promise<Buffer> {
  const rows = await em.execute<{ photo_id: string | null }[]>(
    'select photo_id from contacts where id = ?',
    [id],
  );
  if (!rows[0]?.photo_id) throw notFound('This contact has no photo');
  return Buffer.from(rows[0].photo_id, 'base64');
}
