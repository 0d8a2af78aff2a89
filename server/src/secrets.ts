import { createPrivateKey, generateKeyPairSync, type KeyObject, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { securePrivateDir } from './db/data-dir';

export interface Secrets {
  jwtSecret: string;
  encryptionKey: Buffer;
  /** Opens the SSNs devices seal to its public key (ssn-seal in sync-protocol). */
  ssnPrivateKey: KeyObject;
}

/** An RSA key pair for sealing SSNs in transit, its private half as PKCS#8 PEM. */
const newSsnPrivateKey = () =>
  generateKeyPairSync('rsa', { modulusLength: 3072 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();

/**
 * JWT_SECRET, ENCRYPTION_KEY and SSN_PRIVATE_KEY from the environment; each one not given there
 * is generated once and kept (mode 0600) in DATA_DIR/secrets.json so tokens, encrypted SSNs and
 * the SSN key pair devices seal to survive restarts. When the environment gives all three (the
 * way to run several servers, or a container), nothing is generated nor written.
 */
export function loadSecrets(
  config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET' | 'ENCRYPTION_KEY' | 'SSN_PRIVATE_KEY'>,
): Secrets {
  const file = join(config.DATA_DIR, 'secrets.json');
  let stored: { jwtSecret?: string; encryptionKey?: string; ssnPrivateKey?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  const next = {
    ...stored,
    ...(config.JWT_SECRET
      ? {}
      : { jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url') }),
    ...(config.ENCRYPTION_KEY
      ? {}
      : { encryptionKey: stored.encryptionKey ?? randomBytes(32).toString('hex') }),
    ...(config.SSN_PRIVATE_KEY
      ? {}
      : { ssnPrivateKey: stored.ssnPrivateKey ?? newSsnPrivateKey() }),
  };
  if (JSON.stringify(next) !== JSON.stringify(stored)) {
    securePrivateDir(config.DATA_DIR);
    writeFileSync(file, JSON.stringify(next), { mode: 0o600 });
  }
  return {
    jwtSecret: config.JWT_SECRET ?? next.jwtSecret!,
    encryptionKey: Buffer.from(config.ENCRYPTION_KEY ?? next.encryptionKey!, 'hex'),
    ssnPrivateKey: createPrivateKey(config.SSN_PRIVATE_KEY ?? next.ssnPrivateKey!),
  };
}

// One key pair per test process: generating an RSA key takes a moment.
let testSsnKey: KeyObject | null = null;

/** Secrets that live only as long as the process (tests). */
export const ephemeralSecrets = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  encryptionKey: randomBytes(32),
  ssnPrivateKey: (testSsnKey ??= createPrivateKey(newSsnPrivateKey())),
});
