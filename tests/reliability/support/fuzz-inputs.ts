/**
 * fast-check arbitraries for hostile requests: wrong types, huge strings, deep nesting, unicode,
 * SQL and HTML fragments, missing and extra fields, arrays where objects are expected, numbers
 * out of range. Field names come from the protocol's own request schemas, so generated bodies
 * reach the validators and the appliers, not only the JSON parser.
 */
import fc from 'fast-check';
import { MUTATION_NAMES } from '@rentline/sync-protocol/rules';
import {
  agreementCreateSchema,
  contactInputSchema,
  customerCreateSchema,
  engagementInputSchema,
  exceptionCreateSchema,
  flowItemInputSchema,
  followUpInputSchema,
  paymentCreateSchema,
  paymentSessionRequestSchema,
  signInRequestSchema,
} from '@rentline/sync-protocol/wire';

const shapeKeys = (schema: unknown): string[] =>
  schema && typeof schema === 'object' && 'shape' in schema
    ? Object.keys((schema as { shape: Record<string, unknown> }).shape)
    : [];

const FIELD_NAMES = [
  ...new Set([
    ...[
      agreementCreateSchema,
      contactInputSchema,
      customerCreateSchema,
      engagementInputSchema,
      exceptionCreateSchema,
      flowItemInputSchema,
      followUpInputSchema,
      paymentCreateSchema,
      paymentSessionRequestSchema,
      signInRequestSchema,
    ].flatMap(shapeKeys),
    'id',
    '__proto__',
    'constructor',
    'version',
    'ssn_encrypted',
    'in_stock_units_delta',
  ]),
];

const QUERY_NAMES = [
  'cursor',
  'limit',
  'page',
  'search',
  'q',
  'status',
  'sort',
  'from',
  'to',
  'date',
  'client_id',
  'category_id',
  'vendor_id',
  'customer_id',
  'employee_id',
  'resolved',
];

export const NASTY = [
  "'; drop table contacts; --",
  "' OR '1'='1",
  '1; select pg_sleep(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '𝕏😀👩‍👩‍👧',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999',
  'true',
  'null',
  '',
  ' ',
  '2026-02-30T25:61:00Z',
  '00000000-0000-0000-0000-000000000000',
  '{{7*7}}',
  '${process.env}',
];

const nastyString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40, unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20, unit: 'binary' }) },
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 1_000, max: 100_000 })
      .chain((n) => fc.constantFrom('A', "'", '<', 'é', '9').map((c) => c.repeat(n))),
  },
);

const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), 1e308, -1e308, 0.1, 1.5e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const deep = fc
  .integer({ min: 20, max: 3_000 })
  .chain((depth) =>
    fc
      .boolean()
      .map((asArray) =>
        Array.from({ length: depth }).reduce<unknown>(
          (inner) => (asArray ? [inner] : { a: inner }),
          'bottom',
        ),
      ),
  );

const { scalar } = fc.letrec((tie) => ({
  scalar: fc.oneof(
    { weight: 5, arbitrary: nastyString },
    { weight: 3, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: tie('nested') },
  ),
  nested: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.array(nastyString, { maxLength: 4 }),
    fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
    deep,
  ),
}));
const value = scalar as fc.Arbitrary<unknown>;

/** An object with some of the protocol's field names (others missing), hostile values, extras. */
const fieldsObject = fc
  .tuple(
    fc.subarray(FIELD_NAMES, { maxLength: 12 }),
    fc.array(value, { minLength: 12, maxLength: 12 }),
    fc.dictionary(nastyString, value, { maxKeys: 2 }),
  )
  .map(([keys, values, extra]) => {
    const body: Record<string, unknown> = { ...extra };
    keys.forEach((k, i) => Object.defineProperty(body, k, { value: values[i], enumerable: true }));
    return body;
  });

/** A push envelope with hostile mutations (real names, wrong seqs, junk args). */
const pushBody = fc.record(
  {
    client_id: fc.oneof(fc.uuid({ version: 7 }), nastyString),
    mutations: fc.oneof(
      fc.array(
        fc.record(
          {
            id: fc.oneof(fc.uuid({ version: 7 }), nastyString),
            seq: fc.oneof(fc.integer({ min: -2, max: 3 }), nastyNumber, nastyString),
            name: fc.oneof(fc.constantFrom(...MUTATION_NAMES), nastyString),
            args: fc.oneof(fieldsObject, value),
            base: fc.oneof(fieldsObject, value),
            base_version: fc.oneof(nastyNumber, nastyString),
            created_at: fc.oneof(
              fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
              nastyString,
            ),
          },
          { requiredKeys: [] },
        ),
        { maxLength: 4 },
      ),
      value,
    ),
  },
  { requiredKeys: [] },
);

/** A request body: mostly JSON (object with known fields, push envelope, any value, array), sometimes not JSON. */
export const body = fc.oneof(
  { weight: 5, arbitrary: fieldsObject.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: pushBody.map((b) => JSON.stringify(b)) },
  { weight: 2, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
  { weight: 1, arbitrary: fc.array(fieldsObject, { maxLength: 3 }).map((b) => JSON.stringify(b)) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'not json', '\u0000', '') },
);

export const query = fc
  .dictionary(
    fc.oneof(fc.constantFrom(...QUERY_NAMES), nastyString),
    // A URL past Node's 16 KB header limit is refused before the app (431): keep most shorter.
    fc.oneof(
      nastyString.map((v) => v.slice(0, 3_000)),
      nastyNumber.map(String),
    ),
    { maxKeys: 4 },
  )
  .map((q) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(q)) params.append(k, v);
    // Repeated keys: arrays where a scalar is expected.
    if (q.limit !== undefined) params.append('limit', '7');
    const text = params.toString();
    return text ? `?${text}` : '';
  });

const headerValue = fc
  .oneof(
    { weight: 10, arbitrary: fc.constantFrom(...NASTY) },
    { weight: 10, arbitrary: fc.string({ maxLength: 40 }) },
    // Past Node's 16 KB header limit only now and then (431), so most requests reach the app.
    { weight: 1, arbitrary: fc.constant('x'.repeat(3_000)) },
  )
  .map((v) => v.replace(/[^\t\x20-\x7e]/g, '?'));

export const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=zzz',
      'application/json; charset=utf-16',
      'application/xml',
    ),
    'x-forwarded-for': headerValue,
    'accept-language': headerValue,
    'if-none-match': headerValue,
    'x-requested-with': headerValue,
  },
  { requiredKeys: ['content-type'] },
);
