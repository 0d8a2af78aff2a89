/**
 * What the first sync's pulls cost on the wire, from the Chrome DevTools Protocol's Network
 * events of the page (the throttled bytes as Chromium counted them, headers included) and the
 * Resource Timing entries the page saw (watch.ts).
 *
 * Chromium reports a throttled pull whose body the page read to its end as
 * `Network.loadingFailed` (`net::ERR_ABORTED`, canceled) rather than `loadingFinished`, and its
 * `Network.dataReceived` `encodedDataLength` leaves out the last part (the smoke run: every pull
 * so, its rows stored all the same). So a pull is told apart by what the app did with it:
 *
 * - delivered: it ended with a 200 (`loadingFinished`, or a Resource Timing entry with a body)
 *   and no later pull asked for the same cursor. Its size: `loadingFinished`'s
 *   `encodedDataLength`, else the entry's `transferSize` (headers and zstd/gzip body).
 * - wasted: it ended otherwise (given up on a stall, cut off, another status), or a later pull
 *   asked for its cursor again. Its size: what arrived of it, the `dataReceived`
 *   `encodedDataLength` of its parts plus its headers, or its whole size if it had ended.
 * - in flight: still on its way when the run ended (only when the sync did not finish).
 */
import type { CDPSession } from '@playwright/test';
import type { PullTiming } from './watch';

export interface PullRecord {
  url: string;
  cursor: number;
  limit: number;
  /** CDP monotonic seconds. */
  startedAt: number;
  /** Its headers arrived (latency and the server's time to answer). */
  respondedAt?: number;
  endedAt?: number;
  status?: number;
  headerBytes: number;
  /** Sum of `dataReceived` `encodedDataLength`. */
  received: number;
  /** `loadingFinished` `encodedDataLength`. */
  finishedBytes?: number;
  error?: string;
  timing?: PullTiming;
  kind?: 'delivered' | 'wasted' | 'in flight';
  bytes?: number;
}

export interface PullTally {
  pulls: PullRecord[];
  wireBytes: number;
  wastedBytes: number;
  wasted: PullRecord[];
  inFlight: PullRecord[];
}

const isPull = (url: string) => url.includes('/api/sync/pull');

/** Starts recording the page's pulls; `Network.enable` must follow on the session. */
export function recordPulls(cdp: CDPSession): PullRecord[] {
  const byId = new Map<string, PullRecord>();
  const pulls: PullRecord[] = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!isPull(e.request.url) || byId.has(e.requestId)) return;
    const q = new URL(e.request.url).searchParams;
    const record: PullRecord = {
      url: e.request.url,
      cursor: Number(q.get('cursor')),
      limit: Number(q.get('limit')),
      startedAt: e.timestamp,
      headerBytes: 0,
      received: 0,
    };
    byId.set(e.requestId, record);
    pulls.push(record);
  });
  const on = (id: string) => byId.get(id);
  cdp.on('Network.responseReceived', (e) => {
    const r = on(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.respondedAt = e.timestamp;
    r.headerBytes = e.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = on(e.requestId);
    if (r && r.endedAt === undefined) r.received += e.encodedDataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = on(e.requestId);
    if (!r) return;
    r.endedAt = e.timestamp;
    r.finishedBytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = on(e.requestId);
    if (!r) return;
    r.endedAt = e.timestamp;
    r.error = e.errorText;
  });
  return pulls;
}

/** Sorts the pulls into delivered, wasted and in flight, with the page's Resource Timing. */
export function tallyPulls(recorded: PullRecord[], timings: PullTiming[]): PullTally {
  const pulls = recorded.map((r) => ({ ...r }));
  const unmatched = [...timings];
  for (const r of pulls) {
    const i = unmatched.findIndex((t) => t.url === r.url);
    if (i >= 0) r.timing = unmatched.splice(i, 1)[0];
  }
  let wireBytes = 0;
  let wastedBytes = 0;
  pulls.forEach((r, i) => {
    const t = r.timing;
    const okStatus = (s: number | undefined) => s === 200 || s === 0;
    const whole =
      (r.finishedBytes !== undefined && r.status === 200) ||
      (!!t && t.encodedBodySize > 0 && okStatus(t.responseStatus) && r.status === 200);
    const askedAgain = pulls.slice(i + 1).some((p) => p.cursor === r.cursor);
    const size =
      r.finishedBytes ??
      (t && t.encodedBodySize > 0 ? t.transferSize || t.encodedBodySize + r.headerBytes : null) ??
      r.received + r.headerBytes;
    r.bytes = size;
    if (whole && !askedAgain) {
      r.kind = 'delivered';
      wireBytes += size;
    } else if (r.endedAt !== undefined || whole) {
      r.kind = 'wasted';
      wastedBytes += size;
    } else r.kind = 'in flight';
  });
  return {
    pulls,
    wireBytes,
    wastedBytes,
    wasted: pulls.filter((r) => r.kind === 'wasted'),
    inFlight: pulls.filter((r) => r.kind === 'in flight'),
  };
}

/** One line per pull, times in seconds from the first pull's request, for the log. */
export function describePulls(tally: PullTally): string[] {
  const t0 = tally.pulls[0]?.startedAt ?? 0;
  const s = (t: number | undefined) => (t === undefined ? '…' : (t - t0).toFixed(1));
  return tally.pulls.map((r) => {
    const since = (t: number | undefined) => (t === undefined ? '…' : (t - r.startedAt).toFixed(1));
    const took = ` (headers ${since(r.respondedAt)} s, end ${since(r.endedAt)} s)`;
    const kb = ((r.bytes ?? 0) / 1024).toFixed(1);
    const cdp = r.finishedBytes !== undefined ? 'finished' : (r.error ?? 'no end');
    return `pull cursor ${r.cursor} limit ${r.limit}: ${s(r.startedAt)}-${s(r.endedAt)} s${took}, ${kb} KB, ${r.kind} (status ${r.status ?? '-'}, CDP ${cdp})`;
  });
}
