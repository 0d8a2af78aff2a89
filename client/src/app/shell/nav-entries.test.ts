import { describe, expect, it } from 'vitest';
import { initiallyOpenGroups } from './nav-entries';

describe('initiallyOpenGroups', () => {
  it('opens Pulse by default', () => {
    expect(initiallyOpenGroups('/')).toEqual(['pulse']);
  });

  it('also opens the group of the current path', () => {
    expect(initiallyOpenGroups('/core/contacts/12')).toEqual(['pulse', 'core']);
    expect(initiallyOpenGroups('/flow')).toEqual(['pulse', 'flow']);
  });

  it('treats the Pulse aliases as Pulse', () => {
    expect(initiallyOpenGroups('/customers')).toEqual(['pulse']);
  });

  it('matches whole path segments only', () => {
    expect(initiallyOpenGroups('/coreography')).toEqual(['pulse']);
  });
});
