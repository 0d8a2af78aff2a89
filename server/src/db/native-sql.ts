import type { Database } from './orm';

/** Runs `$1`-style SQL on the backend's own client (bulk loads; MikroORM's execute takes `?`). */
export interface SqlRunner {
  execute(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>;
}

type NativeClient = {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
};

export async function nativeSql(db: Database): Promise<SqlRunner> {
  const connection = db.orm.em.getDriver().getConnection() as unknown as {
    getNativeClient(): Promise<NativeClient>;
  };
  const client = await connection.getNativeClient();
  return { execute: async (sql, params) => (await client.query(sql, params)).rows };
}
