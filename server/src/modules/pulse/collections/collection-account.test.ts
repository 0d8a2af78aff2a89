import { describe, expect, it } from 'vitest';
import { addressLine } from './collection-account';

describe('the address of a collections account, as one line', () => {
  it('adds the state and ZIP code to a street address', () => {
    expect(addressLine({ address: '1 Main St', state: 'GA', zip_code: '31401' })).toBe(
      '1 Main St, GA 31401',
    );
  });

  it('does not repeat a state and ZIP code the address already ends with', () => {
    const whole = '4516 Chestnut Ln, Columbia, SC 29224';
    expect(addressLine({ address: whole, state: 'SC', zip_code: '29224' })).toBe(whole);
    expect(addressLine({ address: `${whole} `, state: 'sc', zip_code: null })).toBe(whole);
  });

  it('is the state and ZIP code alone, or nothing, when there is no street address', () => {
    expect(addressLine({ address: null, state: 'SC', zip_code: '29224' })).toBe('SC 29224');
    expect(addressLine({ address: '', state: null, zip_code: '' })).toBeNull();
  });
});
