import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRouters } from '../../app';
import { pruneSignInAttempts, type TokenClaims } from './auth.service';
import { hashPassword, SCRYPT_PARAMS } from './password';
import { THROTTLE } from './sign-in-throttle';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

/** Hashes passwords with the tests' cheap parameters (testing/password-params.ts). */
let server: TestServer;
/** Hashes with the server's own parameters: for the tests of passwords themselves. */
let strong: TestServer;
beforeAll(async () => {
  [server, strong] = await Promise.all([
    startTestServer(),
    startTestServer({ passwordParams: SCRYPT_PARAMS }),
  ]);
});
afterAll(() => Promise.all([server?.close(), strong?.close()]));

const signin = (body: unknown, on = server) => client(on.url)('POST', '/api/auth/signin', body);
const sql = <T>(text: string, params: unknown[] = [], on = server) =>
  on.db.em.fork().execute<T[]>(text, params);

/** An employee who signs in with `password` (stored with `hash` when given). */
async function employee(email: string, hash?: string, on = server) {
  await sql(
    `insert into employees (full_name, email, password_hash)
     select 'T', ?, coalesce(?, password_hash) from employees where email = 'demo@example.com'`,
    [email, hash ?? null],
    on,
  );
}

describe('#auth.signin', () => {
  it('signs in with the right password and answers token and employee', async () => {
    const res = await signin({ email: 'demo@example.com', password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.token).toBe('string');
    expect(res.body.employee).toMatchObject({
      email: 'demo@example.com',
      full_name: 'Jordan Avery',
      job_title: 'Store Manager',
    });
    expect(res.body.employee.password_hash).toBeUndefined();
  });

  it('trims the email but not the password', async () => {
    expect(
      (await signin({ email: '  demo@example.com ', password: 'demo1234' })).body.success,
    ).toBe(true);
    expect((await signin({ email: 'demo@example.com', password: ' demo1234' })).body.success).toBe(
      false,
    );
  });

  it('fails with 401 on a wrong password', async () => {
    const res = await signin({ email: 'demo2@example.com', password: 'nope' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid email or password' });
  });

  it('fails the same way for an unknown email', async () => {
    const res = await signin({ email: 'nobody@example.com', password: 'demo1234' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, error: 'Invalid email or password' });
  });

  it('fails with 400 and "Please fill in all fields" on empty fields', async () => {
    for (const body of [
      {},
      { email: '', password: 'x' },
      { email: 'a@b.co', password: '' },
      { email: '   ', password: 'x' },
    ]) {
      const res = await signin(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, error: 'Please fill in all fields' });
    }
  });

  it('throttles an email after 5 failures within 15 minutes, even with the right password', async () => {
    const email = 'throttle@example.com';
    await employee(email);
    // Each from a different claimed address: without TRUST_PROXY, X-Forwarded-For is not
    // believed, so a client cannot escape its limit by rotating it.
    for (let i = 0; i < 5; i++) {
      const res = await client(server.url)(
        'POST',
        '/api/auth/signin',
        { email, password: 'wrong' },
        { 'x-forwarded-for': `203.0.113.${i + 1}` },
      );
      expect(res.status).toBe(401);
    }
    const blocked = await signin({ email, password: 'demo1234' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.success).toBe(false);
    expect(blocked.body.error).toMatch(/Too many failed sign-in attempts/);
    // Other accounts are unaffected, and the count lives in the database.
    expect((await signin({ email: 'demo@example.com', password: 'demo1234' })).status).toBe(200);
    const [row] = await server.db.em
      .fork()
      .execute<{ n: number }[]>(
        'select count(*)::int as n from sign_in_attempts where email = ? and not succeeded',
        [email],
      );
    expect(Number(row!.n)).toBeGreaterThanOrEqual(5);
  });
});

describe('#auth.signin passwords', () => {
  it('hashes with scrypt at N=2^17, r=8, p=1', async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ N: 131072, r: 8, p: 1 });
    expect(await hashPassword('x')).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it("stores a new hash at today's parameters when an older one signs in, and signs in with it", async () => {
    const email = 'rehash@example.com';
    const older = await hashPassword('demo1234', { ...SCRYPT_PARAMS, N: 2 ** 14 });
    await employee(email, older, strong);
    expect((await signin({ email, password: 'demo1234' }, strong)).status).toBe(200);
    const [row] = await sql<{ password_hash: string }>(
      'select password_hash from employees where email = ?',
      [email],
      strong,
    );
    expect(row!.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await signin({ email, password: 'demo1234' }, strong)).status).toBe(200);
    expect((await signin({ email, password: 'wrong' }, strong)).status).toBe(401);
  });

  it('takes as long for an unknown email or an account without a password as for a wrong password', async () => {
    await employee('nopassword@example.com', '', strong);
    const timed = async (email: string) => {
      const start = performance.now();
      expect((await signin({ email, password: 'not-it' }, strong)).status).toBe(401);
      return performance.now() - start;
    };
    // The fastest of three: a busy machine only ever adds time.
    const fastest = async (email: string) =>
      Math.min(await timed(email), await timed(email), await timed(email));
    const wrong = await fastest('demo@example.com');
    // Each of them runs one full scrypt derivation (most of a second), not a quick refusal
    // (which takes a few milliseconds: well under a quarter).
    expect(await fastest('nobody-at-all@example.com')).toBeGreaterThan(wrong * 0.25);
    expect(await fastest('nopassword@example.com')).toBeGreaterThan(wrong * 0.25);
    // Nine failures from this address: not counted against the tests after this one.
    await sql('delete from sign_in_throttle', [], strong);
  });
});

describe('#auth.signin limits per address', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the client: one server, many addresses.
    // Smaller limits than the store's, so the test needs few (slow) password checks.
    proxied = await startTestServer({
      trustProxy: true,
      signInLimits: { ...THROTTLE, perAccountAddress: 2, perAddress: 4 },
    });
  });
  afterAll(() => proxied.close());

  const from = (address: string, body: unknown) =>
    client(proxied.url)('POST', '/api/auth/signin', body, { 'x-forwarded-for': address });

  it('holds back an account only from the address that failed, not from the shop floor', async () => {
    const stranger = '203.0.113.7';
    for (let i = 0; i < 2; i++)
      expect((await from(stranger, { email: 'demo2@example.com', password: 'x' })).status).toBe(
        401,
      );
    expect(
      (await from(stranger, { email: 'demo2@example.com', password: 'demo1234' })).status,
    ).toBe(429);
    expect(
      (await from('192.168.1.20', { email: 'demo2@example.com', password: 'demo1234' })).status,
    ).toBe(200);
  });

  it('slows an address trying many accounts after its limit (20 failures in a store)', async () => {
    expect(THROTTLE).toEqual({
      windowMinutes: 15,
      perAccountAddress: 5,
      perAddress: 20,
      // Devices that never signed in, together; a device that did counts on its own
      // (sign-in-spray.test.ts).
      overall: 100,
      perDevice: 20,
    });
    const sprayer = '198.51.100.9';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await from(sprayer, { email: `user${i}@example.com`, password: 'x' })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Even a real account from that address waits; from elsewhere it signs in.
    expect((await from(sprayer, { email: 'demo@example.com', password: 'demo1234' })).status).toBe(
      429,
    );
    expect(
      (await from('192.168.1.21', { email: 'demo@example.com', password: 'demo1234' })).status,
    ).toBe(200);
  });
});

describe('#auth.signout', () => {
  it('ends the session on the server: the token is refused from then on', async () => {
    const { token } = await server.signIn();
    const api = client(server.url, token);
    expect((await api('GET', '/api/core/contacts')).status).toBe(200);
    const out = await api('POST', '/api/auth/signout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    for (const [method, path] of [
      ['GET', '/api/core/contacts'],
      ['POST', '/api/auth/signout'],
    ] as const) {
      const res = await api(method, path);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'Authentication required' });
    }
    // Another session of the same employee goes on.
    const other = await server.signIn();
    expect((await client(server.url, other.token)('GET', '/api/core/contacts')).status).toBe(200);
  });

  it('ends every session of an employee who is removed', async () => {
    await employee('leaver@example.com');
    const { token } = await server.signIn('leaver@example.com');
    expect((await client(server.url, token)('GET', '/api/core/contacts')).status).toBe(200);
    await sql("delete from employees where email = 'leaver@example.com'");
    expect((await client(server.url, token)('GET', '/api/core/contacts')).status).toBe(401);
  });
});

describe('sign-in attempt pruning', () => {
  it('deletes the attempts older than the throttle window and keeps the recent ones', async () => {
    const em = server.db.em.fork();
    await em.execute('delete from sign_in_attempts');
    await em.execute(
      `insert into sign_in_attempts (email, succeeded, created_at) values
         ('old@example.com', false, now() - interval '16 minutes'),
         ('old@example.com', true, now() - interval '3 days'),
         ('new@example.com', false, now() - interval '14 minutes')`,
    );
    expect(await pruneSignInAttempts(em)).toBe(2);
    const left = await em.execute<{ email: string }[]>('select email from sign_in_attempts');
    expect(left.map((r) => r.email)).toEqual(['new@example.com']);
  });
});

describe('token guard', () => {
  it('accepts a token from sign-in', async () => {
    const { token } = await server.signIn();
    expect((await client(server.url, token)('GET', '/api/core/contacts')).status).toBe(200);
  });

  it.each([
    ['garbage', () => 'not.a.token'],
    [
      'expired',
      () =>
        jwt.sign(
          { sub: '1', name: 'x', exp: Math.floor(Date.now() / 1000) - 60 },
          server.secrets.jwtSecret,
        ),
    ],
    [
      'signed with another secret',
      () => jwt.sign({ sub: '1', name: 'x' }, 'another-secret-another-secret-another-secret'),
    ],
    ['unsigned (alg none)', () => jwt.sign({ sub: '1', name: 'x' }, '', { algorithm: 'none' })],
  ])('refuses a %s token with 401', async (_label, make) => {
    const res = await client(server.url, make())('GET', '/api/core/contacts');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentication required' });
  });

  it('refuses a correctly signed token of a live session that states no expiry, or no session', async () => {
    const { token } = await server.signIn();
    const claims = jwt.decode(token) as TokenClaims;
    const { exp: _exp, iat: _iat, ...noExpiry } = claims;
    const sign = (c: object) => jwt.sign(c, server.secrets.jwtSecret, { algorithm: 'HS256' });
    const get = async (t: string) =>
      (await client(server.url, t)('GET', '/api/core/contacts')).status;
    // The same claims with their expiry pass: only the missing `exp` is refused.
    expect(await get(sign(claims))).toBe(200);
    expect(await get(sign(noExpiry))).toBe(401);
    const { jti: _jti, ...noSession } = claims;
    expect(await get(sign(noSession))).toBe(401);
    expect(await get(sign({ ...claims, jti: '0190a6e2-7a3b-7c4d-8e5f-123456789abc' }))).toBe(401);
    expect(await get(sign({ ...claims, jti: 'not-a-uuid' }))).toBe(401);
  });

  it('answers 401 without a token on every /api route but sign-in and health', async () => {
    const routes = guardedRouters({
      secrets: server.secrets,
      storeTimeZone: 'America/New_York',
    }).flatMap((r) =>
      r.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => [m, layer.path] as const),
      ),
    );
    expect(routes.length).toBeGreaterThan(8);
    const id = '0190a6e2-7a3b-7c4d-8e5f-123456789abc';
    for (const [method, path] of routes) {
      const res = await client(server.url)(
        method,
        String(path).replace(/:[a-zA-Z]+/g, id),
        method === 'GET' ? undefined : {},
      );
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body, `${method} ${path}`).toEqual({ error: 'Authentication required' });
    }
    expect((await client(server.url)('GET', '/api/health')).status).toBe(200);
  });

  it('answers unknown /api paths with 404 { error } once signed in', async () => {
    const { token } = await server.signIn();
    const res = await client(server.url, token)('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
