import type { EntityManager } from '@mikro-orm/sql';
import type { TokenClaims } from './modules/auth/auth.service';
import type { Metrics } from './ops/metrics';

declare module 'koa' {
  interface Request {
    body?: unknown;
    rawBody?: string;
  }
  interface DefaultState {
    em: EntityManager;
    /** Set by koa-jwt on guarded routes. */
    user?: TokenClaims;
    /** The request's id (http/request-scope.ts). */
    requestId?: string;
    /** /metrics counters, when METRICS_TOKEN is set (ops/metrics.ts). */
    metrics?: Metrics;
  }
}
