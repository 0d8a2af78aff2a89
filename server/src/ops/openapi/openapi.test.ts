import { Ajv2020 } from 'ajv/dist/2020';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../testing/app-routes';
import { contactArgs, mutationWithSeq } from '../../testing/factories';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { openApiPath } from './openapi-document';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>;
  components: { schemas: Record<string, unknown> };
};

let server: TestServer;
let api: ReturnType<typeof client>;
let doc: Doc;
beforeAll(async () => {
  server = await startTestServer();
  api = client(server.url, (await server.signIn()).token);
  doc = (await client(server.url)('GET', '/api/openapi.json')).body as Doc;
});
afterAll(() => server.close());

/** Every method and path the running app routes: each router mounted on it, walked. */
const routesOfApp = () =>
  [
    ...new Set(appRoutes(server).map((r) => `${r.method.toLowerCase()} ${openApiPath(r.path)}`)),
  ].sort();

const documented = () =>
  Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`))
    .sort();

describe('#openapi.json', () => {
  it('is served without a token as OpenAPI 3.1, and /api/docs renders it from local files', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const page = await client(server.url)('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/https?:\/\//);
    for (const src of page.text.matchAll(/(?:src|href)="([^"]+)"/g)) {
      const asset = await client(server.url)('GET', src[1]!);
      expect(asset.status, src[1]).toBe(200);
    }
  });

  it('documents every route of the app, and no route the app does not have', async () => {
    // The route to the viewer's files is one route, not an operation of the API.
    const routes = routesOfApp().filter((r) => r !== 'get /api/docs/{file}');
    expect(documented()).toEqual(routes);
  });

  it('has a valid JSON Schema (draft 2020-12) for every component', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    for (const [name, schema] of Object.entries(doc.components.schemas))
      expect(() => ajv.compile(schema as object), name).not.toThrow();
  });
});

describe('#openapi.json: real answers match their documented schemas', () => {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  const check = (method: string, path: string, status: number, body: unknown) => {
    if (!ajv.getSchema('doc')) ajv.addSchema({ $id: 'doc', ...doc.components } as object, 'doc');
    const answer = doc.paths[openApiPath(path)]![method]!.responses[
      status >= 200 && status < 300 && method === 'post' ? '2XX' : '200'
    ] as {
      content: { 'application/json': { schema?: { $ref?: string } } };
    };
    const schema = answer.content['application/json'].schema;
    expect(schema, `${method} ${path} documents its answer`).toBeDefined();
    const ref = schema!.$ref!.replace('#/components', 'doc#');
    const validate = ajv.getSchema(ref)!;
    expect(validate(body) ? [] : validate.errors, `${method} ${path}`).toEqual([]);
  };

  it.each([
    ['/api/health'],
    ['/api/health/ready'],
    ['/api/sync/pull?cursor=0'],
    ['/api/sync/ssn-key'],
    ['/api/core/contacts'],
    ['/api/contacts?search=a'],
    ['/api/engagements/lookup-data'],
    ['/api/engagements'],
    ['/api/engagements/all-follow-ups'],
    ['/api/hub/summary'],
    ['/api/config/public'],
    ['/api/flow/metrics'],
    ['/api/flow/items'],
    ['/api/dashboard/metrics'],
    ['/api/customers'],
    ['/api/agreements'],
    ['/api/payments'],
    ['/api/payments/recent'],
    ['/api/payments/upcoming'],
    ['/api/exceptions'],
  ])('GET %s', async (url) => {
    const res = await api('GET', url);
    expect(res.status).toBe(200);
    check('get', url.split('?')[0]!, res.status, res.body);
  });

  it('POST /api/sync/push and POST /api/core/contacts', async () => {
    const push = await api('POST', '/api/sync/push', {
      client_id: uuidv7(),
      mutations: [mutationWithSeq(1, 'contact.create', contactArgs())],
    });
    check('post', '/api/sync/push', push.status, push.body);
    const created = await api(
      'POST',
      '/api/core/contacts',
      contactArgs({ email: 'doc@example.com' }),
    );
    expect(created.status).toBeLessThan(300);
    check('post', '/api/core/contacts', created.status, created.body);
    const one = await api(
      'GET',
      `/api/core/contacts/${String(created.body.contact?.id ?? created.body.id)}`,
    );
    check('get', '/api/core/contacts/:id', one.status, one.body);
  });
});
