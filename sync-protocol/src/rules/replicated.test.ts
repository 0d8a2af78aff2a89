import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  CASCADE_DELETED,
  keptAsEdit,
  LOOKUP_ENTITIES,
  mergeRules,
  MUTATION_NAMES,
  type MutationName,
  NON_FIELD_ARGS,
  OFFLINE_ENTITIES,
  OFFLINE_ENTITY_DECLARATIONS,
  SYNCED_ENTITIES,
  WRITE_ONLY_ARGS,
} from './index';
import { mutationArgSchemas, type MutationArgs, mutationSchema, REPLICATED_SCHEMAS } from '../wire';

const ID = '0190a000-0000-7000-8000-000000000001';

describe('replicated entities', () => {
  it('keeps the wire names of DESIGN.md section 4, in their order', () => {
    expect(OFFLINE_ENTITIES).toEqual(['contact', 'engagement', 'follow_up', 'flow_item']);
    expect(LOOKUP_ENTITIES).toEqual([
      'category',
      'vendor',
      'employee',
      'contact_type',
      'engagement_type',
      'follow_up_status',
      'customer_option',
    ]);
    expect(SYNCED_ENTITIES).toEqual([...OFFLINE_ENTITIES, ...LOOKUP_ENTITIES]);
    expect(MUTATION_NAMES).toEqual(
      ['contact', 'engagement', 'follow_up', 'flow_item'].flatMap((e) =>
        ['create', 'update', 'delete'].map((k) => `${e}.${k}`),
      ),
    );
  });

  it('derives one args schema per declared kind, and nothing else', () => {
    expect(Object.keys(mutationArgSchemas)).toEqual(MUTATION_NAMES);
    for (const entity of OFFLINE_ENTITIES) {
      const args = REPLICATED_SCHEMAS[entity].args as Record<string, unknown>;
      expect(Object.keys(args)).toEqual([...OFFLINE_ENTITY_DECLARATIONS[entity].kinds]);
      for (const kind of OFFLINE_ENTITY_DECLARATIONS[entity].kinds)
        expect(mutationArgSchemas[`${entity}.${kind}` as MutationName]).toBe(args[kind]);
    }
    expect(mutationSchema.shape.name.options).toEqual(MUTATION_NAMES);
  });

  it('keeps the names and args literal types', () => {
    expectTypeOf<MutationName>().toEqualTypeOf<`${'contact' | 'engagement' | 'follow_up' | 'flow_item'}.${'create' | 'update' | 'delete'}`>();
    expectTypeOf<MutationArgs<'flow_item.update'>>().toHaveProperty('in_stock_units_delta');
    expectTypeOf<MutationArgs<'engagement.delete'>>().toHaveProperty('follow_up_versions');
  });

  it('gives every args schema an id and every row schema a version', () => {
    for (const name of MUTATION_NAMES) expect(mutationArgSchemas[name].shape).toHaveProperty('id');
    for (const entity of OFFLINE_ENTITIES)
      expect(REPLICATED_SCHEMAS[entity].row.shape).toHaveProperty('version');
  });

  describe('merge rules shape the args', () => {
    it('a delta column travels only as its delta', () => {
      for (const entity of OFFLINE_ENTITIES) {
        for (const [arg, column] of Object.entries(mergeRules(entity).deltas)) {
          const update = mutationArgSchemas[`${entity}.update` as MutationName].shape;
          expect(update).toHaveProperty(arg);
          expect(update).not.toHaveProperty(column);
          expect(REPLICATED_SCHEMAS[entity].row.shape).toHaveProperty(column);
        }
      }
      expect(mergeRules('flow_item').deltas).toEqual({ in_stock_units_delta: 'in_stock_units' });
    });

    it('a sealed column is refused in clear, its sealed arg accepted', () => {
      for (const entity of OFFLINE_ENTITIES) {
        for (const [column, arg] of Object.entries(mergeRules(entity).sealed)) {
          for (const kind of ['create', 'update'] as const) {
            const schema = mutationArgSchemas[`${entity}.${kind}` as MutationName];
            expect(schema.shape).toHaveProperty(arg);
            const clear = schema.safeParse({ id: ID, [column]: '123-45-6789' });
            expect(clear.error?.issues.some((i) => i.path[0] === column)).toBe(true);
          }
          const update = mutationArgSchemas[`${entity}.update` as MutationName];
          expect(update.safeParse({ id: ID, [arg]: 'pk1:QUJD' }).success).toBe(true);
        }
      }
      expect(mergeRules('contact').sealed).toEqual({ ssn_encrypted: 'ssn_sealed' });
    });

    it('a cascading delete carries the versions of what it takes', () => {
      for (const entity of OFFLINE_ENTITIES) {
        for (const [child, column] of Object.entries(mergeRules(entity).cascades)) {
          expect(OFFLINE_ENTITIES).toContain(child);
          expect(mutationArgSchemas[`${entity}.delete` as MutationName].shape).toHaveProperty(
            `${child}_versions`,
          );
          const childRow = REPLICATED_SCHEMAS[child as keyof typeof REPLICATED_SCHEMAS].row;
          expect(childRow.shape).toHaveProperty(column);
        }
      }
      expect([...CASCADE_DELETED]).toEqual(['follow_up']);
      expect(keptAsEdit('follow_up.create')).toBe(true);
      expect(keptAsEdit('engagement.create')).toBe(false);
      expect(keptAsEdit('contact.update')).toBe(true);
      expect(keptAsEdit('follow_up.delete')).toBe(false);
    });

    it('flags stand on the row for write-only args; neither they nor deltas are fields', () => {
      for (const entity of OFFLINE_ENTITIES)
        for (const flag of Object.values(mergeRules(entity).flags))
          expect(REPLICATED_SCHEMAS[entity].row.shape).toHaveProperty(flag);
      expect([...WRITE_ONLY_ARGS].sort()).toEqual(['photo_id', 'ssn_encrypted', 'ssn_sealed']);
      expect([...NON_FIELD_ARGS].sort()).toEqual(
        ['in_stock_units_delta', 'photo_id', 'ssn_encrypted', 'ssn_sealed'].sort(),
      );
    });
  });

  it('names a conflict notice by a column of the row', () => {
    for (const entity of OFFLINE_ENTITIES)
      expect(REPLICATED_SCHEMAS[entity].row.shape).toHaveProperty(
        OFFLINE_ENTITY_DECLARATIONS[entity].title,
      );
  });
});
