/** A pull from cursor 0 to the end, as a new tablet bootstraps; fails on a row sent twice. */
import { pullResponseSchema, type Change } from '@rentline/sync-protocol/wire';

export async function pullAll(url: string, token: string): Promise<Map<string, Change>> {
  const rows = new Map<string, Change>();
  let cursor = 0;
  for (;;) {
    const res = await fetch(`${url}/api/sync/pull?cursor=${cursor}&limit=5000&bootstrap=1`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
    const page = pullResponseSchema.parse(await res.json());
    for (const change of page.changes) {
      const key = `${change.entity}:${change.id}`;
      if (rows.has(key)) throw new Error(`pull from cursor 0 sent ${key} twice`);
      rows.set(key, change);
    }
    if (!page.has_more) return rows;
    cursor = page.cursor;
  }
}

/** The last_seq the server holds for a client (0 when it never pushed). */
export async function serverLastSeq(url: string, token: string, clientId: string) {
  const res = await fetch(`${url}/api/sync/pull?cursor=0&limit=1&client_id=${clientId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return pullResponseSchema.parse(await res.json()).last_seq ?? 0;
}

/** A list's total as the server reports it (`/api/core/contacts`, `/api/flow/items`). */
export async function listTotal(url: string, token: string, path: string): Promise<number> {
  const res = await fetch(url + path, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { total_count?: number; pagination?: { total: number } };
  return body.total_count ?? body.pagination!.total;
}
