import { describe, expect, it } from 'vitest';
import { AGING, REVENUE, UTILIZATION } from './report-fixtures';
import {
  agingSummary,
  agingTable,
  agreementsTable,
  collectionsSummary,
  collectionsTable,
  revenueSummary,
  revenueTable,
  tableCsv,
  utilizationSummary,
  utilizationTable,
} from './report-tables';

describe('report tables and their CSV', () => {
  it('writes aging as the table shows it, with its total', () => {
    expect(tableCsv(agingTable(AGING))).toBe(
      [
        'Days late,Accounts,Amount past due',
        '1-30,3,225.00',
        '31-60,1,210.00',
        '61-90,1,270.50',
        '90+,0,0.00',
        'Total,5,705.50',
        '',
      ].join('\r\n'),
    );
    expect(agingSummary(AGING)).toBe(
      'As of Nov 16, 2026, 5 accounts owe $705.50 past due. 1-30 days: 3 ($225.00); 31-60 days: 1 ($210.00); 61-90 days: 1 ($270.50); 90+ days: 0 ($0.00).',
    );
  });

  it('writes revenue by day and tender, reversals netted, and a total row', () => {
    const csv = tableCsv(revenueTable(REVENUE)).split('\r\n');
    expect(csv[0]).toBe('Day,Cash,Check,Money Order,Card,ACH,Other,Fees,Tax,Reversals,Total');
    expect(csv[1]).toBe('2026-11-15,100.00,0.00,0.00,40.00,0.00,0.00,7.50,9.10,0.00,140.00');
    expect(csv[2]).toBe('2026-11-16,30.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,100.00,-70.00');
    expect(csv[3]).toBe('Total,130.00,0.00,0.00,40.00,0.00,0.00,7.50,9.10,100.00,70.00');
    expect(revenueSummary(REVENUE)).toBe(
      'From Nov 15, 2026 to Nov 16, 2026: $70.00 after $100.00 of reversals; the best day was Nov 15, 2026 with $140.00.',
    );
  });

  it('writes agreements by day with a total', () => {
    const csv = tableCsv(
      agreementsTable({
        from: '2026-11-15',
        to: '2026-11-16',
        rows: [
          {
            date: '2026-11-15',
            opened: 2,
            paid_out: 0,
            returned: 1,
            charged_off: 0,
            reinstated: 0,
          },
          {
            date: '2026-11-16',
            opened: 1,
            paid_out: 1,
            returned: 0,
            charged_off: 1,
            reinstated: 1,
          },
        ],
      }),
    ).split('\r\n');
    expect(csv.slice(0, 4)).toEqual([
      'Day,Opened,Paid out,Returned,Charged off,Reinstated',
      '2026-11-15,2,0,1,0,0',
      '2026-11-16,1,1,0,1,1',
      'Total,3,1,1,1,1',
    ]);
  });

  it('writes collections by employee with a total, neutralising a name that reads as a formula', () => {
    const report = {
      from: '2026-11-15',
      to: '2026-11-16',
      employees: [
        {
          employee_id: 1,
          employee_name: 'Jordan Avery',
          calls: 2,
          visits: 0,
          promises_made: 2,
          promises_kept: 0,
          collected_after_promise: 0,
        },
        {
          employee_id: 2,
          employee_name: '@Casey',
          calls: 2,
          visits: 1,
          promises_made: 2,
          promises_kept: 1,
          collected_after_promise: 30,
        },
      ],
    };
    expect(tableCsv(collectionsTable(report)).split('\r\n').slice(0, 4)).toEqual([
      'Employee,Calls,Visits,Promises made,Promises kept,Collected after a promise',
      'Jordan Avery,2,0,2,0,0.00',
      "'@Casey,2,1,2,1,30.00",
      'Total,4,1,4,1,30.00',
    ]);
    expect(collectionsSummary(report)).toBe(
      'From Nov 15, 2026 to Nov 16, 2026: 4 calls, 1 visit and 4 promises to pay, 1 kept; $30.00 collected after a promise.',
    );
  });

  it('writes utilization with the earning share, neutralising a category that reads as a formula', () => {
    const csv = tableCsv(utilizationTable(UTILIZATION)).split('\r\n');
    expect(csv[1]).toBe('"Sofas, ""deluxe""",2,2,1,800.00,250.00,76');
    expect(csv[2]).toBe("'=Uncategorised,0,1,0,0.00,0.00,");
    expect(csv[3]).toBe('Total,2,3,1,800.00,250.00,76');
    expect(utilizationSummary(UTILIZATION)).toBe(
      '2 items on rent and 3 in stock, 1 of them idle over 90 days; 76% of their cost is earning.',
    );
  });
});
