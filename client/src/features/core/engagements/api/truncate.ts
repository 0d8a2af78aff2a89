/** Note text cut to a length with an ellipsis (SPEC.md section 9: 50, 100 and 80 characters). */
export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  const chars = Array.from(text.trim());
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}...` : chars.join('');
}
