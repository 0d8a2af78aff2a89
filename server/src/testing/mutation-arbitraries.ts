/**
 * fast-check arbitraries of sync push mutations over a small world of rows, so that a sequence
 * often creates a row and then edits, refers to or deletes it, edits a row another mutation
 * deleted, refers to a missing row, or changes a field whose `base` is stale (a conflict).
 * Used by sync/push-paths.test.ts.
 */
import fc from 'fast-check';
import type { MutationName } from '@rentline/sync-protocol/rules';
import type { Mutation } from '@rentline/sync-protocol/wire';

/** The rows that exist before the push. */
export interface Pools {
  employees: number[];
  categories: number[];
  vendors: number[];
  customers: number[];
  contacts: string[];
  engagements: string[];
  followUps: string[];
  items: string[];
}

const MISSING_INT = 999_999;
const opt = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: undefined });
const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);
/** Mostly one of `values`, now and then `rare` (a missing row). */
const mostly = <T, U>(values: readonly T[], rare: U) =>
  fc.oneof({ weight: 5, arbitrary: pick(values) }, { weight: 1, arbitrary: fc.constant(rare) });
const dateTime = pick(['2026-03-02T15:00:00.000Z', '2026-03-05T09:30:00.000Z']);

/** Drops keys whose value is undefined (an absent field, as a client sends it). */
const defined = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

function argsFor(
  p: Pools,
  fresh: Record<'contacts' | 'engagements' | 'followUps' | 'items', string[]>,
) {
  const contact = pick([...p.contacts, ...fresh.contacts]);
  const engagement = pick([...p.engagements, ...fresh.engagements]);
  const followUp = pick([...p.followUps, ...fresh.followUps]);
  const item = pick([...p.items, ...fresh.items]);
  const employee = mostly(p.employees, MISSING_INT);
  const customer = mostly(p.customers, MISSING_INT);
  const category = mostly(p.categories, MISSING_INT);
  const vendor = mostly(p.vendors, MISSING_INT);
  // '' is refused by the schema (a validation rejection).
  const name = mostly(['Ann Lee', 'Ann B. Lee', 'Cy Ray'], '');
  const jobTitle = pick(['Clerk', 'Lead', null]);
  const contactType = pick(['Customer', 'Vendor/Manufacturer', null]);
  const notes = pick(['Called', 'Left a message', null]);

  const contactFields = {
    full_name: opt(name),
    job_title: opt(jobTitle),
    contact_type: opt(contactType),
    paycheck_amount: opt(pick([1200, 1250.5, null])),
  };
  const byName: Record<MutationName, fc.Arbitrary<Record<string, unknown>>> = {
    'contact.create': fc.record({
      id: contact,
      full_name: name,
      email: pick(['ann@example.com', 'cy@example.com']),
      address: fc.constant('1 Main St'),
      primary_phone: fc.constant('555-0100'),
      job_title: opt(jobTitle),
      contact_type: opt(contactType),
    }),
    'contact.update': fc.record({ id: contact, ...contactFields }),
    'contact.delete': fc.record({ id: contact }),
    'engagement.create': fc.record({
      id: engagement,
      contact_id: contact,
      initial_engagement: fc.constant('Store Visit (Core)'),
      employee_id: employee,
      engagement_date_time: dateTime,
      customer_id: opt(customer),
      contact_type: opt(pick(['Customer', 'Staff Member'])),
      notes: opt(notes),
    }),
    'engagement.update': fc.record({
      id: engagement,
      notes: opt(notes),
      contact_id: opt(fc.oneof(contact, fc.constant(null))),
      customer_id: opt(fc.oneof(customer, fc.constant(null))),
      engagement_date_time: opt(dateTime),
    }),
    'engagement.delete': fc.record({ id: engagement }),
    'follow_up.create': fc.record({
      id: followUp,
      engagement_id: engagement,
      required_engagement: fc.constant('Courtesy Call (Core)'),
      date_time: dateTime,
      status: pick(['Scheduled', 'Completed']),
      employee_id: employee,
      notes: opt(notes),
    }),
    'follow_up.update': fc.record({
      id: followUp,
      status: opt(pick(['Scheduled', 'In Progress', 'Completed'])),
      notes: opt(notes),
      engagement_id: opt(fc.oneof(engagement, fc.constant(null))),
    }),
    'follow_up.delete': fc.record({ id: followUp }),
    'flow_item.create': fc.record({
      id: item,
      name: pick(['Drill', 'Sofa']),
      status: fc.constant('In-Stock'),
      procurement_date: fc.constant('2026-01-05'),
      our_cost: pick([40, 99.99]),
      category_id: category,
      vendor_id: vendor,
      item_condition: opt(pick(['Good', 'Like New'])),
      description: opt(pick(['Cordless', ''])),
      in_stock_units: opt(pick([0, 2])),
      // Few serials, so pushes hold duplicates (refused by the check or, set-wise, the index).
      serial_number: opt(pick(['SN-1', ' sn-1', 'SN-2', null])),
    }),
    'flow_item.update': fc.record({
      id: item,
      name: opt(pick(['Drill', 'Drill XL'])),
      retail_price: opt(pick([120, null])),
      in_stock_units_delta: opt(pick([-1, 1, 2])),
      category_id: opt(fc.oneof(category, fc.constant(null))),
      description: opt(pick(['Refurbished', null])),
      serial_number: opt(pick(['SN-2', null])),
    }),
    'flow_item.delete': fc.record({ id: item }),
  };
  return byName;
}

/** `base` of an update: some of its fields, each the value the client sent or another one. */
function baseFor(args: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(args).filter((k) => k !== 'id' && k !== 'in_stock_units_delta');
  const seen = pick(['Ann Lee', 'Clerk', 'Customer', 'Called', 'Drill', 1200, null]);
  return fc
    .subarray(keys)
    .chain((chosen) =>
      fc
        .tuple(...chosen.map((k) => fc.oneof(fc.constant(args[k]), seen)))
        .map((values) => Object.fromEntries(chosen.map((k, i) => [k, values[i]]))),
    );
}

/** A push's mutations: 1 to 16 of them, seq 1.. in order, over the pools and a few new ids. */
export function pushedMutations(pools: () => Pools): fc.Arbitrary<Mutation[]> {
  const fresh = fc.record({
    contacts: fc.uniqueArray(fc.uuid({ version: 7 }), { minLength: 2, maxLength: 2 }),
    engagements: fc.uniqueArray(fc.uuid({ version: 7 }), { minLength: 2, maxLength: 2 }),
    followUps: fc.uniqueArray(fc.uuid({ version: 7 }), { minLength: 2, maxLength: 2 }),
    items: fc.uniqueArray(fc.uuid({ version: 7 }), { minLength: 2, maxLength: 2 }),
  });
  return fresh.chain((ids) => {
    const byName = argsFor(pools(), ids);
    // Creates and updates twice as often as deletes: most runs then go set-wise.
    const names = (Object.keys(byName) as MutationName[]).flatMap((n) =>
      n.endsWith('.delete') ? [n] : [n, n],
    );
    const one = fc
      .constantFrom(...names)
      .chain((name) =>
        byName[name]
          .map(defined)
          .chain((args) =>
            (name.endsWith('.update') ? opt(baseFor(args)) : fc.constant(undefined)).map(
              (base) => ({ name, args, base }),
            ),
          ),
      );
    const unique = (n: number) =>
      fc.uniqueArray(fc.uuid({ version: 7 }), { minLength: n, maxLength: n });
    return fc.array(one, { minLength: 1, maxLength: 16 }).chain((list) =>
      unique(list.length).map((ids) =>
        list.map((m, i): Mutation => ({
          id: ids[i]!,
          seq: i + 1,
          name: m.name,
          args: m.args,
          ...(m.base ? { base: m.base } : {}),
          created_at: '2026-03-02T15:00:00.000Z',
        })),
      ),
    );
  });
}
