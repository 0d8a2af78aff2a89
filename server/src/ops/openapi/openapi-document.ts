/**
 * The OpenAPI 3.1 document of the API, made from the sync-protocol schemas (zod's own JSON
 * Schema output, draft 2020-12, which OpenAPI 3.1 uses) and the operations table. Each named
 * protocol schema becomes a component: `contactInputSchema` -> `#/components/schemas/ContactInput`.
 */
import { z } from 'zod';
import * as P from '@rentline/sync-protocol/wire';
import { OPERATIONS, type Operation } from './operations';

type JsonSchema = Record<string, unknown>;

/** Every schema sync-protocol exports, by the component name it gets. */
const NAMES = new Map<unknown, string>(
  Object.entries(P)
    .filter(([name, value]) => name.endsWith('Schema') && value instanceof z.ZodType)
    .map(([name, value]) => [value, name[0]!.toUpperCase() + name.slice(1, -'Schema'.length)]),
);

const toJson = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return json;
};

/** `/api/core/contacts/:id` -> `/api/core/contacts/{id}` */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function buildOpenApiDocument(version = '1.0.0') {
  const components: Record<string, JsonSchema> = {};
  /** A $ref to the component of a named schema (inputs and answers may differ: two names). */
  const ref = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    const base = NAMES.get(schema);
    if (!base) return toJson(schema, io);
    const name = io === 'input' ? base : `${base}Answer`;
    components[name] ??= toJson(schema, io);
    return { $ref: `#/components/schemas/${name}` };
  };

  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const path = openApiPath(operation.path);
    paths[path] ??= {};
    paths[path][operation.method] = describe(operation, ref);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rentline Portal API',
      version,
      description:
        'The staff portal API. Sign in at POST /api/auth/signin and send the token as a bearer ' +
        'header. Every answer carries X-Request-Id (send your own to name a call in the log). ' +
        'Errors answer { error, code?, fields? }.',
    },
    paths,
    components: {
      schemas: { ...components, ErrorBody: toJson(P.errorBodySchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
  };
}

function describe(operation: Operation, ref: (s: z.ZodType, io: 'input' | 'output') => JsonSchema) {
  const parameters: JsonSchema[] = [...operation.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  if (operation.query) {
    const query = toJson(operation.query, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, schema] of Object.entries(query.properties ?? {}))
      parameters.push({ name, in: 'query', required: !!query.required?.includes(name), schema });
  }
  const answer = operation.media
    ? { content: { [operation.media]: {} } }
    : {
        content: {
          'application/json': operation.answer ? { schema: ref(operation.answer, 'output') } : {},
        },
      };
  const error = { $ref: '#/components/schemas/ErrorBody' };
  return {
    tags: [operation.tag],
    summary: operation.summary,
    operationId: `${operation.method}${operation.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string = '') => c.toUpperCase())}`,
    ...(operation.open ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(operation.body, 'input') } },
          },
        }
      : {}),
    responses: {
      [operation.method === 'post' ? '2XX' : '200']: { description: 'Success', ...answer },
      '4XX': { description: 'Refused', content: { 'application/json': { schema: error } } },
      '503': {
        description: 'Unavailable, try again',
        content: { 'application/json': { schema: error } },
      },
    },
  };
}
