import { v7 as uuidv7 } from 'uuid';
import { ERRORS } from '@rentline/sync-protocol/texts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactArgs, mutationWithSeq } from '../testing/factories';
import { isPostgresRun } from '../testing/test-database';
import { client, startTestServer, type TestServer } from '../testing/test-server';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('#metrics when METRICS_TOKEN is not set', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  it('answers 404, with or without a token', async () => {
    for (const res of [
      await client(server.url)('GET', '/metrics'),
      await client(server.url, TOKEN)('GET', '/metrics'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: ERRORS.notFound });
    }
  });
});

describe('#metrics when METRICS_TOKEN is set', () => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    server = await startTestServer({ metricsToken: TOKEN });
    api = client(server.url, (await server.signIn()).token);
  });
  afterAll(() => server.close());

  const scrape = async () => {
    const res = await client(server.url, TOKEN)('GET', '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    return res.text;
  };
  /** The value of one series, e.g. sample(text, 'sync_pushes_total'). */
  const sample = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('answers 404 without the bearer token or with another one, as when it is off', async () => {
    for (const res of [
      await client(server.url)('GET', '/metrics'),
      await client(server.url, 'not-the-token')('GET', '/metrics'),
      await client(server.url, `${TOKEN}x`)('GET', '/metrics'),
      await api('GET', '/metrics'),
    ]) {
      expect(res.status).toBe(404);
      expect(res.headers.get('www-authenticate')).toBeNull();
      expect(res.body).toEqual({ error: ERRORS.notFound });
    }
  });

  it('counts requests by route pattern and status, never by id', async () => {
    const id = uuidv7();
    await api('GET', `/api/core/contacts/${id}`);
    await api('GET', '/api/health');
    const text = await scrape();
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/core/contacts/:id",status="404"}',
      ),
    ).toBe(1);
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
  });

  it('counts pushes, mutations by name and outcome, push lag, pull pages and rows', async () => {
    const hourAgo = new Date(Date.now() - 3600_000).toISOString();
    const res = await api('POST', '/api/sync/push', {
      client_id: uuidv7(),
      mutations: [
        mutationWithSeq(1, 'contact.create', contactArgs(), { created_at: hourAgo }),
        mutationWithSeq(2, 'contact.create', contactArgs({ email: 'not an email' })),
      ],
    });
    expect(res.body.results.map((r: { status: string }) => r.status)).toEqual([
      'applied',
      'rejected',
    ]);
    const pulled = await api('GET', '/api/sync/pull?cursor=0');
    const text = await scrape();
    expect(sample(text, 'sync_pushes_total')).toBe(1);
    expect(sample(text, 'sync_mutations_total{name="contact.create",status="applied"}')).toBe(1);
    expect(sample(text, 'sync_mutations_total{name="contact.create",status="rejected"}')).toBe(1);
    expect(sample(text, 'sync_push_lag_seconds_count')).toBe(2);
    expect(sample(text, 'sync_push_lag_seconds_bucket{le="900"}')).toBe(1);
    expect(sample(text, 'sync_pull_pages_total')).toBe(1);
    expect(sample(text, 'sync_pull_rows_total')).toBe(pulled.body.changes.length);
  });

  it('shows the process and, on PostgreSQL, the connection pool', async () => {
    const text = await scrape();
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (isPostgresRun()) expect(sample(text, 'db_pool_idle')).toBeGreaterThanOrEqual(0);
    else expect(text).not.toContain('db_pool_idle');
  });
});
