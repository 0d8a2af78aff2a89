import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidSchema } from '@rentline/sync-protocol/wire';
import { type AppRoute, appRoutes } from '../testing/app-routes';
import { client, idempotencyKey, startTestServer, type TestServer } from '../testing/test-server';
import { AppError } from './errors';
import { idParam } from './validate';

/**
 * Issue 49, hardening: every path parameter goes through one validator (validate.ts
 * `idParam`), which refuses what no column can hold (a NUL, bytes that are not UTF-8, a lone
 * surrogate) with 400 before any schema, handler or statement sees it. Walks every route the app
 * serves with a parameter, so a route that reads its parameter on its own fails here.
 */
let server: TestServer;
let api: ReturnType<typeof client>;
let routes: AppRoute[];
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  routes = appRoutes(server).filter((r) => r.params.length > 0);
});
afterAll(() => server.close());

/** Path segments as a caller sends them (percent-encoded). */
const BAD = [
  ['a NUL', '%00'],
  ['a NUL inside an id', '0190f5e2-7a4c-7b3e-9c1d-%002e3f4a5b6c7d'],
  ['a NUL after a transaction id', 'TX-1%00'],
  ['an overlong NUL (not UTF-8)', '%C0%80'],
  ['a lone surrogate (not UTF-8)', '%ED%A0%80'],
  ['a byte that is not UTF-8', 'ab%FF'],
] as const;

const pathWith = (route: AppRoute, param: string, value: string) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => (name === param ? value : '1'));

describe('#path parameters', () => {
  it('are walked on every route that has one', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/payments/transactions/:transactionId',
        'GET /api/flow/images/:imageId',
        'GET /api/docs/:file',
        'GET /api/pay/simulator/:token',
        'GET /api/end-of-day/:date',
        'GET /api/calendar/:employeeId/today',
        'PATCH /api/flow/items/:id',
      ]),
    );
    expect(routes.length).toBeGreaterThan(40);
  });

  it.each(BAD)('fail with 400 on every route when one holds %s', async (_label, value) => {
    const answers: string[] = [];
    for (const route of routes)
      for (const param of route.params) {
        const path = pathWith(route, param, value);
        const res = await api(route.method, path, route.method === 'GET' ? undefined : {}, {
          ...idempotencyKey(),
        });
        const json = res.headers.get('content-type')?.startsWith('application/json');
        // JSON answers name the parameter (the validator's 400, not another one); the payment
        // pages answer html.
        const named = !json || typeof res.body.fields?.[param] === 'string';
        if (res.status !== 400 || !named)
          answers.push(`${route.method} ${path}: ${res.status} ${res.text.slice(0, 80)}`);
      }
    expect(answers).toEqual([]);
  });

  it('answers GET /api/payments/transactions/%00 with 400 naming the parameter', async () => {
    const res = await api('GET', '/api/payments/transactions/%00');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Must not hold a NUL character or bytes that are not UTF-8',
      code: 'validation',
      fields: { transactionId: 'Must not hold a NUL character or bytes that are not UTF-8' },
    });
  });
});

describe('#idParam', () => {
  /** The validator alone, on a parameter as the router hands it (already decoded). */
  const run = async (value: string, path = '/api/core/contacts/x') => {
    const id = idParam(uuidSchema);
    const ctx = { params: { id: value }, path, state: {} } as unknown as Context;
    await id(ctx, async () => undefined);
    return id.of(ctx);
  };
  const refusal = (value: string) =>
    run(value).then(
      () => null,
      (err: unknown) => (err instanceof AppError ? [err.status, err.fields] : err),
    );

  it('refuses a NUL and a lone surrogate before the schema, naming the parameter', async () => {
    for (const value of [
      '\u0000',
      '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7\u0000',
      '\ud800',
      'a\udfffb',
    ])
      expect(await refusal(value)).toEqual([
        400,
        { id: 'Must not hold a NUL character or bytes that are not UTF-8' },
      ]);
  });

  it("gives the schema's message under the parameter's name, and the parsed value", async () => {
    expect(await refusal('42')).toEqual([400, { id: 'Must be a valid id' }]);
    expect(await run('0190F5E2-7A4C-7B3E-9C1D-2E3F4A5B6C7D')).toBe(
      '0190F5E2-7A4C-7B3E-9C1D-2E3F4A5B6C7D',
    );
  });
});
