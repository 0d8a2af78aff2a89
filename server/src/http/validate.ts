import type { Context } from 'koa';
import type { z } from 'zod';
import { fieldMessages } from '@rentline/sync-protocol';
import { badRequest } from './errors';

/** Parses input with a protocol schema; a failure is a 400 naming the first message and every field's. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const fields = fieldMessages(result.error);
    const first = Object.values(fields)[0] ?? 'Invalid request';
    throw badRequest(first, fields);
  }
  return result.data;
}

export const parseBody = <S extends z.ZodType>(ctx: Context, schema: S) =>
  parse(schema, (ctx.request as { body?: unknown }).body ?? {});

export const parseQuery = <S extends z.ZodType>(ctx: Context, schema: S) =>
  parse(schema, ctx.query);
