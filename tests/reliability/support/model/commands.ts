/**
 * The model test's commands and their fast-check arbitraries. A command names a client and what
 * it does; which record it touches is picked when it runs (`pick` modulo the records the client
 * holds then), so a shrunk list stays meaningful. Values come from small pools, so two clients
 * often change the same field (conflicts) and sometimes to the same value.
 */
import fc from 'fast-check';

export const ENTITIES = ['contact', 'engagement', 'follow_up', 'flow_item'] as const;
export type Entity = (typeof ENTITIES)[number];
export type Fault = 'drop' | 'duplicate' | 'delay';

export type Command =
  | { kind: 'create'; client: number; entity: Entity; pick: number; value: number }
  | { kind: 'edit'; client: number; entity: Entity; pick: number; field: number; value: number }
  | { kind: 'delete'; client: number; entity: Entity; pick: number }
  // Two tablets change one field of one record to different values (a conflict when both push).
  | { kind: 'clash'; client: number; other: number; entity: Entity; pick: number; field: number }
  | { kind: 'stock'; client: number; pick: number; delta: number }
  | { kind: 'sync'; client: number }
  | { kind: 'fault'; client: number; fault: Fault } // armed for its next push, then a sync
  | { kind: 'partition'; client: number; offline: boolean }
  | { kind: 'deliver' }
  | { kind: 'issues'; client: number; restore: boolean }
  // The tablet's other employee signs in (after signing the present one out, or over a 401).
  | { kind: 'switch'; client: number; signOut: boolean };

/** The fields an edit changes, per entity, and the values it picks from (three, so two tablets
 * can both change a field away from its base to different values). */
export const EDITABLE: Record<Entity, Record<string, readonly string[]>> = {
  contact: {
    full_name: ['Ana Diaz', 'Ben Okafor', 'Cy Park'],
    job_title: ['Clerk', 'Manager', 'Driver'],
    address: ['1 Elm Road', '2 Oak Lane', '3 Pine Court'],
  },
  engagement: {
    initial_engagement: ['Phone call', 'Walk-in', 'Email'],
    notes: ['Call back', 'Wants a sofa', 'Paid cash'],
  },
  follow_up: {
    required_engagement: ['Visit', 'Call', 'Text'],
    status: ['Open', 'Done', 'Waiting'],
    notes: ['Left a message', 'No answer', 'Booked'],
  },
  flow_item: {
    name: ['Lamp', 'Sofa', 'Desk'],
    model: ['A-1', 'B-2', 'C-3'],
  },
};

export const CLIENTS = 5;

function commandArb(clients = CLIENTS): fc.Arbitrary<Command> {
  const client = fc.nat({ max: clients - 1 });
  const entity = fc.constantFrom(...ENTITIES);
  const pick = fc.nat({ max: 7 });
  const small = fc.nat({ max: 2 });
  return fc.oneof(
    {
      weight: 5,
      arbitrary: fc.record({
        kind: fc.constant('create' as const),
        client,
        entity,
        pick,
        value: small,
      }),
    },
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant('edit' as const),
        client,
        entity,
        // Mostly the shared records, so two tablets often edit the same field.
        pick: fc.nat({ max: 2 }),
        field: small,
        value: small,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('delete' as const), client, entity, pick }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('clash' as const),
        client,
        other: fc.integer({ min: 1, max: clients - 1 }),
        entity,
        pick: fc.nat({ max: 1 }),
        field: small,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('stock' as const),
        client,
        pick,
        delta: fc.constantFrom(-2, -1, 1, 2, 3),
      }),
    },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('sync' as const), client }) },
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('fault' as const),
        client,
        fault: fc.constantFrom<Fault>('drop', 'duplicate', 'delay'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('partition' as const),
        client,
        offline: fc.boolean(),
      }),
    },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('deliver' as const) }) },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant('issues' as const), client, restore: fc.boolean() }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ kind: fc.constant('switch' as const), client, signOut: fc.boolean() }),
    },
  );
}

/** 5-25 commands (lengths spread over the whole range, not biased to short lists). */
export const commandsArb = (clients = CLIENTS) =>
  fc.array(commandArb(clients), { minLength: 5, maxLength: 25, size: 'max' });

/** One line per command, for the counterexample printout. */
export function describeCommand(c: Command): string {
  const { kind, ...rest } = c;
  return `${kind} ${JSON.stringify(rest)}`;
}
