import { describe, expect, it } from 'vitest';
import { accountRow } from './testing/factories';
import { queueViewQuery, readQueueView, selectQueue } from './queue-model';

const accounts = [
  accountRow(1, { days_late: 3, risk: 20, amount_past_due: 50 }),
  accountRow(2, { days_late: 12, risk: 70, amount_past_due: 300, assigned_employee_id: 5 }),
  accountRow(3, { days_late: 45, risk: 70, amount_past_due: 900, promise_state: 'broken' }),
  accountRow(4, {
    days_late: 90,
    risk: 85,
    amount_past_due: 120,
    promise_state: 'due_today',
    phone: '(555) 867-5309',
    customer_name: 'Ada Lovelace',
  }),
];
const view = { bucket: 'all', filter: 'all', search: '' } as const;
const ids = (list: { customer_id: number }[]) => list.map((a) => a.customer_id);

describe('#selectQueue', () => {
  it('sorts by risk, then amount past due, both highest first', () => {
    expect(ids(selectQueue(accounts, view, null).accounts)).toEqual([4, 3, 2, 1]);
  });

  it('counts each bucket and shows the chosen one', () => {
    const all = selectQueue(accounts, view, null);
    expect(all.counts).toEqual({ all: 4, '1-7': 1, '8-30': 1, '31-60': 1, '60+': 1 });
    expect(ids(selectQueue(accounts, { ...view, bucket: '31-60' }, null).accounts)).toEqual([3]);
  });

  it('filters to my accounts, promises due today and broken promises', () => {
    expect(ids(selectQueue(accounts, { ...view, filter: 'mine' }, 5).accounts)).toEqual([2]);
    expect(ids(selectQueue(accounts, { ...view, filter: 'mine' }, null).accounts)).toEqual([]);
    expect(ids(selectQueue(accounts, { ...view, filter: 'promises_today' }, 5).accounts)).toEqual([
      4,
    ]);
    const broken = selectQueue(accounts, { ...view, filter: 'broken' }, 5);
    expect(ids(broken.accounts)).toEqual([3]);
    expect(broken.counts.all).toBe(1);
  });

  it('searches names, emails, phones (by digits) and agreement numbers', () => {
    const find = (search: string) => ids(selectQueue(accounts, { ...view, search }, null).accounts);
    expect(find('lovelace')).toEqual([4]);
    expect(find('customer2@')).toEqual([2]);
    expect(find('867-5309')).toEqual([4]);
    expect(find('5558675309')).toEqual([4]);
    expect(find('AGR-2026-00003')).toEqual([3]);
    expect(find('nobody')).toEqual([]);
  });

  it('keeps its view in the URL, leaving the defaults out', () => {
    const v = { bucket: '8-30', filter: 'broken', search: 'ada' } as const;
    expect(queueViewQuery(v)).toBe('bucket=8-30&filter=broken&search=ada');
    expect(readQueueView(new URLSearchParams(queueViewQuery(v)))).toEqual(v);
    expect(queueViewQuery(readQueueView(new URLSearchParams('bucket=9&filter=x')))).toBe('');
  });
});
