/**
 * The collectors' work in the demo store (issue 22): two in three delinquent customers were
 * reached and promised to pay (a 'Spoke - promised' engagement with a 'Promise to Pay'
 * follow-up for about one payment); promises whose date has passed without a payment show as
 * broken in the queue. The demo sign-in employee has three field visits today, so "My visits
 * today" has a route to show. No random draws: the customers are taken in id order.
 */
import { formatCents } from '@rentline/sync-protocol/money';
import { FIELD_VISIT, PROMISE_TO_PAY } from '@rentline/sync-protocol/rules';
import { MINUTE_MS, usDate } from './calendar';
import type { DemoContext } from './context';
import type { Customer, Employee, Engagement, FollowUp } from './dataset';

/** Today's visits of the demo account, at these minutes of the day. */
const VISIT_MINUTES = [10 * 60, 13 * 60, 15 * 60 + 30];

export function addCollectionWork(
  ctx: DemoContext,
  people: { customers: Customer[]; employees: Employee[]; includeDemoAccounts: boolean },
  out: { engagements: Engagement[]; followUps: FollowUp[] },
): void {
  const { clock, today } = ctx;
  const staff = people.employees.filter((e) => e.weight > 0);
  const delinquent = people.customers.filter((c) => c.delinquent).sort((a, b) => a.id - b.id);
  if (staff.length === 0 || delinquent.length === 0) return;

  const engage = (
    customer: Customer,
    type: Engagement['type'],
    employee: Employee,
    day: number,
    minute: number,
    notes: string,
  ): Engagement => {
    const e: Engagement = {
      id: ctx.newId(clock.ms(day, minute) + 5 * MINUTE_MS),
      type,
      contact: customer.contact,
      employee,
      day,
      minute,
      notes,
      createdMs: clock.ms(day, minute) + 5 * MINUTE_MS,
    };
    out.engagements.push(e);
    return e;
  };
  const followUp = (
    e: Engagement,
    type: FollowUp['type'],
    day: number,
    minute: number,
    notes: string,
    amountCents?: number,
  ) => {
    const createdMs = e.createdMs + MINUTE_MS;
    out.followUps.push({
      id: ctx.newId(createdMs),
      engagement: e,
      employee: e.employee,
      type,
      day,
      minute,
      status: 'Scheduled',
      notes,
      createdMs,
      updatedMs: createdMs,
      amountCents,
    });
  };

  delinquent.forEach((customer, i) => {
    if (i % 3 === 2) return;
    const base = customer.agreements.find((a) => a.overdue > 0)?.base ?? 10_000;
    const employee = staff[i % staff.length]!;
    const day = today - 1 - (i % 6);
    const due = day + 2 + (i % 4); // before today for about half of them: broken
    const call = engage(
      customer,
      'Spoke - promised',
      employee,
      day,
      9 * 60 + 15 * (i % 16),
      `${customer.contact.first} promised ${formatCents(base)} by ${usDate(due)}.`,
    );
    followUp(call, PROMISE_TO_PAY, due, 11 * 60, 'Check the promised payment.', base);
  });

  if (!people.includeDemoAccounts) return;
  const demo = people.employees[0]!;
  delinquent.slice(-VISIT_MINUTES.length).forEach((customer, i) => {
    const day = today - 1 - i;
    const call = engage(
      customer,
      'Called - no answer',
      demo,
      day,
      16 * 60,
      `No answer; visiting ${customer.contact.first} at home.`,
    );
    followUp(call, FIELD_VISIT, today, VISIT_MINUTES[i]!, 'Collect the past-due payments.');
  });
}
