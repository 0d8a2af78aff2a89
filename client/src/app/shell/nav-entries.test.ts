import { describe, expect, it } from 'vitest';
import { initiallyOpenGroups, navGroupsFor } from './nav-entries';

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

describe('navGroupsFor', () => {
  const pulseLabels = (role: Parameters<typeof navGroupsFor>[0]) =>
    navGroupsFor(role)
      .find((g) => g.id === 'pulse')!
      .entries.map((e) => e.label);

  it('shows a manager Employees and Audit beside Store Settings', () => {
    expect(pulseLabels('manager').slice(-3)).toEqual(['Store Settings', 'Employees', 'Audit']);
  });

  it.each(['clerk', 'collector'] as const)('hides Employees and Audit from a %s', (role) => {
    expect(pulseLabels(role)).not.toContain('Employees');
    expect(pulseLabels(role)).not.toContain('Audit');
    expect(pulseLabels(role)).toContain('Store Settings');
  });
});
