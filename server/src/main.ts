import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loadDemoIfWanted } from './demo/load-demo';
import { claimDataDir, DataDirInUse } from './db/data-dir-lock';
import { securePrivateDir } from './db/data-dir';
import { migrate, openDatabase } from './db/orm';
import { createLogger } from './logger';
import { paymentsOptionsFrom } from './modules/money/card/payments-options';
import { pruneIdempotencyKeys } from './http/idempotency';
import { pruneSessions } from './modules/auth/auth-sessions';
import { pruneApprovals } from './security/approvals';
import { pruneSignInAttempts } from './modules/auth/auth.service';
import { pruneSignInThrottle } from './modules/auth/sign-in-throttle';
import { pruneTombstones } from './sync/pull';
import { loadSecrets } from './secrets';
import { createLedgerSweeper } from './modules/money/ledger/sweep';
import { storeToday } from './lib/store-time';
import { ensureStoreSettings } from './modules/money/settings/store-settings.service';

/** Start-up: config, database and migrations, demo data when wanted, listen, graceful shutdown. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // The embedded database is this process's alone (no second server, no backup while it runs).
  let claim: { release(): void } | null = null;
  if (!config.DATABASE_URL) {
    securePrivateDir(config.DATA_DIR);
    try {
      claim = claimDataDir(config.DATA_DIR);
    } catch (err) {
      if (!(err instanceof DataDirInUse)) throw err;
      console.error(err.message);
      process.exit(1);
    }
  }
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const applied = await migrate(db);
  if (applied.length) logger.info({ applied }, 'migrations applied');
  const demo = await loadDemoIfWanted(db, config, logger);

  await ensureStoreSettings(db.em.fork(), {
    charge_off_days: config.CHARGE_OFF_DAYS,
    tax_rate_percent: config.TAX_RATE_PERCENT,
  });
  // Charges falling due and late fees, without anyone opening a page (modules/money/ledger/sweep.ts).
  const ledgerSweeper = createLedgerSweeper(db, () => storeToday(config.STORE_TIME_ZONE), logger);

  const secrets = loadSecrets(config);
  const app = createApp({
    db,
    secrets,
    logger,
    jwtExpiresIn: config.JWT_EXPIRES_IN,
    storeTimeZone: config.STORE_TIME_ZONE,
    ledgerSweeper,
    timeClockUrl: config.TIME_CLOCK_URL ?? null,
    bodyLimit: config.BODY_LIMIT,
    clientDist: config.CLIENT_DIST,
    corsOrigin: config.CORS_ORIGIN,
    payments: paymentsOptionsFrom(config),
    trustProxy: config.TRUST_PROXY,
    metricsToken: config.METRICS_TOKEN,
  });

  // Hourly housekeeping: tombstones past the horizon, sign-in attempts and counters past the
  // throttle window, expired sessions, idempotency keys past their 24 hours.
  const housekeeping: [string, () => Promise<unknown>][] = [
    ['tombstones', () => pruneTombstones(db.em.fork(), config.TOMBSTONE_HORIZON_DAYS)],
    ['sign-in attempts', () => pruneSignInAttempts(db.em.fork())],
    ['sign-in limits', () => pruneSignInThrottle(db.em.fork())],
    ['sessions', () => pruneSessions(db.em.fork())],
    ['approvals', () => pruneApprovals(db.em.fork())],
    ['idempotency keys', () => pruneIdempotencyKeys(db.em.fork())],
  ];
  const prune = () =>
    Promise.all(
      housekeeping.map(([what, run]) =>
        run().catch((err) => logger.warn({ err, what }, 'pruning failed')),
      ),
    );
  await prune();
  const pruneTimer = setInterval(prune, 60 * 60 * 1000);
  pruneTimer.unref();

  const server = createServer(
    {
      // A proxy or load balancer in front keeps idle connections for about 60 s and reuses
      // them; Node's default closes them after 5 s, and a request sent just as a socket closes
      // is reset (a 502 at the proxy). Idle connections outlast the proxy's; the head of a
      // request must arrive within its own bound, above that one, as Node requires.
      keepAliveTimeout: 65_000,
      headersTimeout: 66_000,
    },
    app.callback(),
  );
  ledgerSweeper.start();
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = `http://localhost:${port}`;
    logger.info({ url, backend: db.backend }, 'portal listening');
    console.log(`\n  Rentline Portal is running at ${url}`);
    if (demo)
      console.log(
        `  Demo sign-in: demo@example.com / demo1234 (and demo2@example.com / demo1234)\n`,
      );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    void ledgerSweeper.stop();
    const force = setTimeout(() => process.exit(1), config.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(() => {
      db.close().then(
        () => {
          claim?.release();
          process.exit(0);
        },
        () => process.exit(1),
      );
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('Start-up failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
