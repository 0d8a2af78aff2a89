/**
 * The figures of one weak-signal first sync (first-sync.ts), with what each measures.
 * Times are from the click on Sign in, timed in the page; bytes in MB of 1,024 KB, as the
 * app's banner counts them.
 */
import type { Figure } from '../types';
import type { FirstSyncRun, Link } from './first-sync';

const KB = 1024;

export interface RunSetting {
  scale: number;
  link: Link;
  /** How long the sync was given, ms from the click. */
  timeoutMs: number;
  /** Where the data came from (seeded-database.ts `origin`). */
  origin: string;
}

const middle = (values: number[]) => [...values].sort((x, y) => x - y)[values.length >> 1] ?? 0;

/** How the download went: its pages, those wasted, the records stored, the link. */
function describeRun(run: FirstSyncRun, link: Link): string {
  const { pulls, wasted, inFlight } = run.tally;
  const kb = (bytes = 0) => `${(bytes / KB).toFixed(0)} KB`;
  const delivered = pulls.filter((p) => p.kind === 'delivered');
  const limits = pulls.map((p) => p.limit);
  const seconds = delivered.flatMap((p) => (p.endedAt ? [p.endedAt - p.startedAt] : []));
  const listed = wasted.map(
    (p) => `cursor ${p.cursor} limit ${p.limit} after ${kb(p.bytes)}: ${p.error ?? p.status}`,
  );
  const { received, total } = run.stored;
  return (
    `${pulls.length} pulls of ${Math.min(...limits)}-${Math.max(...limits)} rows asked ` +
    `(median ${middle(limits)} rows, ${kb(middle(delivered.map((p) => p.bytes ?? 0)))}, ` +
    `${middle(seconds).toFixed(1)} s from request to last byte), ${wasted.length} wasted` +
    `${listed.length ? ` (${listed.join('; ')})` : ''}` +
    `${inFlight.length ? `, ${inFlight.length} still on its way (${kb(inFlight[0]!.bytes)})` : ''}` +
    `; ${received.toLocaleString('en-US')} of ${total?.toLocaleString('en-US') ?? '?'} records stored; ` +
    `link ${link.throughput / KB} KB/s down and up, ${link.latencyMs} ms latency; one run, no warm-up`
  );
}

/** The largest other requests during the sync, by path. */
function largestOthers(run: FirstSyncRun): string {
  const byPath = new Map<string, number>();
  for (const [, , path, bytes] of run.marks.requests)
    byPath.set(path, (byPath.get(path) ?? 0) + bytes);
  return [...byPath]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([path, bytes]) => `${path} ${(bytes / KB).toFixed(0)} KB`)
    .join(', ');
}

export function figuresOf(run: FirstSyncRun, setting: RunSetting): Figure[] {
  const { scale, link, timeoutMs, origin: where } = setting;
  const m = run.marks;
  const { shell, progress, contactCard, contactsStored } = m;
  if (shell === undefined || progress === undefined || contactCard === undefined)
    throw new Error('a milestone is missing');
  const complete = m.synced !== undefined;
  const ended = m.synced ?? timeoutMs;
  const bytesTime = run.tally.wireBytes / link.throughput;
  const label = `${scale}x store, ${link.throughput / KB} KB/s ${link.latencyMs} ms`;
  const incomplete = complete
    ? ''
    : `NOT COMPLETE: given up ${timeoutMs / 60_000} min after the click; `;
  const figure = (name: string, value: number, unit: Figure['unit'], extra: Partial<Figure> = {}) =>
    ({ benchmark: 'weak-sync', name: `${label}: ${name}`, value, unit, ...extra }) as Figure;
  const s = (ms: number) => Math.round(ms / 100) / 10;
  const mb = (bytes: number) => Math.round((bytes / KB / KB) * 1000) / 1000;
  return [
    figure('Sign in to the shell', Math.round(shell), 'ms', {
      note: 'from the click on Sign in to the "Sync status" button on screen, timed in the page',
    }),
    figure('shell to the first progress', Math.round(progress - shell), 'ms', {
      target: { op: '<', value: 2000 },
      note: `to the banner "Downloading your data… n of N records" (${Math.round(progress)} ms from the click)`,
    }),
    figure('Sign in to Core usable', s(contactCard), 's', {
      note: `the first card of the contacts list (/core/contacts), opened in the app without a reload ${s(run.contactsOpenedAt)} s after the click, once the banner counted`,
    }),
    figure('Sign in to contacts stored', s(contactsStored ?? ended), 's', {
      note: 'the first row in the contacts table of IndexedDB (asked every 250 ms)',
    }),
    figure('Sign in to complete', s(ended), 's', {
      note: `${incomplete}to "Synced" on the sync button; ${describeRun(run, link)}; ${where}`,
    }),
    figure('pull bytes on the wire', mb(run.tally.wireBytes), 'MB', {
      note: 'each /api/sync/pull answered 200 and not asked again, headers and compressed body: CDP Network.loadingFinished encodedDataLength, else the Resource Timing transferSize (Chromium reports a throttled pull read to its end as canceled; pull-wire.ts)',
    }),
    figure('pull bytes wasted', mb(run.tally.wastedBytes), 'MB', {
      note: 'each pull given up (CDP Network.loadingFailed without a whole body: the bytes of its Network.dataReceived and headers), answered another status, or asked again from the same cursor',
    }),
    figure('other bytes on the link before Synced', mb(m.otherBytes), 'MB', {
      note: `every other request of the page from the click to "Synced" (Resource Timing transferSize), sharing the link with the pulls; the largest: ${largestOthers(run)}`,
    }),
    figure(
      'complete / bytes at the link rate',
      Math.round((ended / 1000 / bytesTime) * 100) / 100,
      'x',
      {
        target: { op: '<', value: 1.3 },
        note: `${incomplete}Sign in to "Synced" over the pull bytes on the wire at ${link.throughput / KB} KB/s (${s(bytesTime * 1000)} s; with the other bytes, ${s(((run.tally.wireBytes + m.otherBytes) / link.throughput) * 1000)} s)`,
      },
    ),
  ];
}
