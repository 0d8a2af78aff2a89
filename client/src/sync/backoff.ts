/**
 * Retry delay after the n-th consecutive failure (DESIGN.md section 4, "When it runs"):
 * exponential from `baseMs`, capped at `maxMs`, with "equal jitter" (half fixed, half random)
 * so a room of tablets regaining signal together does not retry in step.
 */
export function backoffDelay(
  failures: number,
  { baseMs = 1000, maxMs = 60_000, random = Math.random } = {},
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
