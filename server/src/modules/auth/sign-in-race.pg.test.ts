/**
 * Sign-in limits under parallel attempts, on PostgreSQL (PGlite answers one request at a time
 * and hides the race): of many wrong sign-ins sent at once, at most each limit's number have
 * their password checked; the others are answered 429 without a check.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, startTestServer, type TestServer } from '../../testing/test-server';
import { THROTTLE } from './sign-in-throttle';

let server: TestServer;
// The store's limit per account and address; lower ones per address and overall, so the test
// needs few password checks (each takes most of a second).
const limits = { ...THROTTLE, perAccountAddress: 5, perAddress: 8, overall: 20 };

// A server for each test, so that no test counts on another's failures, whatever their order.
beforeEach(async () => {
  // Behind a trusted proxy, X-Forwarded-For names the client: one server, many addresses.
  server = await startTestServer({ trustProxy: true, signInLimits: limits });
});
afterEach(() => server?.close());

const attempt = (address: string, email: string) =>
  client(server.url)(
    'POST',
    '/api/auth/signin',
    { email, password: 'wrong-password' },
    { 'x-forwarded-for': address },
  );

const tally = (statuses: number[]) => ({
  checked: statuses.filter((s) => s === 401).length,
  refused: statuses.filter((s) => s === 429).length,
});

describe('#auth.signin in parallel (PostgreSQL)', () => {
  it('checks at most 5 of 30 parallel wrong passwords for one account from one address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => attempt('203.0.113.1', 'demo@example.com')),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ checked: 5, refused: 25 });
  });

  it('checks at most the address limit of 30 parallel sign-ins to different accounts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attempt('203.0.113.2', `spray${i}@example.com`)),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ checked: 8, refused: 22 });
  });

  it('checks at most the overall limit from many addresses at once', async () => {
    // 13 failures first, each from an address and for an account of its own: all checked.
    const before = await Promise.all(
      Array.from({ length: 13 }, (_, i) => attempt(`192.0.2.${i + 1}`, `before${i}@example.com`)),
    );
    expect(tally(before.map((a) => a.status))).toEqual({ checked: 13, refused: 0 });
    // 13 failures so far; 20 more from 20 addresses: 7 fit under the overall 20.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(`198.51.100.${i + 1}`, `many${i}@example.com`)),
    );
    expect(tally(answers.map((a) => a.status))).toEqual({ checked: 7, refused: 13 });
  });
});
