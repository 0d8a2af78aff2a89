/**
 * Agreement status colours (SPEC.md section 4 lists the statuses seen): active green,
 * completed/complete blue, overdue/past due red, pending/draft yellow, cancelled/canceled grey,
 * suspended orange, inactive grey; and the lifecycle's own (sync-protocol agreement-lifecycle.ts):
 * paid out blue, returned purple, charged off red; anything else grey. A status is matched whole, then by its
 * first word ('Pending Progress', the status of a new agreement, reads as pending).
 */
const PALETTES: [aliases: string[], palette: string][] = [
  [['active'], 'green'],
  [['paid out', 'paid out (early purchase)'], 'blue'],
  [['returned'], 'purple'],
  [['charged off'], 'red'],
  [['completed', 'complete'], 'blue'],
  [['overdue', 'past due'], 'red'],
  [['pending', 'draft'], 'yellow'],
  [['cancelled', 'canceled'], 'gray'],
  [['suspended'], 'orange'],
  [['inactive'], 'gray'],
];

const normalize = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

export function agreementStatusPalette(status: string | null | undefined): string {
  if (!status) return 'gray';
  const s = normalize(status);
  const first = s.split(' ')[0];
  const match =
    PALETTES.find(([aliases]) => aliases.includes(s)) ??
    PALETTES.find(([aliases]) => aliases.includes(first ?? ''));
  return match?.[1] ?? 'gray';
}
