/**
 * Numbers in the shared texts (limits, balances, prices), in en-US with a fixed number of
 * decimals. One Intl.NumberFormat per scale: building one is the expensive part, and the schemas
 * write their limit messages while the app starts.
 */
const formats = new Map<number, Intl.NumberFormat>();

/** `n` with exactly `scale` decimals and thousands separators: fixed(1234.5, 2) is "1,234.50". */
export function fixed(n: number, scale: number): string {
  let format = formats.get(scale);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    });
    formats.set(scale, format);
  }
  return format.format(n);
}
