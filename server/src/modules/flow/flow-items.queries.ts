/**
 * Reads of the inventory list (SPEC.md section 7, GET /api/flow/items): filtering, sorting and
 * paging all happen in SQL. Sort columns and directions come from the protocol's enums and are
 * mapped through the allowlists below; no request text is ever put into the SQL.
 */
import type { EntityManager } from '@mikro-orm/sql';
import {
  type AliasedExpression,
  type Expression,
  expressionBuilder,
  type OrderByItemBuilder,
  type Selectable,
  sql,
} from 'kysely';
import type { FlowItemListQuery } from '@rentline/sync-protocol/wire';
import { type DB, type Typed, typed } from '../../db/kysely';
import { likePattern } from '../../db/like';
import { TOTAL, typedPageAndTotal } from '../../db/page-total';
import { notFound } from '../../http/errors';
import type { FlowItemRow } from './flow-items.table';

type SortColumn = FlowItemListQuery['sort_by'];

/** Items `x` with their category `c` and vendor `v`, for the sort expressions. */
const x = expressionBuilder<
  DB & { x: DB['flow_items']; c: DB['categories']; v: DB['vendors'] },
  'x' | 'c' | 'v'
>();

/**
 * Sort column -> its expression over items `x` and their category `c` and vendor `v`, and
 * whether it can be null (nulls go last either way).
 */
const SORTS: Record<SortColumn, { by: Expression<unknown>; nullable: boolean }> = {
  name: { by: x.fn('lower', ['x.name']), nullable: false },
  status: { by: x.ref('x.status'), nullable: false },
  procurement_date: { by: x.ref('x.procurement_date'), nullable: true },
  category_name: { by: x.fn('lower', ['c.name']), nullable: true },
  vendor_name: { by: x.fn('lower', ['v.name']), nullable: true },
  our_cost: { by: x.ref('x.our_cost'), nullable: false },
  retail_price: { by: x.ref('x.retail_price'), nullable: true },
};

/**
 * Items `items` (a page of them, or one, as `x`) with their category and vendor names: the row
 * as `to_jsonb` gives it (its times as PostgreSQL writes them), as the pull sends it too.
 */
const viewOf = (db: Typed, items: AliasedExpression<Selectable<DB['flow_items']>, 'x'>) =>
  db
    .selectFrom(items)
    .leftJoin('categories as c', 'c.id', 'x.category_id')
    .leftJoin('vendors as v', 'v.id', 'x.vendor_id')
    .select([
      sql<FlowItemRow>`to_jsonb(x)`.as('row'),
      'c.name as category_name',
      'v.name as vendor_name',
    ]);

/** An item with its category and vendor names, as the queries answer it. */
export type FlowItemViewRow = Awaited<ReturnType<typeof getFlowItemView>>;

/**
 * One page of items with the total matching the filters (one round trip: db/page-total.ts); ties
 * broken by id so pages never overlap.
 */
export async function listFlowItems(em: EntityManager, q: FlowItemListQuery) {
  const pattern = q.search ? likePattern(q.search) : undefined;
  const sort = SORTS[q.sort_by];
  const dir = q.sort_order;
  const sortOrder = (o: OrderByItemBuilder) => (sort.nullable ? o[dir]().nullsLast() : o[dir]());
  return typedPageAndTotal(em, (db) => {
    let items = db.selectFrom('flow_items as x');
    if (pattern)
      items = items.where((eb) =>
        eb.or([
          eb('x.name', 'ilike', pattern),
          eb('x.model', 'ilike', pattern),
          eb('x.serial_number', 'ilike', pattern),
          eb('x.description', 'ilike', pattern),
        ]),
      );
    if (q.status && q.status.toLowerCase() !== 'all')
      items = items.where('x.status', '=', q.status);
    if (q.category !== undefined) items = items.where('x.category_id', '=', q.category);
    if (q.vendor !== undefined) items = items.where('x.vendor_id', '=', q.vendor);
    const count = items.select(TOTAL.as('total_count'));
    // The page is cut before its rows are turned into JSON: converting every matching row first
    // (6,600 In-Stock items at --scale 20) made one page cost a quarter of a second. Sorts by
    // category or vendor name need the joined names, so they page after the join (the items'
    // query is then merged into the outer one by PostgreSQL).
    const byJoinedName = q.sort_by === 'category_name' || q.sort_by === 'vendor_name';
    const matching = items.selectAll('x');
    const source = byJoinedName
      ? matching
      : matching.orderBy(sort.by, sortOrder).orderBy('x.id', dir).limit(q.limit).offset(q.offset);
    const viewed = viewOf(db, source.as('x'))
      .select(count.$asScalar().as('total_count'))
      .orderBy(sort.by, sortOrder)
      .orderBy('x.id', dir);
    return { page: byJoinedName ? viewed.limit(q.limit).offset(q.offset) : viewed, count };
  });
}

/** One item with its category and vendor names; 404 when there is none. */
export async function getFlowItemView(em: EntityManager, id: string) {
  const db = typed(em);
  const item = db.selectFrom('flow_items as x').selectAll('x').where('x.id', '=', id);
  const found = await viewOf(db, item.as('x')).executeTakeFirst();
  if (!found) throw notFound('Item not found');
  return found;
}

/** Categories or vendors for the filters and the item forms, by name. */
export async function listLookup(em: EntityManager, table: 'categories' | 'vendors') {
  return typed(em)
    .selectFrom(table)
    .select(['id', 'name'])
    .orderBy((eb) => eb.fn('lower', ['name']))
    .orderBy('id')
    .execute();
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
