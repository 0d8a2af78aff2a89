/**
 * The machine's speed when a run is made: a fixed JavaScript workload (the same generated
 * records sorted, serialized and parsed) timed in this process, median of 5. The same code takes
 * the same time on an unchanged machine, so a shared machine that is slower today, or slowed
 * down during a run, shows here, and runs of different days can be compared by it.
 */
import { median } from './stats';

function workload(): void {
  let seed = 1;
  const rows = Array.from({ length: 100_000 }, (_, id) => {
    seed = (seed * 48_271) % 2_147_483_647;
    return { id, name: `name ${seed}`, amount: seed / 100 };
  });
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  JSON.parse(JSON.stringify(rows));
}

/** Milliseconds the workload takes, median of 5 after one unmeasured. */
export function cpuReferenceMs(): number {
  workload();
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    workload();
    times.push(performance.now() - started);
  }
  return median(times);
}
