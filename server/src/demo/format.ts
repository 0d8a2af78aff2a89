/**
 * Text and number formats of the demo data. Amounts are kept in cents until written: as dollars
 * in a numeric column with `toDollars`, in notes with `formatCents` (sync-protocol money/cents).
 */
export const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const iso = (ms: number) => new Date(ms).toISOString();

/** Replaces `{key}` placeholders; an unknown key is left as its name. */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? key);
}

/** `first.last`, lower case, letters and the dot only. */
export function emailLocal(first: string, last: string): string {
  return `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
}
