/**
 * Reads of the inventory list (SPEC.md section 7, GET /api/flow/items): filtering, sorting and
 * paging all happen in SQL. Sort columns and directions come from the protocol's enums and are
 * mapped through the allowlists below; no request text is ever put into the SQL.
 */
import { sql } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/sql';
import type { FlowItemListQuery } from '@rentline/sync-protocol/wire';
import { Category, Vendor } from '../../db/entities';
import { typed } from '../../db/kysely';
import { likePattern } from '../../db/like';
import { pageAndTotal } from '../../db/page-total';
import { notFound } from '../../http/errors';

type Row = Record<string, unknown>;
type SortColumn = FlowItemListQuery['sort_by'];

/** Sort column -> SQL expression, and whether it can be null (nulls go last either way). */
const SORT_SQL: Record<SortColumn, { expr: string; nullable: boolean }> = {
  name: { expr: 'lower(x.name)', nullable: false },
  status: { expr: 'x.status', nullable: false },
  procurement_date: { expr: 'x.procurement_date', nullable: true },
  category_name: { expr: 'lower(c.name)', nullable: true },
  vendor_name: { expr: 'lower(v.name)', nullable: true },
  our_cost: { expr: 'x.our_cost', nullable: false },
  retail_price: { expr: 'x.retail_price', nullable: true },
};
const DIRECTION = { asc: 'asc', desc: 'desc' } as const;

/**
 * Item rows with their category and vendor names, in the protocol's column names, as `row`: from
 * `source` (the table, or a page of it) as `x`, with `extra` columns after `row`.
 */
const viewSql = (source = 'flow_items', extra = '') =>
  `select to_jsonb(x) || jsonb_build_object('category_name', c.name, 'vendor_name', v.name) as row ${extra}
  from ${source} x
  left join categories c on c.id = x.category_id
  left join vendors v on v.id = x.vendor_id`;

function whereOf(q: FlowItemListQuery): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (q.search) {
    const like = likePattern(q.search);
    clauses.push(
      '(x.name ilike ? or x.model ilike ? or x.serial_number ilike ? or x.description ilike ?)',
    );
    params.push(like, like, like, like);
  }
  if (q.status && q.status.toLowerCase() !== 'all') {
    clauses.push('x.status = ?');
    params.push(q.status);
  }
  if (q.category !== undefined) {
    clauses.push('x.category_id = ?');
    params.push(q.category);
  }
  if (q.vendor !== undefined) {
    clauses.push('x.vendor_id = ?');
    params.push(q.vendor);
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * One page of items with the total matching the filters (one round trip: db/page-total.ts); ties
 * broken by id so pages never overlap.
 */
export async function listFlowItems(
  em: EntityManager,
  q: FlowItemListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const where = whereOf(q);
  const counted = { from: `from flow_items x ${where.sql}`, params: where.params };
  const sort = SORT_SQL[q.sort_by];
  const dir = DIRECTION[q.sort_order];
  const order = `order by ${sort.expr} ${dir}${sort.nullable ? ' nulls last' : ''}, x.id ${dir}`;
  // The page is cut before its rows are turned into JSON: converting every matching row first
  // (6,600 In-Stock items at --scale 20) made one page cost a quarter of a second.
  // Sorts by category or vendor name need the joined names, so they page after the join.
  const byJoinedName = q.sort_by === 'category_name' || q.sort_by === 'vendor_name';
  const pageSql = (count: string) =>
    byJoinedName
      ? `${viewSql('flow_items', `, ${count}`)} ${where.sql} ${order} limit ? offset ?`
      : `${viewSql(`(select * from flow_items x ${where.sql} ${order} limit ? offset ?)`, `, ${count}`)} ${order}`;
  const { rows, total } = await pageAndTotal(em, counted, pageSql, [
    ...where.params,
    q.limit,
    q.offset,
  ]);
  return { rows: rows.map((r) => r.row as Row), total };
}

/** One item with its category and vendor names; 404 when there is none. */
export async function getFlowItemView(em: EntityManager, id: string): Promise<Row> {
  // SQL: the list's own to_jsonb row (its pages are prepared reads through db/page-total.ts),
  // so an item reads the same in the list and on its own.
  const rows = await em.execute<{ row: Row }[]>(`${viewSql()} where x.id = ?`, [id]);
  if (!rows[0]) throw notFound('Item not found');
  return rows[0].row;
}

/** Categories or vendors for the filters and the item forms, by name. */
export async function listLookup(em: EntityManager, table: 'categories' | 'vendors') {
  const rows = await em
    .createQueryBuilder(table === 'categories' ? Category : Vendor)
    .select(['id', 'name'])
    .orderBy([{ [sql`lower(name)`]: 'asc' }, { id: 'asc' }])
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The agreements a unit has been on, newest first (the item dialog's rental history). */
export async function unitHistory(em: EntityManager, itemId: string) {
  const k = typed(em);
  const item = await k
    .selectFrom('flow_items')
    .select('id')
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!item) throw notFound('Item not found');
  // One join over the index agreement_items_flow_item_idx.
  const rows = await k
    .selectFrom('agreement_items as ai')
    .innerJoin('agreements as a', 'a.id', 'ai.agreement_id')
    .innerJoin('customers as c', 'c.id', 'a.customer_id')
    .leftJoin('contacts as ct', 'ct.id', 'c.contact_id')
    .select([
      'a.id as agreement_id',
      'a.custom_agreement_id',
      'a.agreement_status',
      'c.id as customer_id',
      'ct.full_name as customer_name',
      'a.activation_date',
      'ai.item_condition',
      'ai.item_status',
      'ai.return_condition',
    ])
    .where('ai.flow_item_id', '=', itemId)
    .orderBy('a.activation_date', (o) => o.desc().nullsLast())
    .orderBy('a.id', 'desc')
    .execute();
  return rows.map((r) => ({ ...r, activation_date: r.activation_date?.toISOString() ?? null }));
}
