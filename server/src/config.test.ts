import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('gives every default', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      DEMO_DATA: 'auto',
      JWT_EXPIRES_IN: '12h',
      STORE_TIME_ZONE: 'America/New_York',
      TOMBSTONE_HORIZON_DAYS: 30,
      TRUST_PROXY: false,
    });
    expect(config.DATA_DIR).toMatch(/\.data$/);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: must be a postgres:// URL'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ ENCRYPTION_KEY: 'abc' }, 'ENCRYPTION_KEY: must be 64 hex characters'],
    [{ STORE_TIME_ZONE: 'Mars/Olympus' }, 'STORE_TIME_ZONE: must be an IANA time zone'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN: must look like 12h'],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY: must be true or false'],
  ])('stops start-up on %o with a message naming it', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('trusts a proxy only when TRUST_PROXY says so', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('treats a blank optional value as unset', () => {
    expect(loadConfig({ DATABASE_URL: ' ', JWT_SECRET: '' }).DATABASE_URL).toBeUndefined();
  });
});
