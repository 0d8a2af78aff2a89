/**
 * Fuzzing: every guarded route (walked from `guardedRouters(...)`), sign-in and the public routes
 * get fast-check-made bodies, query strings, headers and path ids with a valid token; then every
 * write route and every mutation gets valid bodies with one field holding what no column can
 * (support/fuzz-fields.ts), and the lists' searches and filters such values. None may answer
 * 500, none may leak a stack, SQL or a server path, and no 4xx may change a row.
 * FUZZ_RUNS sets the cases per route (default 50); FUZZ_SEED replays a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createLookup } from '../../server/src/testing/factories';
import {
  fieldAndValue,
  LIST_QUERIES,
  QUERY_VALUES,
  withField,
  writeRoutes,
  type FieldRefs,
} from './support/fuzz-fields';
import { body, headers, NASTY, query } from './support/fuzz-inputs';
import {
  fillPath,
  guardedRoutes,
  PUBLIC_ROUTES,
  type Route,
  seedEverything,
  tableFor,
} from './support/routes';
import {
  fingerprint,
  LEAK,
  memoryLogger,
  startReliabilityServer,
  type ReliabilityServer,
} from './support/server';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

let server: ReliabilityServer;
let token: string;
const log = memoryLogger();
let ids: Record<string, string[]> = {};
let refs: FieldRefs;
let tried = 0;
const statuses: Record<number, number> = {};

beforeAll(async () => {
  server = await startReliabilityServer({ logger: log.logger });
  token = (await server.signIn()).token;
  ids = await seedEverything(server);
  const em = server.db.em.fork();
  const first = (table: string) => ids[table]![0]!;
  refs = {
    employeeId: Number(first('employees')),
    categoryId: await createLookup(em, 'categories', 'Fuzz Tools'),
    vendorId: await createLookup(em, 'vendors', 'Fuzz Vendor'),
    contactId: first('contacts'),
    engagementId: first('engagements'),
    followUpId: first('follow_ups'),
    customerId: Number(first('customers')),
    agreementId: Number(first('agreements')),
    itemId: first('flow_items'),
    exceptionId: Number(first('exceptions')),
  };
});

afterAll(async () => {
  console.log(
    `fuzz-routes: ${tried} requests tried (FUZZ_RUNS=${RUNS}, FUZZ_SEED=${SEED}); statuses ${JSON.stringify(statuses)}`,
  );
  await server?.close();
});

const invalidId = fc.oneof(
  fc.uuid({ version: 7 }),
  fc.constantFrom(
    '0',
    '-1',
    '99999999999999',
    'abc',
    '1.5',
    'null',
    'undefined',
    '%2e%2e',
    'x'.repeat(2_000),
  ),
  fc
    .constantFrom(...NASTY)
    .filter((s) => s !== '')
    .map(encodeURIComponent),
);

function idFor(path: string) {
  const valid = ids[tableFor(path)] ?? [];
  return valid.length ? fc.oneof(fc.constantFrom(...valid), invalidId) : invalidId;
}

async function fuzzRoute(route: Route, withToken: boolean) {
  const paramNames = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const params = fc.tuple(...paramNames.map(() => idFor(route.path)));
  const method = fc.oneof(
    { weight: 9, arbitrary: fc.constant(route.method) },
    { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE') },
  );
  await fc.assert(
    fc.asyncProperty(
      method,
      params,
      query,
      headers,
      body,
      async (verb, values, qs, hdrs, payload) => {
        const path = fillPath(route.path, (_name, i) => String(values[i]));
        const before = await fingerprint(server.db);
        tried++;
        const res = await fetch(`${server.url}${path}${qs}`, {
          method: verb,
          headers: { ...hdrs, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
          body: verb === 'GET' || verb === 'HEAD' ? undefined : payload,
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const text = await res.text();
        const what = `${verb} ${path.slice(0, 120)}${qs.slice(0, 80)} -> ${res.status} ${text.slice(0, 300)}`;
        expect(res.status, what).toBeLessThan(500);
        expect(LEAK.test(text), `leak in ${what}`).toBe(false);
        if (res.status >= 400)
          expect(await fingerprint(server.db), `4xx changed rows: ${what}`).toBe(before);
      },
    ),
    { numRuns: RUNS, seed: SEED, endOnFailure: true },
  );
}

/** Sends `init`, counts its status, holds the answer to the fuzzer's rules, and answers its body. */
async function expectHandled(what: string, path: string, init: RequestInit): Promise<string> {
  const before = await fingerprint(server.db);
  tried++;
  const res = await fetch(`${server.url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  });
  statuses[res.status] = (statuses[res.status] ?? 0) + 1;
  const text = await res.text();
  const said = `${what} -> ${res.status} ${text.slice(0, 300)}`;
  expect(res.status, said).toBeLessThan(500);
  expect(LEAK.test(text), `leak in ${said}`).toBe(false);
  if (res.status >= 400)
    expect(await fingerprint(server.db), `4xx changed rows: ${said}`).toBe(before);
  return text;
}

describe('#fuzz every route', () => {
  it('never answers 500, never leaks internals, and a 4xx changes no row, on every guarded route', async () => {
    const routes = guardedRoutes(server);
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) await fuzzRoute(route, true);
    // 500s are logged by the error middleware: none were.
    expect(log.lines.filter((l) => /"level":50/.test(l))).toEqual([]);
  });

  it('holds the same on sign-in and the public routes', async () => {
    for (const route of PUBLIC_ROUTES) await fuzzRoute(route, false);
    expect(log.lines.filter((l) => /"level":50/.test(l))).toEqual([]);
  });

  it('never answers 500 when one field of a valid body holds a NUL, 1e300, 99,999,999,999, a long or a 900 KB text', async () => {
    const routes = writeRoutes(refs);
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(fieldAndValue(route), async ([field, value]) => {
          const what = `${route.method} ${route.path} ${route.mutation ?? ''} ${field}=${String(value).slice(0, 20)}`;
          const answer = await expectHandled(what, route.path, {
            method: route.method,
            body: JSON.stringify(withField(route, field, value)),
          });
          // A push refuses it as invalid data, before the database could fail on it.
          if (route.mutation)
            expect(answer, what).not.toContain('The server could not store this change');
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    for (const list of LIST_QUERIES)
      for (const value of QUERY_VALUES)
        await expectHandled(`GET ${list}${value.slice(0, 20)}`, `${list}${value}`, {
          method: 'GET',
        });
    expect(log.lines.filter((l) => /"level":50/.test(l))).toEqual([]);
  });
});
