/**
 * The smoke version of every registered benchmark (ctx.smoke: tiny data, one run, no warm-up),
 * so a benchmark that breaks fails `npm test` instead of rotting until the next `npm run bench`.
 * Each benchmark checks its own correctness while it runs (and throws when it is wrong); this
 * test also checks that what it reports is usable: finite, non-negative figures, with the unit
 * each target is stated in.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../server/src/config';
import { benchmarks } from './registry';
import type { BenchContext, Figure, Unit } from './types';

/** The unit each benchmark's targets are stated in (the benchmark issue, #9; Lighthouse's issue). */
const TARGET_UNITS: Record<string, Unit[]> = {
  bootstrap: ['x'],
  drain: ['x', 'mut/s'],
  local: ['ms'],
  'server-reads': ['ms'],
  bundle: ['KB'],
  lighthouse: ['score'],
};

const clientDist = join(REPO_ROOT, 'client', 'dist');

describe('benchmarks, smoke size', () => {
  it('lists the benchmarks: the five of the benchmark issue and Lighthouse', () => {
    expect(benchmarks.map((b) => b.id).sort()).toEqual(Object.keys(TARGET_UNITS).sort());
  });

  for (const benchmark of benchmarks) {
    it(`${benchmark.id}: runs and reports finite, non-negative figures`, async () => {
      expect(existsSync(join(clientDist, 'index.html')), 'client/dist must be built').toBe(true);
      const ctx: BenchContext = {
        smoke: true,
        runs: 1,
        warmup: 0,
        // PostgreSQL when the suite has one (as the server-pg project), else the PGlite fallback.
        postgresUrl: process.env.TEST_DATABASE_URL,
        clientDist,
        log: () => undefined,
      };
      const figures: Figure[] = await benchmark.run(ctx);
      expect(figures.length).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(figure.benchmark, figure.name).toBe(benchmark.id);
        expect(Number.isFinite(figure.value), `${figure.name} = ${figure.value}`).toBe(true);
        expect(figure.value, figure.name).toBeGreaterThanOrEqual(0);
        if (figure.target) expect(TARGET_UNITS[benchmark.id], figure.name).toContain(figure.unit);
      }
      expect(
        figures.some((f) => f.target),
        'at least one figure has a target',
      ).toBe(true);
    });
  }
});
