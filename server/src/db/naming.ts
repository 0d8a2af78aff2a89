import { UnderscoreNamingStrategy } from '@mikro-orm/core';

/**
 * Constraint names as PostgreSQL gives them when a migration declares a constraint without a
 * name (`references` -> `_fkey`, `unique` -> `_key`), so the entities describe the migrated
 * database as it is and the schema comparison (entities/schema.test.ts) finds nothing to change.
 */
export class PostgresNamingStrategy extends UnderscoreNamingStrategy {
  override indexName(
    tableName: string,
    columns: string[],
    type: Parameters<UnderscoreNamingStrategy['indexName']>[2],
  ): string {
    if (type === 'foreign' || type === 'unique') {
      const suffix = type === 'foreign' ? 'fkey' : 'key';
      return `${tableName}_${columns.join('_')}_${suffix}`;
    }
    return super.indexName(tableName, columns, type);
  }
}
