import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { paymentsOptionsFrom } from './payments-options';
import { providerContext } from './provider';

const converge = {
  PAYMENT_PROVIDER: 'converge',
  CONVERGE_MERCHANT_ID: '0022334',
  CONVERGE_USER_ID: 'apiuser42',
  CONVERGE_PIN: 'PIN',
  CONVERGE_URL: 'https://api.demo.convergepay.com',
};

describe('#payments.config', () => {
  it('uses the simulator by default, with no account', () => {
    expect(paymentsOptionsFrom(loadConfig({}))).toEqual({
      provider: 'simulator',
      converge: undefined,
      publicUrl: undefined,
    });
  });

  it('reads the Converge account and the public address', () => {
    const options = paymentsOptionsFrom(
      loadConfig({ ...converge, PUBLIC_URL: 'https://portal.example.com/' }),
    );
    expect(options).toEqual({
      provider: 'converge',
      converge: {
        merchantId: '0022334',
        userId: 'apiuser42',
        pin: 'PIN',
        url: 'https://api.demo.convergepay.com',
      },
      publicUrl: 'https://portal.example.com/',
    });
    const context = providerContext(options, { storeTimeZone: 'America/New_York' });
    expect(context.baseUrl).toBe('https://portal.example.com');
  });

  it("makes the simulator's links relative to the portal when PUBLIC_URL is not set", () => {
    const context = providerContext(paymentsOptionsFrom(loadConfig({})), {
      storeTimeZone: 'America/New_York',
    });
    expect(context.baseUrl).toBe('');
  });

  it.each([
    'CONVERGE_MERCHANT_ID',
    'CONVERGE_USER_ID',
    'CONVERGE_PIN',
    'CONVERGE_URL',
    'PUBLIC_URL',
  ])('stops start-up naming %s when Converge is chosen without it', (name) => {
    const env: Record<string, string> = {
      ...converge,
      PUBLIC_URL: 'https://portal.example.com',
      [name]: ' ',
    };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(`${name}: is required when PAYMENT_PROVIDER=converge`);
  });

  it.each([
    [{ PAYMENT_PROVIDER: 'stripe' }, 'PAYMENT_PROVIDER: must be simulator or converge'],
    [{ ...converge, CONVERGE_URL: 'ftp://x' }, 'CONVERGE_URL: must be the Converge API base'],
    [{ PUBLIC_URL: 'portal' }, 'PUBLIC_URL: must be the portal address'],
  ])('refuses %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
