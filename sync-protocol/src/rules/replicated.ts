/**
 * The replicated entities, each declared once (DESIGN.md section 4): the offline entities a
 * tablet writes and the read-only lookups it only pulls. Plain data, no zod, so the sign-in
 * screen may read it without loading the schemas (their half is wire/replicated-schemas.ts: the
 * row schema and the args schema of each mutation kind declared here).
 *
 * Derived from it, on both sides: the mutation names and their args schemas (wire/mutations.ts),
 * the pull's tables (server sync/pull.ts), the row tables of the server's appliers (`*.table.ts`),
 * the tables the edit log and the conflict notices read, and the tablet's Dexie table of each
 * entity (client local-db/db.ts, sync/appliers.ts). Adding a replicated entity is a declaration
 * here and in wire/replicated-schemas.ts plus its appliers: the server's (sync/dispatch.ts, over
 * its `rowTable(Entity, name)`) and the tablet's defaults (client sync/appliers.ts). Its storage
 * comes with it as on any change of schema: its database table (entity and migration) and a
 * new Dexie version adding its store. The typecheck and the tests named replicated.test.ts (here,
 * in the server's sync/ and the client's local-db/) say what is missing.
 *
 * The Dexie stores themselves stay written out version by version in client local-db/schema.ts:
 * a released version never changes, so they cannot follow this table.
 */

/** What a mutation does to its record; the wire name is `<entity>.<kind>`. */
export type MutationKind = 'create' | 'update' | 'delete';

/**
 * How an entity's changes merge beyond "a changed field whose server value still equals the
 * client's base applies cleanly, else the later push wins" (DESIGN.md section 4, "Conflicts").
 */
export interface MergeRules {
  /**
   * Columns that change by amounts, not values: the update's arg (`in_stock_units_delta`) adds
   * to the column, so two tablets adjusting stock both count. The arg is never a logged field.
   */
  readonly deltas?: Readonly<Record<string, string>>;
  /**
   * Columns sealed on the device to the server's key (ssn-seal.ts): the column's arg is refused
   * on the wire and the sealed arg travels in its place (null clears it).
   */
  readonly sealed?: Readonly<Record<string, string>>;
  /**
   * Write-only args a replica never holds (a secret, a binary), each shown on the row as a flag
   * (`has_ssn`, `has_photo`). Never a logged field, never kept with an acknowledged edit.
   */
  readonly flags?: Readonly<Record<string, string>>;
  /**
   * Entities a delete takes with it, each by its column naming this record. The delete carries
   * `<entity>_versions`, the version of each taken record the deleting device held, and their
   * creation counts as an edit a delete may overwrite unseen (`keptAsEdit`).
   */
  readonly cascades?: Readonly<Record<string, string>>;
}

export interface OfflineEntityDeclaration {
  /** The server's table (database schema). */
  readonly table: string;
  /** How messages name a row: "This follow-up already exists", "Item not found". */
  readonly label: string;
  /** The column that names a record in a conflict notice (sync panel). */
  readonly title: string;
  readonly kinds: readonly MutationKind[];
  readonly merge: MergeRules;
  /** The tablet's Dexie table holding its rows. */
  readonly local: string;
}

export interface LookupDeclaration {
  /** The server's table its rows come from. */
  readonly table: string;
  /** Every lookup lives in one Dexie table keyed `[entity+id]`. */
  readonly local: 'lookups';
}

const ALL_KINDS = ['create', 'update', 'delete'] as const;

/** The offline entities: made and changed on a tablet, replicated both ways. Order is the wire's. */
export const OFFLINE_ENTITY_DECLARATIONS = {
  contact: {
    table: 'contacts',
    label: 'contact',
    title: 'full_name',
    kinds: ALL_KINDS,
    merge: {
      sealed: { ssn_encrypted: 'ssn_sealed' },
      flags: { ssn_encrypted: 'has_ssn', ssn_sealed: 'has_ssn', photo_id: 'has_photo' },
    },
    local: 'contacts',
  },
  engagement: {
    table: 'engagements',
    label: 'engagement',
    title: 'initial_engagement',
    kinds: ALL_KINDS,
    merge: { cascades: { follow_up: 'engagement_id' } },
    local: 'engagements',
  },
  follow_up: {
    table: 'follow_ups',
    label: 'follow-up',
    title: 'required_engagement',
    kinds: ALL_KINDS,
    merge: {},
    local: 'followUps',
  },
  flow_item: {
    table: 'flow_items',
    label: 'item',
    title: 'name',
    kinds: ALL_KINDS,
    merge: { deltas: { in_stock_units_delta: 'in_stock_units' } },
    local: 'flowItems',
  },
} as const satisfies Record<string, OfflineEntityDeclaration>;

/** The read-only lookups: pulled, never pushed. Order is the wire's. */
export const LOOKUP_DECLARATIONS = {
  category: { table: 'categories', local: 'lookups' },
  vendor: { table: 'vendors', local: 'lookups' },
  employee: { table: 'employees', local: 'lookups' },
  contact_type: { table: 'contact_types', local: 'lookups' },
  engagement_type: { table: 'engagement_types', local: 'lookups' },
  follow_up_status: { table: 'follow_up_statuses', local: 'lookups' },
  customer_option: { table: 'customers', local: 'lookups' },
} as const satisfies Record<string, LookupDeclaration>;

type Offline = typeof OFFLINE_ENTITY_DECLARATIONS;
type Lookups = typeof LOOKUP_DECLARATIONS;

export type OfflineEntity = keyof Offline;
export type LookupEntity = keyof Lookups;
export type SyncedEntity = OfflineEntity | LookupEntity;

const keysOf = <O extends object>(o: O) => Object.keys(o) as (keyof O & string)[];

export const OFFLINE_ENTITIES: readonly OfflineEntity[] = keysOf(OFFLINE_ENTITY_DECLARATIONS);
export const LOOKUP_ENTITIES: readonly LookupEntity[] = keysOf(LOOKUP_DECLARATIONS);
export const SYNCED_ENTITIES: readonly SyncedEntity[] = [...OFFLINE_ENTITIES, ...LOOKUP_ENTITIES];

/** The mutation kinds an entity supports. */
export type KindOf<E extends OfflineEntity> = Offline[E]['kinds'][number];
/** Every mutation name, `contact.create` to `flow_item.delete`: a literal union. */
export type MutationName = { [E in OfflineEntity]: `${E}.${KindOf<E>}` }[OfflineEntity];
export type EntityOfName<N extends MutationName> = N extends `${infer E}.${string}` ? E : never;
export type KindOfName<N extends MutationName> = N extends `${string}.${infer K}` ? K : never;

/** The mutation names in wire order: each entity's kinds in turn. */
export const MUTATION_NAMES: readonly MutationName[] = OFFLINE_ENTITIES.flatMap((entity) =>
  OFFLINE_ENTITY_DECLARATIONS[entity].kinds.map((kind) => `${entity}.${kind}` as MutationName),
);

/** The Dexie table of each offline entity (`followUps` for `follow_up`). */
export type LocalTableOf<E extends OfflineEntity> = Offline[E]['local'];
export type LocalTable = LocalTableOf<OfflineEntity>;

export const isLookup = (entity: string): entity is LookupEntity =>
  Object.hasOwn(LOOKUP_DECLARATIONS, entity);

/** The server table a synced entity's rows live in. */
export const serverTable = (entity: SyncedEntity): string =>
  entity in OFFLINE_ENTITY_DECLARATIONS
    ? OFFLINE_ENTITY_DECLARATIONS[entity as OfflineEntity].table
    : LOOKUP_DECLARATIONS[entity as LookupEntity].table;

/** The merge rules of an entity, each kind of rule always present (empty when it has none). */
export function mergeRules(entity: OfflineEntity): Required<MergeRules> {
  const rules: MergeRules = OFFLINE_ENTITY_DECLARATIONS[entity].merge;
  return { deltas: {}, sealed: {}, flags: {}, cascades: {}, ...rules };
}

/** Write-only args of any entity (`flags`): a replica never holds them, not even in its edit log. */
export const WRITE_ONLY_ARGS: ReadonlySet<string> = new Set(
  OFFLINE_ENTITIES.flatMap((e) => Object.keys(mergeRules(e).flags)),
);

/** Args of any entity that carry no value of a column: write-only flags and deltas. */
export const NON_FIELD_ARGS: ReadonlySet<string> = new Set([
  ...WRITE_ONLY_ARGS,
  ...OFFLINE_ENTITIES.flatMap((e) => Object.keys(mergeRules(e).deltas)),
]);

/** Records a delete can take without its deleter ever having held them (`cascades`). */
export const CASCADE_DELETED: ReadonlySet<OfflineEntity> = new Set(
  OFFLINE_ENTITIES.flatMap((e) => Object.keys(mergeRules(e).cascades) as OfflineEntity[]),
);

export const entityOfMutation = <N extends MutationName>(name: N) =>
  name.slice(0, name.indexOf('.')) as EntityOfName<N>;
export const opOfMutation = <N extends MutationName>(name: N) =>
  name.slice(name.indexOf('.') + 1) as KindOfName<N>;

/**
 * Whether an applied mutation is kept as its lane's latest edit of the record (the server's
 * `sync_edits`, a tablet's `ackedEdits`), for a later delete to tell its author: every update,
 * and the creation of a record a cascade may delete unseen (DESIGN.md section 4, "Conflicts").
 */
export function keptAsEdit(name: MutationName): boolean {
  const op = opOfMutation(name);
  return op === 'update' || (op === 'create' && CASCADE_DELETED.has(entityOfMutation(name)));
}
