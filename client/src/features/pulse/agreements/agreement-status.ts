/** Whether a SAC (same-as-cash) expiration date is still ahead: valid through that day. */
export function sacActive(expiration: string | null | undefined, today: string): boolean {
  return !!expiration && expiration.slice(0, 10) >= today;
}
