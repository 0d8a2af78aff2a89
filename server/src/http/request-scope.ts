/**
 * Who and what a request is about, for every log line written while it runs: its request id
 * (the caller's X-Request-Id when well-formed, else a new one, echoed in the answer), the
 * signed-in employee, and on sync routes the client id and the number of mutations. Held in
 * AsyncLocalStorage, so a line written anywhere below (a service, a payment provider) carries
 * it without the logger being handed down; the logger's mixin (logger.ts) reads it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import { REQUEST_ID_HEADER } from '@rentline/sync-protocol/rules';
import { requestIdSchema } from '@rentline/sync-protocol/wire';

export interface RequestScope {
  requestId: string;
  employeeId?: number;
  clientId?: string;
  mutations?: number;
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** The fields of the request running now, for a log line (none outside a request). */
export const currentRequestFields = (): Partial<RequestScope> => ({ ...scopes.getStore() });

/** Adds what a route has learnt (the sync client, its mutation count) to the request's lines. */
export function describeRequest(fields: Omit<Partial<RequestScope>, 'requestId'>): void {
  const scope = scopes.getStore();
  if (scope) Object.assign(scope, fields);
}

/** First in the chain, so even an error answer carries the id. */
export function requestScope(): Middleware {
  return (ctx, next) => {
    const given = requestIdSchema.safeParse(ctx.get(REQUEST_ID_HEADER));
    const scope: RequestScope = { requestId: given.success ? given.data : randomUUID() };
    ctx.state.requestId = scope.requestId;
    ctx.set(REQUEST_ID_HEADER, scope.requestId);
    return scopes.run(scope, next);
  };
}

/** After the token check: the employee the token names (its subject), for every later line. */
export function scopeEmployee(): Middleware {
  return (ctx, next) => {
    const id = Number(ctx.state.user?.sub);
    if (Number.isInteger(id) && id > 0) describeRequest({ employeeId: id });
    return next();
  };
}
