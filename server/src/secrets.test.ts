import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { loadSecrets } from './secrets';
import { isPostgresRun } from './testing/test-database';

const root = mkdtempSync(join(tmpdir(), 'ops-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const given = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEY: randomBytes(32).toString('hex'),
  SSN_PRIVATE_KEY: pem.replace(/\n/g, '\\n'),
};

describe.skipIf(isPostgresRun())('#secrets', () => {
  it('uses the keys the environment gives and writes none into DATA_DIR', () => {
    const dataDir = join(root, 'given');
    const secrets = loadSecrets(loadConfig({ DATA_DIR: dataDir, ...given }));
    expect(secrets.jwtSecret).toBe(given.JWT_SECRET);
    expect(secrets.encryptionKey.toString('hex')).toBe(given.ENCRYPTION_KEY);
    expect(secrets.ssnPrivateKey.export({ type: 'pkcs8', format: 'pem' })).toBe(pem);
    expect(existsSync(join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('generates only what the environment does not give, once, and keeps it across starts', () => {
    const dataDir = join(root, 'partly');
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: given.JWT_SECRET });
    const first = loadSecrets(config);
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as object;
    expect(Object.keys(stored).sort()).toEqual(['encryptionKey', 'ssnPrivateKey']);
    const second = loadSecrets(config);
    expect(second.encryptionKey.equals(first.encryptionKey)).toBe(true);
    expect(second.jwtSecret).toBe(given.JWT_SECRET);
  });
});
