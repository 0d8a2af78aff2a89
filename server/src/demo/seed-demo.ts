/**
 * Deterministic demo data (DESIGN.md section 6): fills an empty database so that the figures
 * the hub shows (SPEC.md sections 1 and 9) come out of the data itself — 354 contacts,
 * 627 inventory items, ~18.2K scheduled payments, 47 due in the next 7 days, 23 delinquent
 * accounts with $45,230 overdue, ~$2.4M of active agreements, 12% more activations in the
 * last 30 days than in the 30 before — and every other screen has believable rows to show.
 *
 * Everything is derived from `seed` and the calendar date of `now` in `timeZone`: the same seed
 * on the same date gives the same rows (bar the demo accounts' scrypt hash, which has a random
 * salt). `scale` multiplies contacts, customers, agreements, items, engagements and follow-ups.
 *
 * The caller supplies a `SqlRunner`; statements use `$n` placeholders and plain JS values, in
 * multi-row INSERTs of at most 1000 rows / 30000 parameters. No transaction is opened here
 * (a pooled runner could not hold one): wrap the call in a transaction if the runner allows it.
 *
 * 1. Check the options and that the tables are empty.
 * 2. Generate the data set in memory (generate.ts).
 * 3. Write it table by table (tables.ts), move the id sequences and the sync version on.
 *
 * Callers that own their connection then settle the tables (`settleDemoTables`).
 */
import { hashPassword, type ScryptParams } from '../modules/auth/password';
import { Clock } from './calendar';
import { createContext } from './context';
import { generateDataset } from './generate';
import { type SqlRunner, insertRows, openVersions, resetSerial } from './insert';
import { DEMO_TABLES, DEMO_TABLE_NAMES } from './tables';
import { DEMO_DEFAULT_SEED, DEMO_DEFAULT_TIME_ZONE, DEMO_PASSWORD } from './targets';

export type { SqlRunner } from './insert';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './targets';

export interface SeedDemoOptions {
  /** Integer ≥ 1; multiplies contacts, customers, agreements, items, engagements, follow-ups. */
  scale?: number;
  /** Reference instant; only its calendar date in `timeZone` matters. Default: the current time. */
  now?: Date;
  seed?: number;
  /** IANA zone of the store; business hours and "today" are taken there. Default America/New_York. */
  timeZone?: string;
  /** Create demo@example.com and demo2@example.com (password demo1234). Default true. */
  includeDemoAccounts?: boolean;
  /** The demo accounts' password hash parameters; default the server's (SCRYPT_PARAMS). */
  passwordParams?: ScryptParams;
}

/** Rows written per table. */
export interface DemoSummary {
  employees: number;
  contact_types: number;
  engagement_types: number;
  follow_up_statuses: number;
  categories: number;
  vendors: number;
  exception_types: number;
  contacts: number;
  customers: number;
  flow_items: number;
  agreements: number;
  agreement_items: number;
  scheduled_payments: number;
  payments: number;
  ledger_entries: number;
  store_settings: number;
  exceptions: number;
  engagements: number;
  follow_ups: number;
}

/**
 * Tables that must have no rows (agreement_items cannot have any without agreements; the
 * migrations write the collections' engagement types).
 */
const MUST_BE_EMPTY = DEMO_TABLE_NAMES.filter(
  (t) => t !== 'agreement_items' && t !== 'engagement_types',
);

function validateTimeZone(timeZone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone }).format(0);
  } catch {
    throw new Error(`seedDemo: unknown time zone "${timeZone}"`);
  }
}

async function assertEmpty(db: SqlRunner) {
  const [counts] = await db.execute(
    `select ${MUST_BE_EMPTY.map((t) => `(select count(*) from ${t}) as ${t}`).join(', ')}`,
  );
  if (Number(counts.employees) > 0) {
    throw new Error(
      'seedDemo: the database already has employees; demo data can only be loaded into an empty database',
    );
  }
  const busy = MUST_BE_EMPTY.filter((t) => Number(counts[t]) > 0);
  if (busy.length)
    throw new Error(
      `seedDemo: the database is not empty (rows in ${busy.join(', ')}); demo data can only be loaded into an empty database`,
    );
}

/**
 * Fills an empty database with the demo data set and returns how many rows each table got.
 * Throws when `employees` (or any other table it writes) already has rows.
 */
export async function seedDemo(db: SqlRunner, opts: SeedDemoOptions = {}): Promise<DemoSummary> {
  const scale = opts.scale ?? 1;
  if (!Number.isInteger(scale) || scale < 1)
    throw new Error(`seedDemo: scale must be an integer ≥ 1 (got ${scale})`);
  const timeZone = opts.timeZone ?? DEMO_DEFAULT_TIME_ZONE;
  validateTimeZone(timeZone);
  const now = opts.now ?? new Date();
  if (Number.isNaN(now.getTime())) throw new Error('seedDemo: invalid `now`');
  const seed = opts.seed ?? DEMO_DEFAULT_SEED;
  const includeDemoAccounts = opts.includeDemoAccounts !== false;
  await assertEmpty(db);

  const clock = new Clock(timeZone);
  const today = clock.localDay(now);
  const data = generateDataset(createContext({ scale, seed, today, clock }), includeDemoAccounts);
  const demoHash = includeDemoAccounts
    ? await hashPassword(DEMO_PASSWORD, opts.passwordParams)
    : '';

  const versions = await openVersions(db);
  const w = { clock, demoHash, version: versions.next, today };
  const summary = {} as DemoSummary;
  for (const table of DEMO_TABLE_NAMES) {
    const rows = DEMO_TABLES[table].rows(data, w);
    await insertRows(db, table, rows, DEMO_TABLES[table].jsonb);
    summary[table] = rows.length;
  }
  for (const table of DEMO_TABLE_NAMES) if (DEMO_TABLES[table].serial) await resetSerial(db, table);
  await versions.save();
  return summary;
}

/**
 * After the bulk load, as after any: VACUUM ANALYZE gives the planner every table's statistics
 * and index-only scans their visibility map. A store's tables, written one payment at a time and
 * vacuumed as they go, look like this, so the screens and the benchmarks read what a store
 * would. Not in a transaction (VACUUM cannot run in one).
 */
export async function settleDemoTables(db: SqlRunner): Promise<void> {
  await db.execute('vacuum analyze');
}
