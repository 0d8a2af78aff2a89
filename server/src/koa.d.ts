import type { EntityManager } from '@mikro-orm/sql';
import type { Role } from '@rentline/sync-protocol/rules';
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
    /** The signed-in employee's role, read with their session (security/live-session.ts). */
    role?: Role;
    /** The manager whose approval this request used (security/permissions.ts). */
    approvedBy?: number;
    /** The request's id (http/request-scope.ts). */
    requestId?: string;
    /** /metrics counters, when METRICS_TOKEN is set (ops/metrics.ts). */
    metrics?: Metrics;
  }
}
