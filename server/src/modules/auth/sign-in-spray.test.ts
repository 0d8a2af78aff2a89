import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { pruneSignInThrottle, THROTTLE } from './sign-in-throttle';

/**
 * Issue 49, hardening: the sign-in limits cannot be turned against the store. A spray of wrong
 * passwords from many addresses slows unknown callers, but a correct password from a device that
 * has signed in before still signs in; the windows slide, so no second burst passes at an edge.
 * Runs on PGlite and, in the server-pg project, on PostgreSQL.
 */
const DEMO = { email: 'demo@example.com', password: 'demo1234' };
const DEMO2 = { email: 'demo2@example.com', password: 'demo1234' };

type Answer = Awaited<ReturnType<ReturnType<typeof client>>>;
/** The device cookie a sign-in answer sets, as a Cookie header sends it back. */
const deviceCookie = (res: Answer) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('rentline_device='));

describe('#auth.signin under a spray of wrong passwords from many addresses', () => {
  // Each test sprays a store of its own, so that none depends on another's order.
  let server: TestServer;
  beforeEach(async () => {
    // Behind a trusted proxy, X-Forwarded-For names the client: one server, many addresses.
    // The store's own limits.
    server = await startTestServer({ trustProxy: true });
  });
  afterEach(() => server?.close());

  const from = (address: string, body: unknown, cookie?: string) =>
    client(server.url)('POST', '/api/auth/signin', body, {
      'x-forwarded-for': address,
      ...(cookie ? { cookie } : {}),
    });
  const shop = '192.0.2.10';
  /** The shop tablet signs in (its first time): its device cookie. */
  const signInAtShop = async () => {
    const first = await from(shop, DEMO);
    expect(first.status).toBe(200);
    return { first, device: deviceCookie(first) };
  };
  /** 200 wrong passwords from 200 addresses, half of them for the demo account: their statuses. */
  const spray = async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 10; batch++)
      statuses.push(
        ...(await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const k = batch * 20 + i;
            const email = k % 2 ? DEMO.email : `sprayed${k}@example.com`;
            return from(`198.51.100.${k + 1}`, { email, password: `wrong-${k}` }).then(
              (r) => r.status,
            );
          }),
        )),
      );
    return statuses;
  };

  it('signs in a correct password from a device that signed in before, after 200 wrong ones', async () => {
    const { first, device } = await signInAtShop();
    expect(device).toMatch(/^rentline_device=./);
    expect(first.headers.getSetCookie()[0]).toMatch(/; path=\/api\/auth; .*httponly/i);

    const statuses = await spray();
    // Unknown callers are slowed once the store has seen 100 failures in 15 minutes.
    expect(statuses.filter((s) => s === 401)).toHaveLength(THROTTLE.overall);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - THROTTLE.overall);

    // The device that signed in before: its people sign in, from the shop or from elsewhere.
    expect((await from(shop, DEMO, device)).status).toBe(200);
    expect((await from('192.0.2.77', DEMO2, device)).status).toBe(200);
    // A device never seen waits, even with the correct password, and is told for how long.
    const stranger = await from('192.0.2.11', DEMO);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toEqual({ success: false, error: expect.stringMatching(/Too many/) });
    const wait = Number(stranger.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(THROTTLE.windowMinutes * 60);
  });

  it('treats a device cookie that was tampered with as an unknown device', async () => {
    const { device } = await signInAtShop();
    const forged = device!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    // The store's limit is reached by the spray: only a genuine cookie passes.
    expect((await spray()).filter((s) => s === 429)).toHaveLength(200 - THROTTLE.overall);
    expect((await from('192.0.2.12', DEMO2, forged)).status).toBe(429);
    expect((await from('192.0.2.12', DEMO2, 'rentline_device=not-a-token')).status).toBe(429);
    expect((await from('192.0.2.12', DEMO2, device)).status).toBe(200);
  });
});

describe('#auth.signin windows slide', () => {
  // Each test counts attempts on a store of its own, so that none depends on another's order.
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer({ signInLimits: { ...THROTTLE, perAccountAddress: 3 } });
  });
  afterEach(() => server?.close());

  const attempt = (password: string) =>
    client(server.url)('POST', '/api/auth/signin', { email: DEMO2.email, password }).then(
      (r) => r.status,
    );
  /** Moves every counted attempt `minutes` into the past, as if that much time went by. */
  async function age(minutes: number) {
    const em = server.db.em.fork();
    const columns = await em.execute<{ name: string; list: boolean }[]>(
      `select column_name as name, data_type = 'ARRAY' as list from information_schema.columns
        where table_name = 'sign_in_throttle' and udt_name in ('timestamptz', '_timestamptz')`,
    );
    for (const { name, list } of columns) {
      const aged = list
        ? `array(select h - make_interval(secs => ?) from unnest(${name}) h)`
        : `${name} - make_interval(secs => ?)`;
      await em.execute(`update sign_in_throttle set ${name} = ${aged}`, [minutes * 60]);
    }
  }

  it('lets no second burst through at the edge of a window', async () => {
    expect(await attempt('wrong-1')).toBe(401);
    await age(14);
    expect([await attempt('wrong-2'), await attempt('wrong-3'), await attempt('wrong-4')]).toEqual([
      401, 401, 429,
    ]);
    // A minute and a half later only the first failure has left the last 15 minutes: one more
    // attempt is checked, not a fresh three.
    await age(1.5);
    expect([await attempt('wrong-5'), await attempt(DEMO2.password)]).toEqual([401, 429]);
    // Once every failure is older than the window, the account signs in again.
    await age(15);
    expect(await attempt(DEMO2.password)).toBe(200);
  });

  it('prunes the counters with no attempt left in the window, and keeps the others', async () => {
    const other = { email: 'pruned@example.com', password: 'wrong-6' };
    expect((await client(server.url)('POST', '/api/auth/signin', other)).status).toBe(401);
    await age(16);
    expect(await attempt('wrong-7')).toBe(401);
    const em = server.db.em.fork();
    // The other account's counter holds only an attempt 16 minutes old.
    expect(await pruneSignInThrottle(em)).toBe(1);
    const left = await em.execute<{ scope: string }[]>(
      'select scope from sign_in_throttle order by scope',
    );
    expect(left.map((r) => r.scope)).toEqual([
      'account:demo2@example.com|127.0.0.1',
      'address:127.0.0.1',
      'all',
    ]);
  });
});

describe('#auth.signin from a device that signed in before', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      trustProxy: true,
      signInLimits: { ...THROTTLE, perDevice: 2 },
    });
  });
  afterAll(() => server.close());

  it('counts its failures against the device, wherever it is: a copied token guesses no more', async () => {
    const signIn = (address: string, body: unknown, cookie?: string) =>
      client(server.url)('POST', '/api/auth/signin', body, {
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
      });
    const device = deviceCookie(await signIn('192.0.2.30', DEMO))!;
    const statuses = [];
    for (let k = 0; k < 3; k++)
      statuses.push(
        (
          await signIn(
            `203.0.113.${k + 1}`,
            { email: `guess${k}@example.com`, password: 'x' },
            device,
          )
        ).status,
      );
    expect(statuses).toEqual([401, 401, 429]);
    // The store's other devices are untouched: the failures were the device's, not everyone's.
    expect((await signIn('192.0.2.31', DEMO2)).status).toBe(200);
  });
});
