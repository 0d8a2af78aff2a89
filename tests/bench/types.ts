/**
 * The contract every benchmark keeps, so that `npm run bench` (run.ts) can print one table and
 * write bench/RESULTS.md, and the smoke test (smoke.test.ts) can run each one small.
 */

export interface BenchContext {
  /** A tiny version (a few hundred rows, one run, no warm-up): proves the benchmark still works. */
  smoke: boolean;
  /** Measured runs; each reported figure is the median over them (at least 5 in a full run). */
  runs: number;
  /** Unmeasured runs before the measured ones. */
  warmup: number;
  /** Progress lines for the person running it (not part of the results). */
  log: (message: string) => void;
  /**
   * An admin connection to PostgreSQL (creates and drops its own databases), or undefined when
   * there is none: benchmarks that need PostgreSQL fall back to PGlite and say so in a note.
   */
  postgresUrl?: string;
  /** The built client (client/dist), for benchmarks that open the app in Chromium. */
  clientDist: string;
}

/** `score`: a Lighthouse category score, 0-100. */
export type Unit = 'ms' | 's' | 'KB' | 'MB' | 'rows/s' | 'mut/s' | 'req/s' | 'x' | 'score';

export interface Target {
  /** The figure must be below (`<`) or at least (`>=`) the value. */
  op: '<' | '>=';
  value: number;
}

export interface Figure {
  /** The benchmark's id, e.g. 'bootstrap'. */
  benchmark: string;
  /** What was measured, e.g. 'app bootstrap, 100,000 rows'. */
  name: string;
  value: number;
  unit: Unit;
  target?: Target;
  /** How it was measured or why a target is missed; goes into RESULTS.md. */
  note?: string;
}

export interface Benchmark {
  id: string;
  title: string;
  run(ctx: BenchContext): Promise<Figure[]>;
}

export const meets = (figure: Figure): boolean | undefined => {
  if (!figure.target) return undefined;
  return figure.target.op === '<'
    ? figure.value < figure.target.value
    : figure.value >= figure.target.value;
};

/** A ratio of two measured times as a figure: two decimals, unit `x`. */
export const ratio = (
  benchmark: string,
  name: string,
  numerator: number,
  denominator: number,
  target?: Target,
): Figure => ({
  benchmark,
  name,
  value: Math.round((numerator / denominator) * 100) / 100,
  unit: 'x',
  ...(target ? { target } : {}),
});
