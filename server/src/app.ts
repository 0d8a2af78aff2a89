import Koa from 'koa';
import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import helmet from 'koa-helmet';
import { createSecretKey } from 'node:crypto';
import jwt from 'koa-jwt';
import type { Logger } from 'pino';
import { IDEMPOTENCY_KEY_HEADER, REQUEST_ID_HEADER, SYNC } from '@rentline/sync-protocol/rules';
import type { Database } from './db/orm';
import { errorMiddleware } from './http/error-middleware';
import { noStoreJson } from './http/no-store';
import { requestScope, scopeEmployee } from './http/request-scope';
import { healthRoutes } from './ops/health.routes';
import { apiDocsRoutes } from './ops/openapi/api-docs.routes';
import { createMetrics } from './ops/metrics';
import { metricsRoute } from './ops/metrics.routes';
import { requestContext, requestLogger, serializeOnEmbedded } from './http/request-context';
import { staticClient } from './http/static-client';
import { authRoutes, signOutRoutes } from './modules/auth/auth.routes';
import type { ThrottleLimits } from './modules/auth/sign-in-throttle';
import type { ScryptParams } from './modules/auth/password';
import { contactsRoutes } from './modules/contacts/contacts.routes';
import { draftKeyRoutes } from './modules/auth/draft-key.routes';
import { createSsnCipher } from './modules/contacts/ssn-cipher';
import { lookupDataRoutes } from './modules/engagements/lookup-data.routes';
import { engagementsRoutes } from './modules/engagements/engagements.routes';
import { followUpsRoutes } from './modules/engagements/follow-ups.routes';
import { calendarRoutes } from './modules/calendar/calendar.routes';
import { hubRoutes } from './modules/hub/hub.routes';
import { pulseRouters } from './modules/pulse/pulse.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { flowRoutes } from './modules/flow/flow.routes';
import { itemImagesRoutes, publicItemImagesRoutes } from './modules/images/item-images.routes';
import { moneyRouters } from './modules/money/money.routes';
import type { LedgerSweeper } from './modules/money/ledger/sweep';
import { paymentPages } from './modules/money/card/payment-pages';
import { DEFAULT_PAYMENTS, type PaymentsOptions } from './modules/money/card/payments-options';
import type { Secrets } from './secrets';
import { liveSession } from './security/live-session';
import { auditRefusals } from './security/permissions';
import { approvalsRoutes } from './modules/approvals/approvals.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { employeesRoutes } from './modules/employees/employees.routes';
import { syncRoutes } from './sync/sync.routes';

export interface AppOptions {
  db: Database;
  secrets: Secrets;
  logger: Logger;
  jwtExpiresIn: string;
  storeTimeZone: string;
  /** Settles every agreement again after a settings change (main.ts starts one). */
  ledgerSweeper?: LedgerSweeper;
  timeClockUrl?: string | null;
  bodyLimit?: string;
  clientDist?: string;
  corsOrigin?: string;
  /** Card payments: the simulator unless configured otherwise. */
  payments?: PaymentsOptions;
  /** Behind a reverse proxy (TRUST_PROXY): believe its X-Forwarded-* headers. Default false. */
  trustProxy?: boolean;
  /** /metrics is served, with this bearer token, only when set (METRICS_TOKEN). */
  metricsToken?: string;
  /** Sign-in limits; default THROTTLE (modules/auth/sign-in-throttle.ts). */
  signInLimits?: ThrottleLimits;
  /** Password hash parameters; default SCRYPT_PARAMS (modules/auth/password.ts). Tests only. */
  passwordParams?: ScryptParams;
}

/** Routes that answer without a token. */
const PUBLIC_API = [
  /^\/api\/health(\/ready)?$/,
  /^\/api\/(openapi\.json|docs(\/[\w.-]+)?)$/,
  /^\/api\/auth\/signin$/,
  /^\/api\/pay\//,
];
/** Routes whose bodies may carry photos (base64, up to 5 MB each). */
const LARGE_BODIES = /^\/api\/(sync\/push|core\/contacts)/;

/** Every router behind the token guard (the access tests walk these). */
export function guardedRouters(
  options: Pick<AppOptions, 'secrets' | 'timeClockUrl' | 'storeTimeZone' | 'ledgerSweeper'> &
    Partial<Pick<AppOptions, 'payments' | 'logger' | 'signInLimits' | 'passwordParams'>>,
): Router[] {
  const cipher = createSsnCipher(options.secrets.encryptionKey, options.secrets.ssnPrivateKey);
  return [
    syncRoutes({ cipher }),
    draftKeyRoutes(options.secrets.jwtSecret),
    contactsRoutes(cipher),
    lookupDataRoutes(),
    followUpsRoutes(),
    engagementsRoutes(),
    calendarRoutes({ storeTimeZone: options.storeTimeZone }),
    flowRoutes(),
    itemImagesRoutes(),
    hubRoutes({ timeClockUrl: options.timeClockUrl ?? null, storeTimeZone: options.storeTimeZone }),
    ...pulseRouters({ storeTimeZone: options.storeTimeZone }),
    reportsRoutes({ storeTimeZone: options.storeTimeZone }),
    ...moneyRouters({
      storeTimeZone: options.storeTimeZone,
      payments: options.payments ?? DEFAULT_PAYMENTS,
      logger: options.logger,
      sweeper: options.ledgerSweeper,
    }),
    approvalsRoutes({
      jwtSecret: options.secrets.jwtSecret,
      throttle: options.signInLimits,
      passwordParams: options.passwordParams,
    }),
    auditRoutes(),
    employeesRoutes({ passwordParams: options.passwordParams }),
    // Last: the route fuzzer walks these in order, and this one ends its token.
    signOutRoutes(),
  ];
}

/** Builds the Koa app from its dependencies; it does not listen. */
export function createApp(options: AppOptions): Koa {
  // The client's address (sign-in limits) and the request's host come from X-Forwarded-* headers
  // only when a proxy in front is trusted to set them; otherwise anyone could claim any address.
  const app = new Koa({ proxy: options.trustProxy ?? false });
  // Failures after the answer has started (errors before it are answered by errorMiddleware).
  // A browser that stops a download it no longer needs (a page closed or navigated away, a
  // cancelled service-worker precache) is routine, not an error worth a stack trace on stderr.
  app.on('error', (err: NodeJS.ErrnoException, ctx?: Koa.Context) => {
    const clientGone =
      err.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
      err.code === 'ECONNRESET' ||
      err.code === 'EPIPE';
    if (clientGone) options.logger.debug({ path: ctx?.path }, 'client closed the connection');
    else options.logger.error({ err, path: ctx?.path }, 'response failed');
  });
  app.use(requestScope());
  const metrics = options.metricsToken ? createMetrics(options.db) : null;
  if (metrics) {
    const timing = metrics.middleware();
    app.use((ctx, next) => {
      ctx.state.metrics = metrics;
      return timing(ctx, next);
    });
  }
  app.use(noStoreJson());
  app.use(errorMiddleware(options.logger));
  app.use(requestLogger(options.logger));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // Tablets may reach a store server over plain http on the LAN: never rewrite to https.
          upgradeInsecureRequests: null,
        },
      },
      // The card payment form opens in a popup window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // HSTS belongs to the TLS terminator in front of the server, not to plain-http installs.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
    }),
  );
  if (options.corsOrigin) {
    const origin = options.corsOrigin;
    app.use(async (ctx, next) => {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Vary', 'Origin');
      ctx.set('Access-Control-Expose-Headers', REQUEST_ID_HEADER);
      if (ctx.method === 'OPTIONS') {
        ctx.set(
          'Access-Control-Allow-Headers',
          `Authorization, Content-Type, ${IDEMPOTENCY_KEY_HEADER}, ${REQUEST_ID_HEADER}`,
        );
        ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
        ctx.status = 204;
        return;
      }
      await next();
    });
  }

  app.use(metricsRoute(metrics, options.metricsToken));

  const client = options.clientDist ? staticClient(options.clientDist) : null;
  if (client) app.use(client);

  const smallBody = bodyParser({ jsonLimit: options.bodyLimit ?? '1mb', enableTypes: ['json'] });
  const largeBody = bodyParser({ jsonLimit: SYNC.pushBodyLimit, enableTypes: ['json'] });
  app.use((ctx, next) =>
    LARGE_BODIES.test(ctx.path) ? largeBody(ctx, next) : smallBody(ctx, next),
  );

  app.use(healthRoutes(options.db).routes());
  app.use(apiDocsRoutes().routes());

  app.use(serializeOnEmbedded(options.db));
  app.use(requestContext(options.db));
  app.use(
    authRoutes({
      jwtSecret: options.secrets.jwtSecret,
      expiresIn: options.jwtExpiresIn,
      throttle: options.signInLimits,
      passwordParams: options.passwordParams,
    }).routes(),
  );
  // Item images are read by <img> tags without a bearer header; their ids are unguessable.
  app.use(publicItemImagesRoutes().routes());
  // The hosted card page and the provider's return: reached by the payment window, no token.
  app.use(paymentPages(options.payments ?? DEFAULT_PAYMENTS, options));

  // The secret as a key object, made once: given a string, jsonwebtoken makes one on every
  // verification. It accepts a KeyObject; koa-jwt passes the secret through and its types
  // don't list one.
  const verifyKey = createSecretKey(Buffer.from(options.secrets.jwtSecret, 'utf8'));
  app.use(
    jwt({ secret: verifyKey as unknown as Buffer, key: 'user', algorithms: ['HS256'] }).unless({
      path: [...PUBLIC_API, /^(?!\/api\/)/],
    }),
  );
  // A valid signature is not enough: the token must name a live session (not signed out).
  app.use(liveSession());
  app.use(scopeEmployee());
  // A refusal for lack of permission is audited after its transaction has rolled back.
  app.use(auditRefusals());

  for (const router of guardedRouters(options)) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }
  return app;
}
