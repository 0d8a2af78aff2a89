/**
 * The ledger's sweep: settles every agreement not yet settled today (ledger/settle.ts), so that
 * installments falling due are charged and late fees assessed without anyone opening a page.
 * It runs when the server starts, every few minutes, and soon after a settings change (which
 * marks the agreements to settle again, their projected tax with them). Each agreement is settled
 * in its own transaction under its own lock, so the sweep never holds up a payment for long, and
 * two servers sweeping at once charge each installment once (the lock, and the ledger's unique
 * postings). The first sweep after the ledger's migration logs the agreements whose figures the
 * replay changed.
 */
import type { Logger } from 'pino';
import { AGREEMENT_STATUS } from '@rentline/sync-protocol/rules';
import type { Database } from '../../../db/orm';
import { typed } from '../../../db/kysely';
import { settle } from './settle';

export interface SweepResult {
  settled: number;
  changed: number;
  failed: number;
}

const STILL_CHARGING = [
  AGREEMENT_STATUS.pending,
  AGREEMENT_STATUS.active,
  AGREEMENT_STATUS.suspended,
];

/** Agreements to settle today: those still charging not settled today, and any never settled. */
export async function agreementsToSettle(db: Database, today: string): Promise<number[]> {
  const rows = await typed(db.em.fork())
    .selectFrom('agreements')
    .select('id')
    .where((eb) =>
      eb.or([
        eb('settled_on', 'is', null),
        eb.and([eb('agreement_status', 'in', STILL_CHARGING), eb('settled_on', '<', today)]),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function sweepLedgers(
  db: Database,
  today: string,
  logger?: Logger,
): Promise<SweepResult> {
  const result: SweepResult = { settled: 0, changed: 0, failed: 0 };
  const changedIds: number[] = [];
  for (const id of await agreementsToSettle(db, today)) {
    try {
      const settled = await db.em.fork().transactional((em) => settle(em, id, today));
      result.settled++;
      if (settled.changed) {
        result.changed++;
        if (changedIds.length < 50) changedIds.push(id);
      }
    } catch (err) {
      result.failed++;
      logger?.warn({ err, agreementId: id }, 'settling an agreement failed');
    }
  }
  if (result.settled > 0) logger?.info({ ...result, changedIds }, 'ledgers settled');
  return result;
}

export interface LedgerSweeper {
  /** Sweeps soon (a change that affects every agreement: a settings change). */
  kick(): void;
  /** Sweeps now; answers when done (a sweep already running is waited for first). */
  run(): Promise<SweepResult>;
  /** Sweeps now and every `intervalMs`. */
  start(intervalMs?: number): void;
  /** Stops the timer and waits for a sweep in progress. */
  stop(): Promise<void>;
}

export function createLedgerSweeper(
  db: Database,
  todayOf: () => string,
  logger?: Logger,
): LedgerSweeper {
  let running: Promise<SweepResult> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const run = async (): Promise<SweepResult> => {
    while (running) await running.catch(() => undefined);
    if (stopped) return { settled: 0, changed: 0, failed: 0 };
    running = sweepLedgers(db, todayOf(), logger);
    try {
      return await running;
    } finally {
      running = null;
    }
  };
  return {
    kick() {
      if (stopped) return;
      setTimeout(
        () => void run().catch((err) => logger?.warn({ err }, 'ledger sweep failed')),
        0,
      ).unref();
    },
    run,
    start(intervalMs = 5 * 60 * 1000) {
      void run().catch((err) => logger?.warn({ err }, 'ledger sweep failed'));
      timer = setInterval(
        () => void run().catch((err) => logger?.warn({ err }, 'ledger sweep failed')),
        intervalMs,
      );
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
