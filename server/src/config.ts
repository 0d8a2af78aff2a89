import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_CHARGE_OFF_DAYS,
  DEFAULT_STORE_TIME_ZONE,
  PAYMENT_PROVIDERS,
} from '@rentline/sync-protocol/rules';

/** The repository root (server/src/config.ts → ../..), where `.data/` and `client/dist` live by default. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    schema.optional(),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  JWT_EXPIRES_IN: z
    .string()
    .regex(/^\d+[smhd]$/, 'must look like 12h, 30m or 7d')
    .default('12h'),
  ENCRYPTION_KEY: optional(
    z.string().regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (a 256-bit key)'),
  ),
  SSN_PRIVATE_KEY: optional(
    z
      .string()
      .transform((v) => v.replace(/\\n/g, '\n'))
      .refine((v) => v.includes('-----BEGIN PRIVATE KEY-----'), 'must be a PKCS#8 PEM private key'),
  ),
  DEMO_DATA: z.enum(['auto', 'true', 'false']).default('auto'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STORE_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as America/New_York')
    .default(DEFAULT_STORE_TIME_ZONE),
  TIME_CLOCK_URL: optional(z.url('must be a URL')),
  /** Seeds a new store's settings (the Settings screen changes them afterwards). */
  CHARGE_OFF_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_CHARGE_OFF_DAYS),
  /** Seeds a new store's sales tax rate, percent (the Settings screen changes it afterwards). */
  TAX_RATE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(100)
    .refine((n) => Number(n.toFixed(3)) === n, 'must have at most three decimals')
    .default(0),
  TOMBSTONE_HORIZON_DAYS: z.coerce.number().int().min(1).default(30),
  CLIENT_DIST: z.string().default('client/dist'),
  CORS_ORIGIN: optional(z.string()),
  BODY_LIMIT: z.string().default('1mb'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10000),
  PAYMENT_PROVIDER: z
    .enum(PAYMENT_PROVIDERS, { error: 'must be simulator or converge' })
    .default('simulator'),
  CONVERGE_MERCHANT_ID: optional(z.string().trim()),
  CONVERGE_USER_ID: optional(z.string().trim()),
  CONVERGE_PIN: optional(z.string().trim()),
  CONVERGE_URL: optional(
    z.url({
      protocol: /^https?$/,
      error:
        'must be the Converge API base, https://api.demo.convergepay.com or https://api.convergepay.com',
    }),
  ),
  /** Behind a reverse proxy: believe its X-Forwarded-For/-Proto/-Host. Off by default. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /** /metrics is off unless set; then it needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: optional(z.string().min(16, 'must be at least 16 characters')),
  PUBLIC_URL: optional(
    z.url({
      protocol: /^https?$/,
      error: 'must be the portal address, e.g. https://portal.example.com',
    }),
  ),
});

/** Converge cannot take payments without its account: start-up stops naming what is missing. */
const CONVERGE_REQUIRED = [
  'CONVERGE_MERCHANT_ID',
  'CONVERGE_USER_ID',
  'CONVERGE_PIN',
  'CONVERGE_URL',
  // Converge's return address is built from it, never from a request's host.
  'PUBLIC_URL',
] as const;
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.PAYMENT_PROVIDER !== 'converge') return;
  for (const name of CONVERGE_REQUIRED) {
    if (!env[name])
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when PAYMENT_PROVIDER=converge',
      });
  }
});

export type Config = Omit<z.infer<typeof envSchema>, 'DATA_DIR' | 'CLIENT_DIST'> & {
  DATA_DIR: string;
  CLIENT_DIST: string;
};

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const base = env.INIT_CWD ?? process.cwd();
  const fromRoot = (p: string, root: string) => (isAbsolute(p) ? p : resolve(root, p));
  return {
    ...parsed.data,
    // Defaults are relative to the repository; values given by a person to where they ran npm.
    DATA_DIR: fromRoot(parsed.data.DATA_DIR, env.DATA_DIR ? base : REPO_ROOT),
    CLIENT_DIST: fromRoot(parsed.data.CLIENT_DIST, env.CLIENT_DIST ? base : REPO_ROOT),
  };
}
