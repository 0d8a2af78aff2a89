/**
 * Request validation as route middleware, as Outline writes its routes: `validate({ body,
 * query })` and `idParam(schema)` parse the request with protocol schemas before the handler
 * (and before any transaction) runs; a failure is a 400 naming the first message and every
 * field's. The handler reads the typed input back with `.input(ctx)` / `.of(ctx)`.
 */
import type { Context, Middleware } from 'koa';
import { z } from 'zod';
import { unstorableText } from '@rentline/sync-protocol/rules';
import { BOUND_TEXTS } from '@rentline/sync-protocol/texts';
import { fieldMessages } from '@rentline/sync-protocol/wire';
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

const parseBody = <S extends z.ZodType>(ctx: Context, schema: S) =>
  parse(schema, (ctx.request as { body?: unknown }).body ?? {});

const parseQuery = <S extends z.ZodType>(ctx: Context, schema: S) => parse(schema, ctx.query);

type Schemas = { query?: z.ZodType; body?: z.ZodType };
type Parsed<S extends Schemas> = { [K in keyof S]: z.output<NonNullable<S[K]>> };

const stateOf = (ctx: Context) => ctx.state as unknown as Record<symbol, unknown>;

/** Parses the query string, then the body; the handler reads them with `.input(ctx)`. */
export function validate<S extends Schemas>(schemas: S) {
  const key = Symbol('input');
  const middleware: Middleware = async (ctx, next) => {
    const input: Record<string, unknown> = {};
    if (schemas.query) input.query = parseQuery(ctx, schemas.query);
    if (schemas.body) input.body = parseBody(ctx, schemas.body);
    stateOf(ctx)[key] = input;
    await next();
  };
  return Object.assign(middleware, {
    input: (ctx: Context) => stateOf(ctx)[key] as Parsed<S>,
  });
}

/**
 * Parses the path parameter `name` (an id, a date, a token); the handler reads it with
 * `.of(ctx)`. Every route's path parameters go through here (path-params.test.ts walks them all),
 * so what no column can hold is refused once for all, before the route's schema sees it: a NUL
 * or a lone surrogate, and bytes that are not UTF-8 (the router hands those on undecoded, so the
 * request's raw path is decoded here). A failure is a 400 naming the parameter.
 */
export function idParam<S extends z.ZodType>(schema: S, name = 'id') {
  const key = Symbol(name);
  const named = z.object({ [name]: schema });
  const middleware: Middleware = async (ctx, next) => {
    const value = (ctx.params as Record<string, string> | undefined)?.[name];
    // The router leaves a segment it cannot decode as it came: that one names the parameter.
    if (
      value !== undefined &&
      (unstorableText(value) || (!decodable(ctx.path) && !decodable(value)))
    ) {
      throw badRequest(BOUND_TEXTS.unstorable, { [name]: BOUND_TEXTS.unstorable });
    }
    stateOf(ctx)[key] = (parse(named, { [name]: value }) as Record<string, unknown>)[name];
    await next();
  };
  return Object.assign(middleware, { of: (ctx: Context) => stateOf(ctx)[key] as z.output<S> });
}

/** A parameter its handler looks up itself (a file name, a token): any text `idParam` lets through. */
export const pathText = z.string();

/** Whether percent-encoded bytes are UTF-8 (Koa's `ctx.path` is not decoded). */
function decodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
