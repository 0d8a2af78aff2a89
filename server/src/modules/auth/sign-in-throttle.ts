/**
 * Sign-in limits that hold under parallel attempts and across server processes, and that cannot
 * be turned against the store (issue 49). The counters live in the database
 * (`sign_in_throttle`: the time of each counted attempt, per scope). Each scope is a sliding
 * window: a limit holds over any 15 minutes, so no second burst passes where one window would
 * end and the next begin.
 *
 * - an account from one address (5 in 15 minutes): guessing one password from one place. A
 *   stranger who fails five times is held back from that address only; the employee signs in
 *   from the shop floor as usual;
 * - one address (20 in 15 minutes), whatever the account: spraying many accounts;
 * - everyone unknown (100 in 15 minutes): guessing from many addresses at once. Only callers
 *   from devices that never signed in count here, and only they are slowed by it (429 with
 *   Retry-After): an anonymous spray cannot lock the store's employees out;
 * - a known device (20 in 15 minutes) instead of everyone: a device that has signed in before
 *   presents the device token its last successful sign-in gave it (device-token.ts: a random
 *   device id signed with the server's secret, in an HttpOnly cookie limited to /api/auth, valid
 *   90 days, renewed at each sign-in). A correct password from it is never refused for what
 *   others did elsewhere; a copied token still gives no more than 20 guesses in 15 minutes.
 *   Recognising the device, not the address, keeps a shared tablet working on any network and
 *   gives nothing to an attacker behind the store's own address.
 *
 * 1. `takeAttempt`, before any password is checked, adds the attempt to its three counters (the
 *    times older than the window dropped) and reads them back in one statement. Each row is
 *    locked while it is counted, so 30 parallel attempts get 30 different counts and only those
 *    within every limit are checked. An attempt over a limit gives its time back and is
 *    answered 429, with how long until the oldest counted attempt leaves the window, without
 *    checking its password.
 * 2. `settleAttempt` after the check: a failure stays counted; a success gives its time back
 *    and clears the account's counter for that address.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import { typed } from '../../db/kysely';

export interface ThrottleLimits {
  windowMinutes: number;
  perAccountAddress: number;
  perAddress: number;
  /** Attempts from devices that never signed in, all together. */
  overall: number;
  /** Attempts from one device that has signed in before (device-token.ts). */
  perDevice: number;
}

export const THROTTLE: ThrottleLimits = {
  windowMinutes: 15,
  perAccountAddress: 5,
  perAddress: 20,
  overall: 100,
  perDevice: 20,
};

export interface Attempt {
  scopes: [account: string, ...others: string[]];
  /** The time this attempt was counted at, as the database wrote it (text, microseconds kept). */
  at: string;
  allowed: boolean;
  /** When refused: seconds until the limit it met lets an attempt through again. */
  retryAfterSeconds: number;
}

/** The scopes an attempt counts in, in the order their rows are locked. */
const scopesOf = (email: string, address: string, device: string | null): Attempt['scopes'] => [
  `account:${email.trim().toLowerCase()}|${address}`,
  `address:${address}`,
  device ? `device:${device}` : 'all',
];

/** 1. Counts the attempt in each scope; `allowed` when every count is within its limit. */
export async function takeAttempt(
  em: EntityManager,
  caller: { email: string; address: string; device: string | null },
  limits: ThrottleLimits = THROTTLE,
): Promise<Attempt> {
  const scopes = scopesOf(caller.email, caller.address, caller.device);
  const windowSecs = limits.windowMinutes * 60;
  // The rows are locked in the order given (account, address, all or device): no two attempts
  // wait on each other in opposite orders. `now()` is one value within the statement.
  // SQL: an insert from an ordered select (the lock order) whose upsert and answer are array
  // expressions; Kysely would hold it only as sql fragments.
  const rows = await em.execute<{ scope: string; attempts: number; at: string; wait: number }[]>(
    `insert into sign_in_throttle as t (scope, hits)
     select s.scope, array[now()] from jsonb_array_elements_text(?::jsonb) with ordinality as s(scope, n)
     order by s.n
     on conflict (scope) do update set
       hits = array(select h from unnest(t.hits) h
                     where h > now() - make_interval(secs => ?) order by h) || now()
     returning t.scope, cardinality(t.hits) as attempts, now()::text as at,
       ceil(extract(epoch from (t.hits[1] + make_interval(secs => ?) - now())))::int as wait`,
    [JSON.stringify(scopes), windowSecs, windowSecs],
  );
  const counted = new Map(rows.map((r) => [r.scope, r]));
  const limitOf = [
    limits.perAccountAddress,
    limits.perAddress,
    caller.device ? limits.perDevice : limits.overall,
  ];
  const over = scopes.filter((scope, i) => Number(counted.get(scope)?.attempts ?? 0) > limitOf[i]!);
  const attempt: Attempt = {
    scopes,
    at: rows[0]!.at,
    allowed: over.length === 0,
    retryAfterSeconds: Math.max(1, ...over.map((scope) => Number(counted.get(scope)!.wait))),
  };
  if (!attempt.allowed) await giveBack(em, scopes, attempt.at);
  return attempt;
}

/** 2. A failed check stays counted; a success is not a failure, and clears its account's count. */
export async function settleAttempt(
  em: EntityManager,
  attempt: Attempt,
  succeeded: boolean,
): Promise<void> {
  if (!succeeded) return;
  const [account, ...others] = attempt.scopes;
  await typed(em).deleteFrom('sign_in_throttle').where('scope', '=', account).execute();
  await giveBack(em, others, attempt.at);
}

/** Takes the attempt's time out of each scope, one statement per scope in `takeAttempt`'s order. */
async function giveBack(em: EntityManager, scopes: string[], at: string) {
  const position = sql<number | null>`array_position(hits, ${at}::timestamptz)`;
  for (const scope of scopes)
    await typed(em)
      .updateTable('sign_in_throttle')
      .set({ hits: sql`hits[:${position} - 1] || hits[${position} + 1:]` })
      .where('scope', '=', scope)
      .where(position, 'is not', null)
      .execute();
}

/** Deletes the counters with no attempt left in the window (hourly, main.ts). */
export async function pruneSignInThrottle(
  em: EntityManager,
  limits: ThrottleLimits = THROTTLE,
): Promise<number> {
  const gone = await typed(em)
    .deleteFrom('sign_in_throttle')
    .where(
      sql<boolean>`not exists (select 1 from unnest(hits) h
        where h > now() - make_interval(mins => ${limits.windowMinutes}))`,
    )
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}
