/**
 * An agreement's status at the end of a past store day (status-history.ts), from its dates and
 * the closing and reopening steps of its history; at the end of today, always its status now.
 */
import { describe, expect, it } from 'vitest';
import { statusOn, type StatusFacts } from './status-history';

const facts = (f: Partial<StatusFacts>): StatusFacts => ({
  id: 1,
  status: 'Active',
  openedOn: '2026-01-01',
  activatedOn: '2026-01-05',
  closedOn: null,
  steps: [],
  ...f,
});
const on = (a: StatusFacts, ...days: string[]) => days.map((day) => statusOn(a, day));

describe('statusOn', () => {
  it('has no status before the agreement was opened, and is Pending until it was activated', () => {
    expect(on(facts({}), '2025-12-31', '2026-01-04', '2026-01-05')).toEqual([
      null,
      'Pending Progress',
      'Active',
    ]);
    const pending = facts({ status: 'Pending Progress', activatedOn: null });
    expect(on(pending, '2026-01-04', '2026-03-01')).toEqual([
      'Pending Progress',
      'Pending Progress',
    ]);
  });

  it('is closed from the day of its closing step, and open before it', () => {
    const returned = facts({
      status: 'Returned',
      closedOn: '2026-02-10',
      steps: [{ day: '2026-02-10', kind: 'Returned' }],
    });
    expect(on(returned, '2026-02-09', '2026-02-10', '2026-03-01')).toEqual([
      'Active',
      'Returned',
      'Returned',
    ]);
  });

  it('is Active again from a reinstatement or a reversal that reopened it', () => {
    const reinstated = facts({
      steps: [
        { day: '2026-02-10', kind: 'Returned' },
        { day: '2026-02-12', kind: 'Reinstated' },
      ],
    });
    expect(on(reinstated, '2026-02-09', '2026-02-11', '2026-02-12')).toEqual([
      'Active',
      'Returned',
      'Active',
    ]);
    // Closed before the history was kept: the reopening step says what it was.
    const reopened = facts({ steps: [{ day: '2026-02-12', kind: 'Reopened' }] });
    expect(on(reopened, '2026-02-11', '2026-02-12')).toEqual(['Paid Out', 'Active']);
  });

  it('reads a close without a step from closed_on, and one without a day as closed throughout', () => {
    const dated = facts({ status: 'Charged Off', closedOn: '2026-02-10' });
    expect(on(dated, '2026-02-09', '2026-02-10')).toEqual(['Active', 'Charged Off']);
    const undated = facts({ status: 'Completed' });
    expect(on(undated, '2026-01-05', '2026-03-01')).toEqual(['Completed', 'Completed']);
  });

  it('keeps a suspension (which records no day) and a cancellation (of a Pending one) as they are', () => {
    const suspended = facts({ status: 'Suspended' });
    expect(on(suspended, '2026-01-06', '2026-03-01')).toEqual(['Suspended', 'Suspended']);
    const cancelled = facts({
      status: 'Cancelled',
      activatedOn: null,
      closedOn: '2026-01-20',
      steps: [{ day: '2026-01-20', kind: 'Cancelled' }],
    });
    expect(on(cancelled, '2026-01-19', '2026-01-20')).toEqual(['Pending Progress', 'Cancelled']);
  });
});
