import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first two words, uppercase', () => {
    expect(initials('jane marie doe')).toBe('JM');
    expect(initials('Ana Lucía Pérez')).toBe('AL');
  });

  it('uses one letter for a one-word name', () => {
    expect(initials('Cher')).toBe('C');
  });

  it('ignores surrounding and repeated spaces', () => {
    expect(initials('  Sam   Lee  ')).toBe('SL');
  });

  it('is empty when there is no name', () => {
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials(undefined)).toBe('');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initials('𝒜lex Brown')).toBe('𝒜B');
  });
});
