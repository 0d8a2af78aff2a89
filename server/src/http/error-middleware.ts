import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import {
  DriverException,
  NotFoundError,
  UniqueConstraintViolationException,
  ForeignKeyConstraintViolationException,
} from '@mikro-orm/core';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { RejectedMutation } from '../db/mutation-context';
import { isDatabaseUnreachable, isLostRace } from '../db/transient-errors';
import { AppError } from './errors';
import { currentRequestFields } from './request-scope';
import { asDatabaseException } from '../db/database-errors';

interface HttpishError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  type?: string;
  message?: string;
}

/** Maps every failure to `{ error }` with the right status; 500s never carry internals. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
        ctx.status = 404;
        ctx.body = { error: ERRORS.notFound };
      }
    } catch (err) {
      const { status, body } = toResponse(err);
      if (status >= 500)
        logger.error({ ...currentRequestFields(), err, path: ctx.path }, 'request failed');
      ctx.status = status;
      ctx.body = body;
    }
  };
}

/** A mutation refused on a REST route: validation 400, missing 404, deleted 410, clash 409. */
const REJECTION_STATUS: Record<RejectedMutation['code'], number> = {
  validation: 400,
  invalid: 400,
  not_found: 404,
  deleted: 410,
  conflict: 409,
};

function toResponse(thrown: unknown): { status: number; body: Record<string, unknown> } {
  const err = asDatabaseException(thrown);
  if (err instanceof RejectedMutation) {
    const body: Record<string, unknown> = { error: err.message, code: err.code };
    if (err.fields) body.fields = err.fields;
    return { status: REJECTION_STATUS[err.code], body };
  }
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { error: err.message, code: err.code };
    if (err.fields) body.fields = err.fields;
    if (err.extra) Object.assign(body, err.extra);
    return { status: err.status, body };
  }
  if (err instanceof NotFoundError) return { status: 404, body: { error: ERRORS.notFound } };
  if (err instanceof UniqueConstraintViolationException)
    return { status: 409, body: { error: 'This record already exists', code: 'conflict' } };
  if (err instanceof ForeignKeyConstraintViolationException)
    return {
      status: 409,
      body: { error: 'This record is still referenced by other records', code: 'conflict' },
    };
  if (isDatabaseUnreachable(err))
    return {
      status: 503,
      body: { error: 'The database is unavailable. Please try again.', code: 'unavailable' },
    };
  if (isLostRace(err))
    return { status: 503, body: { error: 'The server is busy. Please try again.', code: 'busy' } };
  if (err instanceof DriverException) return { status: 500, body: { error: ERRORS.internal } };
  const e = err as HttpishError;
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    if (status === 401) return { status, body: { error: ERRORS.authenticationRequired } };
    if (status === 413) return { status, body: { error: ERRORS.bodyTooLarge } };
    if (e.type === 'entity.parse.failed')
      return { status: 400, body: { error: 'Request body is not valid JSON' } };
    return { status, body: { error: e.expose && e.message ? e.message : 'Bad request' } };
  }
  return { status: 500, body: { error: ERRORS.internal } };
}
