import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

export interface Secrets {
  jwtSecret: string;
  encryptionKey: Buffer;
}

/**
 * JWT_SECRET and ENCRYPTION_KEY from the environment, or generated once and kept (mode 0600)
 * in DATA_DIR/secrets.json so tokens and encrypted SSNs survive restarts.
 */
export function loadSecrets(
  config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET' | 'ENCRYPTION_KEY'>,
): Secrets {
  const file = join(config.DATA_DIR, 'secrets.json');
  let stored: { jwtSecret?: string; encryptionKey?: string } = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as typeof stored;
  const next = {
    jwtSecret: stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    encryptionKey: stored.encryptionKey ?? randomBytes(32).toString('hex'),
  };
  if (!stored.jwtSecret || !stored.encryptionKey) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(next), { mode: 0o600 });
  }
  return {
    jwtSecret: config.JWT_SECRET ?? next.jwtSecret,
    encryptionKey: Buffer.from(config.ENCRYPTION_KEY ?? next.encryptionKey, 'hex'),
  };
}

/** Secrets that live only as long as the process (tests). */
export const ephemeralSecrets = (): Secrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  encryptionKey: randomBytes(32),
});
