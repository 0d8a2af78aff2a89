import type { AgingReport, RevenueReport, UtilizationReport } from '@rentline/sync-protocol/wire';

/** Fixed answers of the reports API, for the client's tests. */
export const AGING: AgingReport = {
  as_of: '2026-11-16',
  buckets: [
    { bucket: '1-30', accounts: 3, amount: 225 },
    { bucket: '31-60', accounts: 1, amount: 210 },
    { bucket: '61-90', accounts: 1, amount: 270.5 },
    { bucket: '90+', accounts: 0, amount: 0 },
  ],
  total_amount: 705.5,
};

const tenders = (cash: number, card: number) =>
  (['cash', 'check', 'money_order', 'card', 'ach', 'other'] as const).map((method) => ({
    method,
    total: method === 'cash' ? cash : method === 'card' ? card : 0,
  }));

export const REVENUE: RevenueReport = {
  from: '2026-11-15',
  to: '2026-11-16',
  rows: [
    {
      date: '2026-11-15',
      tenders: tenders(100, 40),
      total: 140,
      fees: 7.5,
      tax: 9.1,
      reversals: 0,
    },
    { date: '2026-11-16', tenders: tenders(30, 0), total: -70, fees: 0, tax: 0, reversals: 100 },
  ],
};

export const UTILIZATION: UtilizationReport = {
  as_of: '2026-11-16',
  categories: [
    {
      category: 'Sofas, "deluxe"',
      on_rent: 2,
      in_stock: 2,
      idle_over_90_days: 1,
      cost_on_rent: 800,
      cost_idle: 250,
    },
    {
      category: '=Uncategorised',
      on_rent: 0,
      in_stock: 1,
      idle_over_90_days: 0,
      cost_on_rent: 0,
      cost_idle: 0,
    },
  ],
};
