/**
 * What /metrics shows (Prometheus text, prom-client), one registry per app: requests by route
 * and status with their latency, sync pushes and each mutation's outcome by name, the lag from a
 * mutation's creation on a device to its arrival, pull pages and rows, the PostgreSQL pool, and
 * the process (CPU, memory, event loop, handles). Route labels are router patterns
 * (`/api/core/contacts/:id`), never ids, so the series stay few and carry no personal data.
 */
import type { Middleware } from 'koa';
import type { Pool } from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { MutationResult, PullResponse, PushRequest } from '@rentline/sync-protocol/wire';
import type { Database } from '../db/orm';

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics(db: Database) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const pushes = new Counter({
    name: 'sync_pushes_total',
    help: 'Sync pushes answered',
    registers: [registry],
  });
  const mutations = new Counter({
    name: 'sync_mutations_total',
    help: 'Pushed mutations by name and outcome (applied, merged, rejected)',
    labelNames: ['name', 'status'],
    registers: [registry],
  });
  const pushLag = new Histogram({
    name: 'sync_push_lag_seconds',
    help: "From a mutation's creation on the device to its outcome on the server",
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 4 * 3600, 24 * 3600, 7 * 24 * 3600],
    registers: [registry],
  });
  const pullPages = new Counter({
    name: 'sync_pull_pages_total',
    help: 'Pull pages answered',
    registers: [registry],
  });
  const pullRows = new Counter({
    name: 'sync_pull_rows_total',
    help: 'Changed rows sent in pull pages',
    registers: [registry],
  });
  if (db.backend === 'postgres') poolGauges(db, registry);

  return {
    registry,
    /** Times every request; the route is the router's pattern, or `unmatched`. */
    middleware(): Middleware {
      return async (ctx, next) => {
        const end = requests.startTimer({ method: ctx.method });
        try {
          await next();
        } finally {
          const route = ctx._matchedRoute;
          end({
            route:
              typeof route === 'string'
                ? route
                : ctx.path.startsWith('/api/')
                  ? 'unmatched'
                  : 'static',
            status: String(ctx.status),
          });
        }
      };
    },
    observePush(request: PushRequest, results: MutationResult[], now = Date.now()) {
      pushes.inc();
      const byId = new Map(request.mutations.map((m) => [m.id, m]));
      for (const result of results) {
        const mutation = byId.get(result.id);
        if (!mutation) continue;
        mutations.inc({ name: mutation.name, status: result.status });
        const created = Date.parse(mutation.created_at);
        if (Number.isFinite(created)) pushLag.observe(Math.max(0, (now - created) / 1000));
      }
    },
    observePull(page: PullResponse) {
      pullPages.inc();
      pullRows.inc(page.changes.length);
    },
  };
}

/** In use, idle and waiting connections of the node-postgres pool, read at each scrape. */
function poolGauges(db: Database, registry: Registry) {
  const pool = () =>
    (
      db.orm.em.getDriver().getConnection() as unknown as { getNativeClient(): Promise<Pool> }
    ).getNativeClient();
  const gauge = (name: string, help: string, read: (p: Pool) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(read(await pool()));
      },
    });
  gauge('db_pool_in_use', 'Connections checked out', (p) => p.totalCount - p.idleCount);
  gauge('db_pool_idle', 'Connections open and idle', (p) => p.idleCount);
  gauge('db_pool_waiting', 'Requests waiting for a connection', (p) => p.waitingCount);
}
