/** Medians and percentiles of measured samples (nearest-rank). */

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

/** Runs `once` warm-up + measured times and returns the measured results in order. */
export async function repeat<T>(
  ctx: { runs: number; warmup: number; log: (m: string) => void },
  label: string,
  once: (index: number) => Promise<T>,
): Promise<T[]> {
  for (let i = 0; i < ctx.warmup; i++) {
    ctx.log(`${label}: warm-up ${i + 1}/${ctx.warmup}`);
    await once(-1 - i);
  }
  const results: T[] = [];
  for (let i = 0; i < ctx.runs; i++) {
    ctx.log(`${label}: run ${i + 1}/${ctx.runs}`);
    results.push(await once(i));
  }
  return results;
}
