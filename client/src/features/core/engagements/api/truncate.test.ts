import { describe, expect, it } from 'vitest';
import { TRUNCATE } from '@rentline/sync-protocol/rules';
import { truncate } from './truncate';

describe('#truncate', () => {
  it('keeps text up to the limit as it is', () => {
    const fifty = 'x'.repeat(TRUNCATE.engagementList);
    expect(truncate(fifty, TRUNCATE.engagementList)).toBe(fifty);
    expect(truncate('Short note', TRUNCATE.engagementList)).toBe('Short note');
  });

  it('cuts longer text at the limit and adds an ellipsis', () => {
    const text = 'a'.repeat(120);
    expect(truncate(text, TRUNCATE.engagementList)).toBe(`${'a'.repeat(50)}...`);
    expect(truncate(text, TRUNCATE.followUpsPerEngagement)).toBe(`${'a'.repeat(100)}...`);
    expect(truncate(text, TRUNCATE.allFollowUps)).toBe(`${'a'.repeat(80)}...`);
  });

  it('does not split a character made of two code units', () => {
    expect(truncate('😀'.repeat(3), 2)).toBe('😀😀...');
  });

  it('gives empty text for no notes', () => {
    expect(truncate(null, 50)).toBe('');
    expect(truncate(undefined, 50)).toBe('');
  });
});
