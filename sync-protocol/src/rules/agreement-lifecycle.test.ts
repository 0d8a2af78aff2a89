import { describe, expect, it } from 'vitest';
import { LIFECYCLE_TEXTS } from '../texts/agreements';
import { INSTALLMENTS_PER_TERM } from './agreement-terms';
import { deliverySchedule, lifecycleActions, reinstateUntil } from './agreement-lifecycle';

describe('deliverySchedule', () => {
  it.each(Object.entries(INSTALLMENTS_PER_TERM))(
    '%s: the first due on delivery, cents summing exactly to the total',
    (term, count) => {
      const rows = deliverySchedule(
        term as keyof typeof INSTALLMENTS_PER_TERM,
        100_001,
        '2026-01-31',
      );
      expect(rows).toHaveLength(count);
      expect(rows[0]!.due_date).toBe('2026-01-31');
      expect(rows.reduce((s, r) => s + r.amount_cents, 0)).toBe(100_001);
      expect(new Set(rows.map((r) => r.due_date)).size).toBe(count);
    },
  );

  it('follows the calendar per term', () => {
    expect(deliverySchedule('Weekly', 5200, '2026-01-01')[1]!.due_date).toBe('2026-01-08');
    expect(deliverySchedule('Biweekly', 2600, '2026-01-01')[1]!.due_date).toBe('2026-01-15');
    expect(deliverySchedule('Monthly', 1200, '2026-01-31')[1]!.due_date).toBe('2026-02-28');
    expect(deliverySchedule('Semi-monthly', 2400, '2026-01-01')[1]!.due_date).toBe('2026-01-16');
  });
});

describe('reinstatement and actions', () => {
  it('counts the window from the return day', () => {
    expect(reinstateUntil('2026-03-30', 5)).toBe('2026-04-04');
  });

  it('offers each step only where the server allows it', () => {
    expect(lifecycleActions('Pending Progress')).toMatchObject({ activate: true, payoff: false });
    expect(lifecycleActions('Active')).toMatchObject({
      activate: false,
      payoff: true,
      return: true,
    });
    expect(lifecycleActions('Returned')).toMatchObject({ reinstate: true, payoff: false });
    const { edit, ...steps } = lifecycleActions('Paid Out');
    expect(Object.values(steps).some(Boolean)).toBe(false);
    expect(edit).toBe(true);
  });
});

describe('LIFECYCLE_TEXTS.notPastDue', () => {
  it('says charge-off is allowed from the day the agreement reaches the threshold, in words that count', () => {
    expect(LIFECYCLE_TEXTS.notPastDue(1, 90)).toBe(
      'This agreement is 1 day past due; it can be charged off once it is 90 days past due',
    );
    expect(LIFECYCLE_TEXTS.notPastDue(0, 90)).toBe(
      'This agreement is 0 days past due; it can be charged off once it is 90 days past due',
    );
  });
});
