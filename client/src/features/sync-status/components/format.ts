/**
 * Words of the sync status and its panel: mutation names, ages and values as staff read them.
 * Times of day are in format-time.ts: only the panel shows them, and they need date-fns.
 */
import type { MutationName } from '@rentline/sync-protocol/rules';

const ENTITY_WORDS: Record<string, string> = {
  contact: 'contact',
  engagement: 'engagement',
  follow_up: 'follow-up',
  flow_item: 'inventory item',
};
const OP_WORDS: Record<string, string> = { create: 'Create', update: 'Edit', delete: 'Delete' };

/** 'contact.update' -> 'Edit contact'. */
export function mutationLabel(name: MutationName | string): string {
  const [entity = '', op = ''] = name.split('.');
  return `${OP_WORDS[op] ?? op} ${ENTITY_WORDS[entity] ?? entity}`;
}

/** 'Synced 2 min ago' style, from an ISO time. */
export function syncedAgo(iso: string | null, now: number): string {
  if (!iso) return 'Not synced yet';
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return 'Synced just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Synced ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Synced ${hours} h ago`;
  return `Synced ${Math.floor(hours / 24)} d ago`;
}

/** 'first_ref_phone' -> 'First ref phone'; 'date_time' -> 'Date and time', as the forms say. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_id$/, '')
    .replace(/date_time$/, 'date and time')
    .replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && value.length > 80) return `${value.slice(0, 77)}...`;
  return String(value);
}

/** Bytes as the first download's line shows them: '820 KB', '12.4 MB'. */
export function receivedBytes(bytes: number): string {
  if (bytes < 1024 * 1024)
    return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 'about 4 min left' style; under a minute says so rather than count seconds. */
export function timeLeft(seconds: number): string {
  if (seconds < 60) return 'less than a minute left';
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `about ${minutes} min left`;
  return `about ${Math.round(minutes / 60)} h left`;
}

/**
 * The first download's line: 'Downloading your data… 1,200 of 12,400 records (9%), 820 KB
 * received, about 4 min left'. The bytes are those on the wire; bytes the browser handed over
 * only unzipped (a gzipped page still on its way) are said to be so, never added as received.
 * The time left only when the download measured it (sync/bootstrap-progress.ts).
 */
export function bootstrapText(progress: {
  received: number;
  total: number | null;
  bytes?: number;
  unzipped?: number;
  secondsLeft?: number;
}): string {
  const { received, total, bytes = 0, unzipped = 0, secondsLeft } = progress;
  const count = (n: number) => n.toLocaleString('en-US');
  const moved = [
    bytes > 0 ? `${receivedBytes(bytes)} received` : null,
    unzipped > 0 ? `${receivedBytes(unzipped)} unzipped` : null,
  ].filter(Boolean);
  const bytesPart = moved.join(' + ');
  const left = secondsLeft !== undefined ? `, ${timeLeft(secondsLeft)}` : '';
  if (total === null)
    return received === 0
      ? bytesPart
        ? `Downloading your data… ${bytesPart}`
        : 'Downloading your data… starting'
      : `Downloading your data… ${count(received)} records received${bytesPart ? `, ${bytesPart}` : ''}`;
  const shown = Math.min(received, total);
  const percent = total === 0 ? 100 : Math.floor((shown / total) * 100);
  return `Downloading your data… ${count(shown)} of ${count(total)} records (${percent}%)${bytesPart ? `, ${bytesPart}` : ''}${left}`;
}

/** The bar's value in percent, or null (indeterminate) before the total is known. */
export function bootstrapPercent(progress: { received: number; total: number | null }) {
  const { received, total } = progress;
  if (total === null) return null;
  return total === 0 ? 100 : Math.min(100, (received / total) * 100);
}
