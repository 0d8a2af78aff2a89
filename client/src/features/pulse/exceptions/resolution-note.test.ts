import { describe, expect, it } from 'vitest';
import { COLUMNS } from '@rentline/sync-protocol/rules';
import { checkResolutionNote } from './resolution-note';

describe('checkResolutionNote', () => {
  it.each(['', '   ', '\n\t'])('refuses a blank note (%j) with a clear message', (text) => {
    expect(checkResolutionNote(text)).toEqual({
      ok: false,
      message: 'Please describe how the exception was resolved',
    });
  });

  it('refuses a note longer than the column holds, saying how long it may be', () => {
    const max = COLUMNS.exceptions.resolution.max;
    const check = checkResolutionNote('x'.repeat(max + 1));
    expect(check.ok).toBe(false);
    expect(!check.ok && check.message).toBe('Resolution must be at most 2000 characters');
    expect(checkResolutionNote('x'.repeat(max))).toMatchObject({ ok: true });
  });

  it('accepts a note, trimmed', () => {
    expect(checkResolutionNote('  Customer paid cash ')).toEqual({
      ok: true,
      resolution: 'Customer paid cash',
    });
  });
});
