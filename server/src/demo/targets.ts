/** The demo store's fixed settings and the figures its data is built to show (SPEC.md 1, 9). */

export const DEMO_DEFAULT_SEED = 354_627;
export const DEMO_DEFAULT_TIME_ZONE = 'America/New_York';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = [
  {
    email: 'demo@example.com',
    fullName: 'Jordan Avery',
    jobTitle: 'Store Manager',
    role: 'manager',
  },
  {
    email: 'demo2@example.com',
    fullName: 'Casey Morgan',
    jobTitle: 'Account Manager',
    role: 'clerk',
  },
] as const;

/** The figures at scale 1; counts are multiplied by `scale`. */
export const DEMO_TARGETS = {
  contacts: 354,
  flowItems: 627,
  customerShare: 0.6,
  scheduledPayments: 18_200,
  /** Unpaid scheduled payments due from tomorrow to 6 days ahead; none unpaid today or at +7. */
  dueNext7Days: 47,
  delinquentCustomers: 23,
  highRiskCustomers: 9,
  overdueCents: 4_523_000,
  activeAgreementCents: 240_000_000,
  activationsLast30Days: 28,
  activationsPrevious30Days: 25,
  exceptions: 40,
  engagements: 400,
  /** The demo store's sales tax on rent and the damage waiver (its settings). */
  taxRatePercent: 7,
} as const;
