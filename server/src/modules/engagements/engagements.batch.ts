/**
 * engagement.create/update and follow_up.create/update applied set-wise (sync/push-batch.ts),
 * with the same values and rules as engagements.appliers.ts: every reference is checked in the
 * same order, against the rows as the run has them (a contact created earlier in the same run
 * exists; one created later does not yet).
 */
import type { ParsedMutationArgs } from '@rentline/sync-protocol/wire';
import { type BatchApplier, DeferToSingle, type RefTable, type RowBatch } from '../../db/row-batch';
import type { RowTable } from '../../db/row-table';
import { ENGAGEMENTS, type EngagementRow, FOLLOW_UPS, type FollowUpRow } from './engagements.table';
import { KEEPS_TOMBSTONES, type ReferenceKind, referenceRefusal } from './references';

const TABLES: Record<ReferenceKind, RefTable> = {
  contact: { table: 'contacts', idType: 'uuid' },
  customer: { table: 'customers', idType: 'int' },
  employee: { table: 'employees', idType: 'int' },
  engagement: { table: 'engagements', idType: 'uuid' },
};

type Refs = Partial<Record<ReferenceKind, string | number | null | undefined>>;

function refer(batch: RowBatch, refs: Refs, cols: Partial<Record<ReferenceKind, string[]>> = {}) {
  for (const [kind, id] of Object.entries(refs) as [ReferenceKind, Refs[ReferenceKind]][]) {
    if (id === null || id === undefined) continue;
    const entity = KEEPS_TOMBSTONES.includes(kind) ? kind : undefined;
    batch.refer(TABLES[kind], id, cols[kind], entity);
  }
}

/** requireReference for each reference, in order. */
function requireRefs(batch: RowBatch, refs: Refs) {
  for (const [kind, id] of Object.entries(refs) as [ReferenceKind, Refs[ReferenceKind]][]) {
    if (id === null || id === undefined || batch.referenced(TABLES[kind], id)) continue;
    const deleted = KEEPS_TOMBSTONES.includes(kind) && batch.isDeleted(kind, id);
    throw referenceRefusal(kind, deleted);
  }
}

const withoutId = ({ id: _id, ...rest }: Record<string, unknown>) => rest;

/** An update: its references are checked in order, then its fields merge into the row. */
function updateWithRefs<R, A extends { id: string }>(
  t: RowTable<R>,
  refsOf: (args: A) => Refs,
): BatchApplier<A> {
  return {
    plan(batch, args) {
      batch.target(t, args.id);
      refer(batch, refsOf(args));
    },
    apply(batch, args, meta) {
      requireRefs(batch, refsOf(args));
      return batch.update(t, args.id, withoutId(args) as Partial<R>, { base: meta.base }).conflicts;
    },
  };
}

type EngagementArgs = ParsedMutationArgs<'engagement.update'>;
const engagementRefs = (
  a: Pick<EngagementArgs, 'contact_id' | 'customer_id' | 'employee_id'>,
): Refs => ({
  contact: a.contact_id,
  customer: a.customer_id,
  employee: a.employee_id,
});

const createEngagement: BatchApplier<ParsedMutationArgs<'engagement.create'>> = {
  plan(batch, args) {
    batch.target(ENGAGEMENTS, args.id);
    refer(batch, engagementRefs(args), { contact: ['contact_type'] });
  },
  apply(batch, args) {
    requireRefs(batch, engagementRefs(args));
    let contactType = args.contact_type ?? null;
    if (!contactType && args.contact_id) {
      const contact = batch.referenced(TABLES.contact, args.contact_id);
      // A contact created in this run without a type took the column's default: ask the table.
      if (contact && !('contact_type' in contact)) throw new DeferToSingle();
      contactType = (contact?.contact_type as string | null | undefined) ?? null;
    }
    batch.create(ENGAGEMENTS, args.id, { ...withoutId(args), contact_type: contactType });
    return [];
  },
};

const updateEngagement = updateWithRefs<EngagementRow, EngagementArgs>(ENGAGEMENTS, engagementRefs);

type FollowUpArgs = ParsedMutationArgs<'follow_up.update'>;
const followUpRefs = (a: Pick<FollowUpArgs, 'engagement_id' | 'employee_id'>): Refs => ({
  engagement: a.engagement_id,
  employee: a.employee_id,
});

const createFollowUp: BatchApplier<ParsedMutationArgs<'follow_up.create'>> = {
  plan(batch, args) {
    batch.target(FOLLOW_UPS, args.id);
    refer(batch, followUpRefs(args));
  },
  apply(batch, args) {
    requireRefs(batch, followUpRefs(args));
    batch.create(FOLLOW_UPS, args.id, withoutId(args));
    return [];
  },
};

const updateFollowUp = updateWithRefs<FollowUpRow, FollowUpArgs>(FOLLOW_UPS, followUpRefs);

export const engagementBatchAppliers = {
  'engagement.create': createEngagement,
  'engagement.update': updateEngagement,
  'follow_up.create': createFollowUp,
  'follow_up.update': updateFollowUp,
};
