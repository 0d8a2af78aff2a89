/**
 * The whole permission table (sync-protocol roles.ts), as each role would meet it: every route
 * and push kind that needs an action (testing/permission-cases.ts), as a clerk, a collector and a
 * manager, without and with a manager's approval. Runs on PGlite (project server) and
 * PostgreSQL (project server-pg).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import {
  type Action,
  APPROVAL_HEADER,
  can,
  PERMISSIONS,
  permissionMessage,
  type Role,
  ROLES,
  PERMISSION_CODES,
} from '@rentline/sync-protocol/rules';
import { guardedRouters } from '../app';
import { storeToday } from '../lib/store-time';
import { STORE_TZ } from '../testing/pulse-factories';
import { approvalToken, signInEveryRole, type RoleStaff } from '../testing/roles-fixture';
import {
  idempotencyKey,
  startTestServer,
  syncDevice,
  type TestServer,
} from '../testing/test-server';
import { OPEN_ROUTES, PUSH_CASES, ROUTE_CASES, type World } from '../testing/permission-cases';

let server: TestServer;
let staff: RoleStaff;
let world: World;
const today = storeToday(STORE_TZ);

beforeAll(async () => {
  // Charge-off after 30 days past due, so the cases' 40-day-late agreements can be.
  server = await startTestServer({ storeSettings: { charge_off_days: 30 } });
  staff = await signInEveryRole(server);
  let n = 0;
  world = { server, manager: staff.api.manager, today, next: () => ++n };
});
afterAll(() => server.close());

type Outcome = { ok: true } | { ok: false; code: string; error: string };

/** What the table says a role meets on a request needing `actions`. */
function expected(role: Role, actions: Action[], approved: boolean): Outcome {
  for (const action of actions) {
    if (can(role, action)) continue;
    if (!PERMISSIONS[action].approval)
      return { ok: false, code: PERMISSION_CODES.forbidden, error: permissionMessage(action) };
    if (!approved)
      return {
        ok: false,
        code: PERMISSION_CODES.approvalRequired,
        error: permissionMessage(action),
      };
  }
  return { ok: true };
}

const manager = () => ({ email: staff.email.manager, password: staff.password });

describe('#permissions on routes', () => {
  const rows = ROUTE_CASES.flatMap((c) =>
    ROLES.flatMap((role) =>
      [false, true].map((approved) => ({ c, role, approved, name: c.actions.join(' + ') })),
    ),
  );
  it.each(rows)(
    '$c.method $c.route ($name) as a $role, approved: $approved',
    async ({ c, role, approved }) => {
      const made = await c.make(world);
      const api = staff.api[role];
      const headers: Record<string, string> = made.idempotent ? idempotencyKey() : {};
      // The approval is asked for the last action in the table that takes one.
      const approvable = [...c.actions].reverse().find((a) => PERMISSIONS[a].approval);
      const wanted = c.actions.find((a) => !can(role, a));
      if (approved && wanted) {
        const action = approvable && !can(role, approvable) ? approvable : wanted;
        headers[APPROVAL_HEADER] = await approvalToken(api, manager(), {
          action,
          record_id: made.recordId,
          amount_cents: made.amountCents ?? null,
        });
      }
      const res = await api(c.method, made.path, made.body, headers);
      const want = expected(role, c.actions, approved);
      if (want.ok) expect(res.status, res.text).toBe(c.ok);
      else {
        expect(res.status, res.text).toBe(403);
        expect(res.body).toEqual({ error: want.error, code: want.code });
      }
    },
  );
});

describe('#permissions on push', () => {
  const rows = PUSH_CASES.flatMap((c) =>
    ROLES.map((role) => ({ c, role, name: c.actions.join(' + ') })),
  );
  it.each(rows)('$c.name ($name) as a $role', async ({ c, role }) => {
    const device = syncDevice(staff.api[role]);
    const res = await device.push([device.m(c.name, await c.args(world))]);
    expect(res.status, res.text).toBe(200);
    // A push cannot carry an approval: what needs one is refused like what is forbidden.
    const want = expected(role, c.actions, false);
    const [result] = res.body.results as { status: string; error?: string; code?: string }[];
    if (want.ok) expect(result!.status, JSON.stringify(result)).toBe('applied');
    else
      expect(result).toMatchObject({
        status: 'rejected',
        error: want.error,
        code: PERMISSION_CODES.forbidden,
      });
  });
});

describe('#permissions cover every route', () => {
  it('lists every guarded route either with its actions or as open to every role', () => {
    const routers = guardedRouters({
      secrets: server.secrets,
      timeClockUrl: null,
      storeTimeZone: STORE_TZ,
      logger: pino({ level: 'silent' }),
    });
    const served = routers.flatMap((r) =>
      r.stack.flatMap((layer) =>
        layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`),
      ),
    );
    const listed = new Set([...ROUTE_CASES.map((c) => `${c.method} ${c.route}`), ...OPEN_ROUTES]);
    expect(served.filter((r) => !listed.has(r))).toEqual([]);
    expect([...listed].filter((r) => !served.includes(r))).toEqual([]);
  });

  it('has a case for every action of the table a route or push kind needs', () => {
    const covered = new Set([...ROUTE_CASES, ...PUSH_CASES].flatMap((c) => c.actions));
    expect(Object.keys(PERMISSIONS).filter((a) => !covered.has(a as Action))).toEqual([]);
  });
});
