/**
 * The sync panel's times of day ('Mar 6, 3:00 PM'). Apart from format.ts, which the status
 * button in every signed-in screen reads: date-fns loads with the panel, not with the shell.
 */
import { format } from 'date-fns';
import { displayValue } from './format';

export function shortTime(iso: string): string {
  return format(new Date(iso), 'MMM d, h:mm a');
}

/** A value of a change kept whole (notes stay uncut), a date and time as the panel shows one. */
export function heldValue(value: unknown): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return shortTime(value);
  return typeof value === 'string' ? value : displayValue(value);
}
