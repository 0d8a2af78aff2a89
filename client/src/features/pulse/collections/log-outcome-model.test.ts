import { describe, expect, it } from 'vitest';
import { COLLECTIONS_TEXTS } from '@rentline/sync-protocol/texts';
import { emptyOutcomeForm, outcomeWrites, validateOutcome } from './log-outcome-model';

const TODAY = '2026-11-27';
const form = (patch = {}) => ({ ...emptyOutcomeForm(1), ...patch });

describe('#validateOutcome', () => {
  it('asks for an outcome', () => {
    expect(validateOutcome(form(), TODAY)).toEqual({
      ok: false,
      errors: { outcome: COLLECTIONS_TEXTS.outcomeRequired },
    });
  });

  it('asks a promise for its date (today or later) and an amount above zero', () => {
    const promised = form({ outcome: 'Spoke - promised' });
    expect(validateOutcome(promised, TODAY)).toEqual({
      ok: false,
      errors: {
        promise_date: COLLECTIONS_TEXTS.promiseDateRequired,
        promise_amount: COLLECTIONS_TEXTS.promiseAmountRequired,
      },
    });
    const past = validateOutcome(
      { ...promised, promise_date: '2026-11-26', promise_amount: '0' },
      TODAY,
    );
    expect(past).toEqual({
      ok: false,
      errors: {
        promise_date: COLLECTIONS_TEXTS.promiseDatePast,
        promise_amount: COLLECTIONS_TEXTS.promiseAmountRequired,
      },
    });
    const huge = validateOutcome(
      { ...promised, promise_date: TODAY, promise_amount: '10000000000' },
      TODAY,
    );
    expect(huge.ok || huge.errors.promise_amount).toMatch(/at most/);
  });

  it('refuses a visit planned in the past, and one for nobody', () => {
    const result = validateOutcome(
      form({ outcome: 'Left message', visit_date: '2026-11-20', visit_employee_id: '' }),
      TODAY,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        visit_date: COLLECTIONS_TEXTS.visitDatePast,
        visit_employee_id: 'Choose who makes the visit',
      },
    });
  });

  it('gives the outcome, a promise and a visit', () => {
    const result = validateOutcome(
      form({
        outcome: 'Spoke - promised',
        notes: '  Will pay Friday ',
        promise_date: '2026-11-28',
        promise_amount: '75.5',
        visit_date: TODAY,
        visit_employee_id: '2',
      }),
      TODAY,
    );
    expect(result).toEqual({
      ok: true,
      values: {
        outcome: 'Spoke - promised',
        notes: 'Will pay Friday',
        promise: { date: '2026-11-28', amount: 75.5 },
        visit: { date: TODAY, employeeId: 2 },
      },
    });
  });
});

describe('#outcomeWrites', () => {
  const context = {
    customerId: 4,
    contactId: '01890a5d-ac96-774b-bcce-b302099a8057',
    employeeId: 1,
    now: new Date('2026-11-27T15:00:00.000Z'),
    timeZone: 'America/New_York',
  };

  it('writes a call as a Phone engagement, a promise at noon and a visit at 9:00 store time', () => {
    const writes = outcomeWrites(
      {
        outcome: 'Spoke - promised',
        notes: null,
        promise: { date: '2026-11-28', amount: 75 },
        visit: { date: '2026-11-30', employeeId: 2 },
      },
      context,
    );
    expect(writes.engagement).toEqual({
      contact_id: context.contactId,
      customer_id: 4,
      employee_id: 1,
      initial_engagement: 'Spoke - promised',
      contact_type: 'Phone',
      engagement_date_time: '2026-11-27T15:00:00.000Z',
      notes: null,
    });
    expect(writes.promise).toMatchObject({
      required_engagement: 'Promise to Pay',
      date_time: '2026-11-28T17:00:00.000Z',
      status: 'Scheduled',
      employee_id: 1,
      amount: 75,
    });
    expect(writes.visit).toMatchObject({
      required_engagement: 'Field Visit',
      date_time: '2026-11-30T14:00:00.000Z',
      employee_id: 2,
    });
  });

  it('writes a visit outcome as In Person, with no follow-ups when none were asked', () => {
    const writes = outcomeWrites(
      { outcome: 'Visited - not home', notes: 'Door locked', promise: null, visit: null },
      context,
    );
    expect(writes.engagement.contact_type).toBe('In Person');
    expect(writes.promise).toBeNull();
    expect(writes.visit).toBeNull();
  });
});
