/**
 * How big the load test is. `npm test` runs the short variant; the long one (reliability issue
 * item 13) is `LOAD_SECONDS=60 LOAD_SCALE=20 LOAD_CONNECTIONS=100` with TEST_DATABASE_URL set.
 */
export interface LoadSettings {
  seconds: number;
  scale: number;
  connections: number;
  /** How many shared flow items the stock deltas land on (several tablets on one row). */
  items: number;
}

const whole = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return n;
};

export const loadSettings = (): LoadSettings => ({
  seconds: whole('LOAD_SECONDS', 8),
  scale: whole('LOAD_SCALE', 1),
  connections: whole('LOAD_CONNECTIONS', 20),
  items: 10,
});
