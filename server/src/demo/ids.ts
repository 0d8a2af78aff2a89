import { v7 as uuidv7 } from 'uuid';
import type { Rng } from './random';

/**
 * UUIDv7 ids for the demo rows: the time part is the row's creation instant, the random part
 * comes from `rng`, so ids sort like the rows were created and repeat with the seed.
 */
export function idMaker(rng: Rng): (ms: number) => string {
  return (ms) => uuidv7({ msecs: Math.max(0, Math.round(ms)), random: rng.bytes16() });
}
