/**
 * Sign-in limits that hold under parallel attempts and across server processes (the counters
 * live in the database, `sign_in_throttle`). Three scopes, each a counter within a window that
 * starts with its first attempt:
 *
 * - an account from one address (5 in 15 minutes): guessing one password from one place. A
 *   stranger who fails five times is held back from that address only; the employee signs in
 *   from the shop floor as usual;
 * - one address (20 in 15 minutes), whatever the account: spraying many accounts;
 * - everyone (100 in 15 minutes): guessing from many addresses at once.
 *
 * 1. `takeAttempt`, before any password is checked, adds the attempt to the three counters and
 *    reads them back in one statement. Each row is locked while it is counted, so 30 parallel
 *    attempts get 30 different counts and only those within every limit are checked. An attempt
 *    over a limit gives its count back and is answered 429 without checking its password.
 * 2. `settleAttempt` after the check: a failure stays counted; a success gives its count back
 *    and clears the account's counter for that address.
 */
import type { EntityManager } from '@mikro-orm/sql';

export interface ThrottleLimits {
  windowMinutes: number;
  perAccountAddress: number;
  perAddress: number;
  overall: number;
}

export const THROTTLE: ThrottleLimits = {
  windowMinutes: 15,
  perAccountAddress: 5,
  perAddress: 20,
  overall: 100,
};

export interface Attempt {
  scopes: string[];
  allowed: boolean;
}

const scopesOf = (email: string, address: string) => [
  `account:${email.trim().toLowerCase()}|${address}`,
  `address:${address}`,
  'all',
];

/** 1. Counts the attempt in each scope; `allowed` when every count is within its limit. */
export async function takeAttempt(
  em: EntityManager,
  email: string,
  address: string,
  limits: ThrottleLimits = THROTTLE,
): Promise<Attempt> {
  const scopes = scopesOf(email, address);
  // The rows are locked in the order given (account, address, all): no two attempts wait on
  // each other in opposite orders.
  const rows = await em.execute<{ scope: string; attempts: number }[]>(
    `insert into sign_in_throttle as t (scope, window_start, attempts)
     select s.scope, now(), 1 from jsonb_array_elements_text(?::jsonb) with ordinality as s(scope, n)
     order by s.n
     on conflict (scope) do update set
       window_start = case when t.window_start <= now() - make_interval(mins => ?) then now() else t.window_start end,
       attempts = case when t.window_start <= now() - make_interval(mins => ?) then 1 else t.attempts + 1 end
     returning t.scope, t.attempts`,
    [JSON.stringify(scopes), limits.windowMinutes, limits.windowMinutes],
  );
  const count = new Map(rows.map((r) => [r.scope, Number(r.attempts)]));
  const allowed =
    (count.get(scopes[0]!) ?? 0) <= limits.perAccountAddress &&
    (count.get(scopes[1]!) ?? 0) <= limits.perAddress &&
    (count.get(scopes[2]!) ?? 0) <= limits.overall;
  const attempt = { scopes, allowed };
  if (!allowed) await giveBack(em, scopes);
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
  await em.execute('delete from sign_in_throttle where scope = ?', [account]);
  await giveBack(em, others);
}

/** One statement per scope, in `takeAttempt`'s order, so rows are locked in one order. */
async function giveBack(em: EntityManager, scopes: string[]) {
  for (const scope of scopes)
    await em.execute(
      'update sign_in_throttle set attempts = greatest(attempts - 1, 0) where scope = ?',
      [scope],
    );
}

/** Deletes the counters whose window has passed (hourly, main.ts). */
export async function pruneSignInThrottle(
  em: EntityManager,
  limits: ThrottleLimits = THROTTLE,
): Promise<number> {
  const [row] = await em.execute<{ n: number | string }[]>(
    `with gone as (
       delete from sign_in_throttle where window_start < now() - make_interval(mins => ?) returning 1
     ) select count(*) as n from gone`,
    [limits.windowMinutes],
  );
  return Number(row?.n ?? 0);
}
