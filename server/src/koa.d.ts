import type { EntityManager } from '@mikro-orm/sql';
import type { TokenClaims } from './modules/auth/auth.service';

declare module 'koa' {
  interface Request {
    body?: unknown;
    rawBody?: string;
  }
  interface DefaultState {
    em: EntityManager;
    /** Set by koa-jwt on guarded routes. */
    user?: TokenClaims;
  }
}
