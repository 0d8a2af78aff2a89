/**
 * What of an error may be written to the log. A database error carries the request's values in
 * several places: MikroORM's `query` is the statement with its values written in, `params` holds
 * them, PostgreSQL's `detail` says "Failing row contains (…)" or "Key (email)=(…)", and its
 * message quotes a value it could not read ('invalid input syntax for type uuid: "…"'). Those are
 * a customer's name, address, birth date, licence number or SSN ciphertext.
 *
 * So a database error is logged as its class, SQLSTATE and the names it gives (table, column,
 * constraint), its statement with every literal replaced by `?`, and its message with every
 * quoted part that is not one of those names replaced by `?`. Other errors keep their message and
 * stack. The logger (logger.ts) serializes every `err` field with this, wherever it is logged.
 */
import { DriverException } from '@mikro-orm/core';

type Fields = Record<string, unknown>;

const NAMES = ['schema', 'table', 'column', 'constraint', 'dataType'] as const;

/** A PostgreSQL (or PGlite) error, wrapped by MikroORM or not. */
function isDatabaseError(err: Error): boolean {
  if (err instanceof DriverException) return true;
  const e = err as Error & Fields;
  return (
    'query' in e ||
    'sqlState' in e ||
    (typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code))
  );
}

/** A statement's text with its string, number and parameter literals replaced by `?`. */
export function statementWithoutValues(sql: string): string {
  return sql
    .replace(/\b[eE]'(?:[^'\\]|\\.|'')*'/g, '?')
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\$(\w*)\$[\s\S]*?\$\1\$/g, '?')
    .replace(/(?<![\w$.])-?\d+(?:\.\d+)?(?:e[+-]?\d+)?(?![\w$])/gi, '?');
}

/** A database message with every quoted value replaced by `?` (the error's own names are kept). */
function messageWithoutValues(message: string, names: Set<string>): string {
  const firstLine = message.split('\n')[0] ?? '';
  // MikroORM prefixes the statement: "<query> - <message>".
  const text = firstLine.includes(' - ')
    ? firstLine.slice(firstLine.lastIndexOf(' - ') + 3)
    : firstLine;
  return text
    .replace(/"((?:[^"]|"")*)"/g, (quoted, inner: string) => (names.has(inner) ? quoted : '?'))
    .replace(/'(?:[^']|'')*'/g, '?')
    .replace(/\(([^()]*)\)=\(([^()]*)\)/g, '($1)=(?)');
}

function databaseError(err: Error & Fields): Fields {
  const names = new Set<string>();
  const out: Fields = { type: err.name, database: true };
  if (typeof err.code === 'string') out.code = err.code;
  for (const name of NAMES) {
    if (typeof err[name] === 'string' && err[name]) {
      out[name] = err[name];
      names.add(err[name]);
    }
  }
  if (typeof err.routine === 'string') out.routine = err.routine;
  const pgMessage = typeof err.sqlMessage === 'string' ? err.sqlMessage : err.message;
  out.message = messageWithoutValues(pgMessage, names);
  if (typeof err.query === 'string') out.statement = statementWithoutValues(err.query);
  const frames = err.stack?.split('\n').filter((line) => /^\s+at /.test(line));
  if (frames?.length) out.stack = [`${err.name}: ${String(out.message)}`, ...frames].join('\n');
  return out;
}

/** The log form of any thrown value (pino's `err` serializer; see logger.ts). */
export function loggableError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const e = err as Error & Fields;
  if (isDatabaseError(e)) return databaseError(e);
  const out: Fields = { type: e.name, message: e.message, stack: e.stack };
  for (const key of ['code', 'status', 'statusCode', 'expose'] as const)
    if (e[key] !== undefined) out[key] = e[key];
  if (e.cause !== undefined) out.cause = loggableError(e.cause);
  return out;
}
