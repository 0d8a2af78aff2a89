/**
 * Headers and limits: security headers on the shell and on API answers; API JSON never cached;
 * CORS only when configured; JSON and upload limits answered 413 { error }; sign-in throttled after 5 failures;
 * the JWT lifetime follows configuration.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { ITEM_IMAGE_MAX_BYTES } from '@rentline/sync-protocol/rules';
import { contactArgs, insertFlowItemRow } from '../../server/src/testing/factories';
import { fingerprint, startReliabilityServer, type ReliabilityServer } from './support/server';

const ORIGIN = 'https://portal.example.com';
let plain: ReliabilityServer; // defaults: no CORS, 1mb JSON, 12h tokens
let tuned: ReliabilityServer; // CORS_ORIGIN, BODY_LIMIT 2kb, JWT 1s, the built shell
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'rentline-shell-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><title>Rentline</title><div id="root"></div>',
  );
  [plain, tuned] = await Promise.all([
    startReliabilityServer({ clientDist: dist }),
    startReliabilityServer({
      corsOrigin: ORIGIN,
      bodyLimit: '2kb',
      jwtExpiresIn: '1s',
      clientDist: dist,
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([plain?.close(), tuned?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

const post = (server: ReliabilityServer, path: string, body: string, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

describe('#headers security headers', () => {
  it.each([
    ['the shell', '/'],
    ['a deep link to the shell', '/core/contacts/new'],
    ['an API answer', '/api/health'],
    ['an API refusal', '/api/core/contacts'],
  ])('are on %s', async (_label, path) => {
    const res = await fetch(`${plain.url}${path}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps every JSON answer of the API out of caches (they carry personal data)', async () => {
    const { token } = await plain.signIn();
    const auth = { authorization: `Bearer ${token}` };
    for (const [path, headers, status] of [
      ['/api/customers/?limit=1&offset=0', auth, 200],
      ['/api/core/contacts', auth, 200],
      ['/api/payments/recent', auth, 200],
      ['/api/core/contacts', {}, 401],
      ['/api/no-such-thing', auth, 404],
    ] as const) {
      const res = await fetch(`${plain.url}${path}`, { headers });
      expect(res.status, path).toBe(status);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
  });

  it('sends no Access-Control-Allow-Origin unless CORS_ORIGIN is configured', async () => {
    const evil = { origin: 'https://evil.example' };
    const get = await fetch(`${plain.url}/api/health`, { headers: evil });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${plain.url}/api/sync/push`, {
      method: 'OPTIONS',
      headers: { ...evil, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers exactly the configured origin when CORS_ORIGIN is set, whoever asks', async () => {
    for (const origin of [ORIGIN, 'https://evil.example']) {
      const res = await fetch(`${tuned.url}/api/health`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    }
    const preflight = await fetch(`${tuned.url}/api/sync/push`, {
      method: 'OPTIONS',
      headers: { origin: ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    // Money-writing requests carry their Idempotency-Key across origins too.
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Idempotency-Key');
  });
});

describe('#limits body and upload sizes', () => {
  it('refuses a JSON body over BODY_LIMIT with 413 { error } and writes nothing', async () => {
    const { token } = await tuned.signIn();
    const before = await fingerprint(tuned.db);
    const big = JSON.stringify({ ...contactArgs(), notes: 'x'.repeat(4_000) });
    const res = await post(tuned, '/api/engagements', big, token);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'Request body is too large' });
    expect(await fingerprint(tuned.db)).toBe(before);
  });

  it('refuses a JSON body over the default 1 MB with 413', async () => {
    const { token } = await plain.signIn();
    const res = await post(
      plain,
      '/api/flow/items',
      JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      token,
    );
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
  });

  it('refuses an item image one byte over the limit with 413 and stores nothing', async () => {
    const { token } = await plain.signIn();
    const itemId = await plain.db.em.fork().transactional((em) => insertFlowItemRow(em));
    const before = await fingerprint(plain.db);
    const bytes = Buffer.alloc(ITEM_IMAGE_MAX_BYTES + 1);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'big.png');
    const res = await fetch(`${plain.url}/api/flow/items/${itemId}/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: expect.any(String) });
    expect(await fingerprint(plain.db)).toBe(before);
  });
});

describe('#limits sign-in throttling', () => {
  it('answers 429 after 5 failures for an email, even to the right password', async () => {
    const attempt = (password: string) =>
      post(plain, '/api/auth/signin', JSON.stringify({ email: 'demo2@example.com', password }));
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}`)).status).toBe(401);
    const sixth = await attempt('wrong-again');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ success: false, error: expect.any(String) });
    expect((await attempt('demo1234')).status).toBe(429);
    // Another account is not locked by it.
    expect(
      (
        await post(
          plain,
          '/api/auth/signin',
          JSON.stringify({ email: 'demo@example.com', password: 'demo1234' }),
        )
      ).status,
    ).toBe(200);
  });
});

describe('#limits token lifetime', () => {
  it('issues 12h tokens by default', async () => {
    const { token } = await plain.signIn();
    // Wall time, below: the token's expiry is whole seconds of the real clock (jsonwebtoken).
    const claims = jwt.decode(token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(12 * 3600);
  });

  it('refuses a token after the configured lifetime (1s) has passed', async () => {
    // A token signed early in its second, so the first use falls inside the one-second
    // lifetime (a sign-in takes most of a second: its end, not its start, decides).
    let token = '';
    for (let i = 0; i < 20; i++) {
      const start = Date.now();
      token = (await tuned.signIn()).token;
      if (Date.now() - (jwt.decode(token) as { iat: number }).iat * 1000 < 300) break;
      // Start the next one so that, taking as long, it ends just after a second begins.
      const took = Date.now() - start;
      const wait = (2050 - ((Date.now() + took) % 1000)) % 1000;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const claims = jwt.decode(token) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(1);
    const pull = () =>
      fetch(`${tuned.url}/api/sync/pull?cursor=0&limit=1`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await pull()).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, (claims.exp + 1) * 1000 - Date.now()));
    const late = await pull();
    expect(late.status).toBe(401);
    expect(await late.json()).toMatchObject({ error: expect.any(String) });
  });
});
