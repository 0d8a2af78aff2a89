/** What the payment tests do the same way: start a session, follow the window, count rows. */
import type { Database } from '../../../../db/orm';
import { idempotencyKey, type client } from '../../../../testing/test-server';

type Api = ReturnType<typeof client>;

/**
 * POST /api/elavon/payment-session (with a fresh Idempotency-Key unless given); `hostedUrl` is
 * where the payment window is sent, made absolute against the server (the simulator's is relative).
 */
export async function startPayment(
  api: Api,
  body: { customer_id: unknown; agreement_id: unknown; amount: unknown },
  key?: string,
) {
  const res = await api('POST', '/api/elavon/payment-session', body, idempotencyKey(key));
  return { ...res, hostedUrl: hostedUrlOf(api.url, res.body?.payment_html) };
}

/** The address the payment window is sent to by a session's html. */
export function hostedUrlOf(base: string, html: unknown): string {
  const match = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(String(html ?? ''));
  return match ? new URL(match[1]!.replace(/&amp;/g, '&'), base).toString() : '';
}

/** A browser request that does not follow redirects. */
export async function browse(url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {},
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  const location = res.headers.get('location') ?? '';
  const target = location ? new URL(location, url) : null;
  return {
    status: res.status,
    text: await res.text(),
    path: target?.pathname ?? null,
    params: target ? Object.fromEntries(target.searchParams) : {},
  };
}

export async function countRows(db: Database) {
  const [row] = await db.em.fork().execute<
    { payments: number; exceptions: number; open: number }[]
  >(`select (select count(*)::int from payments) as payments, (select count(*)::int from exceptions) as exceptions,
       (select count(*)::int from payment_sessions where status = 'open') as open`);
  return {
    payments: Number(row!.payments),
    exceptions: Number(row!.exceptions),
    open: Number(row!.open),
  };
}

/** A clock the tests move. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}
