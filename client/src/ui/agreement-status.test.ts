import { describe, expect, it } from 'vitest';
import { agreementStatusPalette } from './agreement-status';

describe('agreementStatusPalette', () => {
  it.each([
    ['Active', 'green'],
    ['active', 'green'],
    ['Completed', 'blue'],
    ['complete', 'blue'],
    ['Overdue', 'red'],
    ['Past Due', 'red'],
    ['past_due', 'red'],
    ['Pending', 'yellow'],
    ['Draft', 'yellow'],
    ['Pending Progress', 'yellow'],
    ['Cancelled', 'gray'],
    ['Canceled', 'gray'],
    ['Suspended', 'orange'],
    ['Inactive', 'gray'],
  ])('colours %s %s', (status, palette) => {
    expect(agreementStatusPalette(status)).toBe(palette);
  });

  it('does not read inactive as active', () => {
    expect(agreementStatusPalette('Inactive')).not.toBe('green');
  });

  it('colours the lifecycle statuses: paid out blue, returned purple, charged off red', () => {
    expect(agreementStatusPalette('Paid Out')).toBe('blue');
    expect(agreementStatusPalette('Paid Out (Early Purchase)')).toBe('blue');
    expect(agreementStatusPalette('Returned')).toBe('purple');
    expect(agreementStatusPalette('Charged Off')).toBe('red');
  });

  it('greys anything else', () => {
    expect(agreementStatusPalette('Repossessed')).toBe('gray');
    expect(agreementStatusPalette('')).toBe('gray');
    expect(agreementStatusPalette(null)).toBe('gray');
  });
});
