import { INSTALLMENT_STATUS } from '@rentline/sync-protocol/rules';
import type {
  Role,
  CollectionOutcome,
  FIELD_VISIT,
  PAYMENT_METHODS,
  PROMISE_TO_PAY,
  RENTAL_TERMS,
} from '@rentline/sync-protocol/rules';
import type { DemoLedger } from './ledger';

/**
 * The rows the generator builds, kept as plain objects until they are written. Amounts are in
 * cents, days are day numbers and minutes are minutes of the day (calendar.ts).
 */
import type { InitialEngagementType, RequiredEngagementType } from './catalog/engagements';

export type AgreementStatus =
  'Active' | 'Completed' | 'Pending Progress' | 'Suspended' | 'Cancelled';
export type RentalTerm = (typeof RENTAL_TERMS)[number];
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * An installment's state while the story is written: the protocol's pending and paid, and
 * overdue (pending, past due, to be written so) until the rows are stored.
 */
export const ROW_STATUS = {
  pending: INSTALLMENT_STATUS.pending,
  paid: INSTALLMENT_STATUS.paid,
  overdue: 'overdue',
} as const;
type RowStatus = (typeof ROW_STATUS)[keyof typeof ROW_STATUS];

export interface Employee {
  id: number;
  fullName: string;
  email: string;
  jobTitle: string;
  role: Role;
  passwordHash: string | null; // null: the demo password hash, filled in at insertion
  signer: boolean;
  createdAt: string;
  weight: number; // share of engagements
}

export interface Item {
  id: string;
  name: string;
  description: string;
  model: string;
  /** Null for bulk stock (a count of units); otherwise the row is one unit. */
  serial: string | null;
  status: string;
  condition: string;
  procurementDay: number;
  costCents: number;
  retailCents: number | null;
  units: number;
  categoryId: number;
  categoryName: string;
  vendorId: number;
  vendorName: string;
  createdMs: number;
  updatedMs: number;
}

export interface Contact {
  index: number;
  id: string;
  first: string;
  last: string;
  fields: Record<string, unknown>;
  contactType: string;
  status: string;
  preferredMethod: PaymentMethod;
  createdMs: number;
  updatedMs: number;
  customer: Customer | null;
}

export interface Customer {
  id: number;
  contact: Contact;
  agreements: Agreement[];
  accountStatus: 'Active' | 'Inactive';
  delinquent: boolean;
  highRisk: boolean;
  createdMs: number;
  notes: string;
}

export interface ScheduleRow {
  id: string;
  due: number;
  amount: number; // cents
  status: RowStatus;
  paidDay: number;
  paidMinute: number;
  onTime: boolean | null;
  paymentId: number;
}

export interface Agreement {
  id: number;
  customer: Customer;
  status: AgreementStatus;
  term: RentalTerm;
  activationDay: number;
  activationMinute: number;
  /** Planned number of payments over the whole term. */
  n: number;
  nMin: number;
  nMax: number;
  /** Due days for the longest allowed term (the schedule is its first `n`). */
  dues: number[];
  ending: 'none' | 'natural' | 'payoff' | 'cancel';
  cutDay: number;
  items: Item[];
  rawTotal: number; // cents, before calibration
  base: number; // cents per payment
  adjustRow: number; // index of a row carrying `adjustCents` more than `base`, or -1
  adjustCents: number;
  overdue: number; // number of overdue rows (the last ones before today)
  rows: ScheduleRow[];
  customId: string;
  notes: string;
  signers: string[];
  earlyOption: 25 | 40;
  /** Good customer discount granted: the schedule sums to total_cost_after_discount. */
  discount: boolean;
  sacDays: number;
  sameAsCash: boolean;
}

export interface Engagement {
  id: string;
  type: InitialEngagementType | CollectionOutcome;
  contact: Contact;
  employee: Employee;
  day: number;
  minute: number;
  notes: string;
  createdMs: number;
}

export interface FollowUp {
  id: string;
  engagement: Engagement;
  employee: Employee;
  type: RequiredEngagementType | typeof PROMISE_TO_PAY | typeof FIELD_VISIT;
  day: number;
  minute: number;
  status: string;
  notes: string;
  createdMs: number;
  updatedMs: number;
  /** A promise to pay's amount (collections.ts). */
  amountCents?: number;
}

export interface ExceptionRow {
  typeId: number;
  customerId: number;
  paymentId: number | null;
  scheduledId: string | null;
  description: string;
  processorCode: string;
  createdAt: string;
  resolvedAt: string | null;
  resolution: string | null;
}

export interface PaymentRow {
  id: number;
  agreementId: number;
  scheduledId: string;
  amount: number;
  method: PaymentMethod;
  createdMs: number;
}

export interface Dataset {
  ledger: DemoLedger;
  employees: Employee[];
  contacts: Contact[];
  customers: Customer[];
  items: Item[];
  agreements: Agreement[];
  payments: PaymentRow[];
  exceptions: ExceptionRow[];
  engagements: Engagement[];
  followUps: FollowUp[];
}
