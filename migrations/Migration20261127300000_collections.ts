import { Migration } from '@mikro-orm/migrations';

/**
 * Collections (issue 22): a promise to pay is a follow-up 'Promise to Pay' with its amount, so
 * follow-ups get a nullable `amount`. The outcomes a collector logs become initial engagement
 * types and 'Promise to Pay' and 'Field Visit' required ones, each new row with its own version
 * (taken from the counter row, as every write to a replicated table is) so tablets learn them on
 * their next pull. A type the store already has is left as it is. The names are written out (a
 * migration is what it was when it ran); they are sync-protocol's COLLECTION_OUTCOMES,
 * PROMISE_TO_PAY and FIELD_VISIT (collections.ts), and a test holds them equal.
 */
export const COLLECTION_LOOKUPS: readonly (readonly [string, 'initial' | 'required'])[] = [
  ['Called - no answer', 'initial'],
  ['Left message', 'initial'],
  ['Spoke - promised', 'initial'],
  ['Spoke - refused', 'initial'],
  ['Visited - paid', 'initial'],
  ['Visited - not home', 'initial'],
  ['Pickup arranged', 'initial'],
  ['Promise to Pay', 'required'],
  ['Field Visit', 'required'],
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

export const ADD_COLLECTION_LOOKUPS = `with wanted (ord, name, kind) as (values
  ${COLLECTION_LOOKUPS.map(([name, kind], i) => `(${i + 1}, ${quote(name)}, ${quote(kind)})`).join(',\n  ')}
), missing as (
  select name, kind, row_number() over (order by ord) as n from wanted w
  where not exists (select 1 from engagement_types t where t.name = w.name and t.kind = w.kind)
), bump as (
  update sync_version set value = value + (select count(*) from missing) where id = 1
  returning value - (select count(*) from missing) as base
)
insert into engagement_types (name, kind, version)
select m.name, m.kind, b.base + m.n from missing m cross join bump b order by m.n`;

export class Migration20261127300000_collections extends Migration {
  override up(): void {
    this.addSql('alter table follow_ups add column amount numeric(12,2)');
    this.addSql(ADD_COLLECTION_LOOKUPS);
  }

  override down(): void {
    // The lookup rows stay: engagements and follow-ups name them, and tablets hold them.
    this.addSql('alter table follow_ups drop column if exists amount');
  }
}
