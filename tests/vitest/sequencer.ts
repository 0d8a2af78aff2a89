/**
 * The order Vitest starts test files in: the longest first, so that on two workers no long file
 * starts last and runs alone at the end.
 *
 * Vitest orders by the durations of the last run (its results cache, node_modules/.vite), and
 * without them by file size. A fresh clone (every CI run, a first `npm run test:fast`) has no
 * cache, and size is a poor guess: on this 2-core machine the quick projects took 116-118 s
 * ordered by size and 93-104 s longest first. So a file the cache does not know takes its
 * duration from tests/vitest/durations.json (seconds per project and file, written by
 * `npm run test:durations` after a run); a file neither knows is a new one and runs first, as
 * Vitest runs unknown files first. Only the order depends on these figures, never a result.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

type Durations = Record<string, Record<string, number>>;

const recorded: Durations = JSON.parse(
  readFileSync(new URL('./durations.json', import.meta.url), 'utf8'),
) as Durations;

export default class KnownDurationsSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const durationOf = (spec: TestSpecification): number => {
      const cached = this.ctx.cache.getTestSpecificationResult(spec);
      // A file that failed last time runs first, as BaseSequencer has it.
      if (cached) return cached.failed ? Number.POSITIVE_INFINITY : cached.duration / 1000;
      const file = relative(root, spec.moduleId).split('\\').join('/');
      return recorded[spec.project.name]?.[file] ?? Number.POSITIVE_INFINITY;
    };
    const durations = new Map(files.map((spec) => [spec, durationOf(spec)]));
    const wait = (spec: TestSpecification) => durations.get(spec) ?? 0;
    return [...files].sort((a, b) => {
      // As BaseSequencer: group order first, then one project after another, isolated files first.
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return a.project.name < b.project.name ? -1 : 1;
      if (a.project.config.isolate !== b.project.config.isolate)
        return a.project.config.isolate ? -1 : 1;
      // Two unknown (infinite) durations tie.
      const longer = wait(b) - wait(a);
      return Number.isNaN(longer) ? 0 : longer;
    });
  }
}
