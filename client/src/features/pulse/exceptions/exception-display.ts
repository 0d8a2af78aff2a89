/** How an exception row reads (SPEC.md section 2, "Exceptions table"; section 9). */
import { PAYMENT_ID_FALLBACK_LENGTH } from '@rentline/sync-protocol/rules';
import type { PulseException } from '@rentline/sync-protocol/wire';
import { formatDayIn } from '@/lib/format';

/** Type badges: payment failed red, insufficient funds orange, disputed yellow, chargeback purple, other grey. */
const TYPE_PALETTES: Record<string, string> = {
  'payment failed': 'red',
  'insufficient funds': 'orange',
  disputed: 'yellow',
  chargeback: 'purple',
};

export function exceptionTypePalette(type: string): string {
  return TYPE_PALETTES[type.trim().toLowerCase()] ?? 'gray';
}

export const exceptionLabel = (id: number) => `EXC-${id}`;

/** The payment an exception is about: its id, else the first 12 characters of the installment's id and '…'. */
export function exceptionPaymentRef(
  e: Pick<PulseException, 'payment_id' | 'scheduled_payment_id'>,
): string {
  if (e.payment_id !== null) return String(e.payment_id);
  if (e.scheduled_payment_id)
    return `${e.scheduled_payment_id.slice(0, PAYMENT_ID_FALLBACK_LENGTH)}…`;
  return '—';
}

/** "Resolved by Jordan Avery on Nov 20, 2026: Customer paid cash" (who and the note when known). */
export function resolutionText(
  e: Pick<PulseException, 'resolved_at' | 'resolved_by_name' | 'resolution'>,
  timeZone: string,
): string {
  const who = e.resolved_by_name ? ` by ${e.resolved_by_name}` : '';
  const note = e.resolution ? `: ${e.resolution}` : '';
  return `Resolved${who} on ${formatDayIn(e.resolved_at, timeZone)}${note}`;
}
