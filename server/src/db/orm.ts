import { join } from 'node:path';
import type { PGliteInterface } from '@electric-sql/pglite';
import { MikroORM as PgMikroORM } from '@mikro-orm/postgresql';
import { MikroORM as PgliteMikroORM } from '@mikro-orm/pglite';
import { Migrator } from '@mikro-orm/migrations';
import type { EntityManager } from '@mikro-orm/sql';
import type { Pool } from 'pg';
import { migrationsList } from '../../../migrations';
import { securePrivateDir } from './data-dir';
import { withMigrationLock } from './migration-lock';
import { entities } from './entities';
import { PostgresNamingStrategy } from './naming';
import { pgPoolOptions } from './pg-pool-guard';
import { openReadPool } from './prepared-read';

/**
 * The database: PostgreSQL when a URL is given, else embedded PGlite in `dataDir`
 * (or in memory, for tests). The same migrations run on both.
 */
export interface Database {
  orm: PgMikroORM | PgliteMikroORM;
  em: EntityManager;
  backend: 'postgres' | 'pglite';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for the embedded database; omitted = in memory. */
  dataDir?: string;
  /**
   * An embedded database's starting contents: a PGlite data directory tarball
   * (`dumpDataDir()`), e.g. one already migrated, so tests skip the migrations (testing/).
   */
  pgliteDataDir?: Blob;
  /**
   * An embedded database already open, used as it is and left open when the Database closes
   * (a test's, handed from file to file: testing/pglite-pool.ts).
   */
  pglite?: PGliteInterface;
  debug?: boolean;
}

const common = {
  entities,
  namingStrategy: PostgresNamingStrategy,
  extensions: [Migrator],
  migrations: { migrationsList, tableName: 'mikro_orm_migrations', snapshot: false, silent: true },
  discovery: { warnWhenNoEntities: true },
  allowGlobalContext: false,
  pool: { min: 0, max: 20 },
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const orm = await PgMikroORM.init({
      ...common,
      clientUrl: options.databaseUrl,
      driverOptions: pgPoolOptions,
      debug: options.debug,
    });
    const closeReads = openReadPool((await orm.em.getConnection().getNativeClient()) as Pool);
    return {
      orm,
      em: orm.em as unknown as EntityManager,
      backend: 'postgres',
      close: async () => {
        await closeReads();
        await orm.close(true);
      },
    };
  }
  let dbName = 'memory://';
  if (options.dataDir) {
    securePrivateDir(options.dataDir);
    dbName = join(options.dataDir, 'pglite');
  }
  // The driver creates the PGlite instance itself (with MikroORM's type parsers) from its
  // driverOptions, so a database loaded from a tarball behaves as one created empty. Given as a
  // function, which the driver calls, because MikroORM copies option objects and a copied Blob
  // cannot be read. Such a database (a test's) is gone once closed: a reconnect fails at once
  // instead of building a fresh cluster, which blocks the event loop for seconds.
  let loadDataDir = options.pgliteDataDir;
  const loaded = loadDataDir && {
    driverOptions: () => {
      if (loadDataDir) return { loadDataDir };
      return {
        pglite: () => {
          throw new Error('The database was closed');
        },
      };
    },
  };
  // A function for the same reason as loadDataDir's: MikroORM copies option objects.
  const open = options.pglite;
  const given = open && { driverOptions: () => ({ pglite: () => open }) };
  const orm = await PgliteMikroORM.init({
    ...common,
    ...(given || loaded),
    dbName,
    debug: options.debug,
  });
  return {
    orm,
    em: orm.em as unknown as EntityManager,
    backend: 'pglite',
    close: async () => {
      loadDataDir = undefined;
      await orm.close(true);
    },
  };
}

/** Applies pending migrations; on PostgreSQL one server at a time (db/migration-lock.ts). */
export async function migrate(db: Database): Promise<string[]> {
  const up = async () => (await db.orm.migrator.up()).map((m) => m.name);
  if (db.backend !== 'postgres') return up();
  const { clientUrl } = (db.orm as PgMikroORM).config.getAll();
  return withMigrationLock(clientUrl!, up);
}
