/** What the payment tests do the same way: start a session, follow the window, count rows. */
import type { Database } from '../../db/orm';
import type { client } from '../../testing/test-server';

type Api = ReturnType<typeof client>;

/** POST /api/elavon/payment-session; `hostedUrl` is where the payment window is sent. */
export async function startPayment(
  api: Api,
  body: { customer_id: unknown; agreement_id: unknown; amount: unknown },
) {
  const res = await api('POST', '/api/elavon/payment-session', body);
  const html = typeof res.body?.payment_html === 'string' ? res.body.payment_html : '';
  const match = /http-equiv="refresh" content="0;url=([^"]+)"/.exec(html);
  const hostedUrl = match ? match[1]!.replace(/&amp;/g, '&') : '';
  return { ...res, hostedUrl };
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
