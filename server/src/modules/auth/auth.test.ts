import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedRouters } from '../../app';
import { pruneSignInAttempts } from './auth.service';
import { client, startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const signin = (body: unknown) => client(server.url)('POST', '/api/auth/signin', body);

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
    await server.db.em
      .fork()
      .execute(
        `insert into employees (full_name, email, password_hash) select 'T', ?, password_hash from employees where email = 'demo@example.com'`,
        [email],
      );
    for (let i = 0; i < 5; i++)
      expect((await signin({ email, password: 'wrong' })).status).toBe(401);
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
