/**
 * The tables seedDemo writes, in the order it writes them (the replicated rows take their sync
 * versions in this order), with how each table's rows are made from the data set.
 */
import { agreementItemRows, agreementRows } from './agreement-rows';
import type { Clock } from './calendar';
import { contactRows, customerRows } from './contacts';
import type { Dataset } from './dataset';
import { employeeRows } from './employees';
import { engagementRows, followUpRows } from './engagement-rows';
import { exceptionRows } from './exceptions';
import type { Row } from './insert';
import { flowItemRows } from './inventory';
import {
  categoryRows,
  contactTypeRows,
  engagementTypeRows,
  exceptionTypeRows,
  followUpStatusRows,
  vendorRows,
} from './lookups';
import { paymentRows } from './payments';
import { scheduledPaymentRows } from './schedules';
import { ledgerEntryRows, storeSettingsRows } from './ledger-rows';
import type { DemoSummary } from './seed-demo';

interface WriteContext {
  clock: Clock;
  /** Password hash of the demo accounts. */
  demoHash: string;
  /** The next sync version. */
  version: () => number;
  /** The store's day the data is built around. */
  today: number;
}

interface TableWrite {
  /** Ids come from a sequence, to be moved past the rows written. */
  serial: boolean;
  /** Columns given as JSON text, cast to jsonb. */
  jsonb?: readonly string[];
  rows(data: Dataset, w: WriteContext): Row[];
}

export const DEMO_TABLES: { readonly [T in keyof DemoSummary]: TableWrite } = {
  employees: { serial: true, rows: (d, w) => employeeRows(d.employees, w.demoHash, w.version) },
  contact_types: { serial: true, rows: (_, w) => contactTypeRows(w.version) },
  engagement_types: { serial: true, rows: (_, w) => engagementTypeRows(w.version) },
  follow_up_statuses: { serial: true, rows: (_, w) => followUpStatusRows(w.version) },
  categories: { serial: true, rows: (_, w) => categoryRows(w.version) },
  vendors: { serial: true, rows: (_, w) => vendorRows(w.version) },
  exception_types: { serial: true, rows: () => exceptionTypeRows() },
  contacts: { serial: false, rows: (d, w) => contactRows(d.contacts, w.version) },
  customers: { serial: true, rows: (d, w) => customerRows(d.customers, w.version) },
  flow_items: { serial: false, rows: (d, w) => flowItemRows(d.items, w.version) },
  agreements: {
    serial: true,
    jsonb: ['lessor_signature_members'],
    rows: (d, w) => agreementRows(d.agreements, w.clock, d.ledger, w.today),
  },
  agreement_items: { serial: true, rows: (d) => agreementItemRows(d.agreements) },
  scheduled_payments: {
    serial: false,
    rows: (d) => scheduledPaymentRows(d.agreements, d.ledger),
  },
  payments: { serial: true, rows: (d) => paymentRows(d.payments, d.ledger) },
  ledger_entries: { serial: true, rows: (d, w) => ledgerEntryRows(d.ledger, w.clock) },
  store_settings: { serial: true, jsonb: ['settings'], rows: () => storeSettingsRows() },
  exceptions: { serial: true, rows: (d) => exceptionRows(d.exceptions) },
  engagements: { serial: false, rows: (d, w) => engagementRows(d.engagements, w.clock, w.version) },
  follow_ups: { serial: false, rows: (d, w) => followUpRows(d.followUps, w.clock, w.version) },
};

export const DEMO_TABLE_NAMES = Object.keys(DEMO_TABLES) as (keyof DemoSummary)[];
