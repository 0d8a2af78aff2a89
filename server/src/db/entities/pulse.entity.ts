import { defineEntity, p } from '@mikro-orm/core';
import {
  ACCOUNT_STATUSES,
  COLUMNS,
  INSTALLMENT_STATUS,
  INSTALLMENT_STATUSES,
} from '@rentline/sync-protocol/rules';
import {
  STALES_SHARES_OF_AGREEMENTS,
  STALES_SHARES_OF_INSTALLMENTS,
} from './collection-share.entity';
import { createdAt, numeric, oneOf, varchar, version } from './columns';
import { Contact } from './contact.entity';
import { Employee } from './employee.entity';
import { FlowItem } from './flow-item.entity';

const A = COLUMNS.agreements;

export const Customer = defineEntity({
  name: 'Customer',
  tableName: 'customers',
  properties: {
    id: p.integer().primary().autoincrement(),
    contact_id: p.manyToOne(Contact).mapToPk().fieldName('contact_id').deleteRule('restrict'),
    account_status: oneOf(ACCOUNT_STATUSES, COLUMNS.customers.account_status).default('Active'),
    payment_frequency: varchar(COLUMNS.customers.payment_frequency).nullable(),
    next_account_due_date: p.date().nullable(),
    notes: varchar(COLUMNS.customers.notes).nullable(),
    created_at: createdAt(),
    version: version(),
  },
  indexes: [
    { name: 'customers_contact_idx', properties: ['contact_id'] },
    { name: 'customers_version_idx', properties: ['version'] },
  ],
});

/**
 * `total_paid`, `balance`, `amount_due` and `settled_on` are derived from the agreement's ledger
 * and schedule, written only by the money module when it settles the agreement
 * (modules/money/ledger/settle.ts); every screen reads them.
 */
export const Agreement = defineEntity({
  name: 'Agreement',
  tableName: 'agreements',
  properties: {
    id: p.integer().primary().autoincrement(),
    custom_agreement_id: varchar(A.custom_agreement_id).nullable().unique(),
    customer_id: p.manyToOne(Customer).mapToPk().fieldName('customer_id'),
    agreement_category: varchar(A.agreement_category).nullable(),
    agreement_status: varchar(A.agreement_status),
    rental_term: varchar(A.rental_term).nullable(),
    activation_date: p.datetime().nullable(),
    total_cost: numeric(A.total_cost),
    total_cost_after_discount: numeric(A.total_cost_after_discount).nullable(),
    good_customer_discount: p.boolean().default(false),
    sac_price: numeric(A.sac_price).nullable(),
    sac_period_days: p.integer().nullable(),
    sac_expiration: p.date().nullable(),
    same_as_cash_option: p.boolean().default(true),
    early_purchase_discount: p.integer().nullable(),
    early_purchase_price: numeric(A.early_purchase_price).nullable(),
    activation_fee: numeric(A.activation_fee).nullable(),
    late_fee: numeric(A.late_fee).nullable(),
    virtual_pmt_fee: numeric(A.virtual_pmt_fee).nullable(),
    pmt_pickup_fee: numeric(A.pmt_pickup_fee).nullable(),
    svc_fee: numeric(A.svc_fee).nullable(),
    field_visit_fee: numeric(A.field_visit_fee).nullable(),
    reinstatement_days: p.integer().nullable(),
    lessor: varchar(A.lessor).nullable(),
    agreement_date: p.date().nullable(),
    lessor_signature_members: p.json<string[]>().defaultRaw(`'[]'`),
    notes: varchar(A.notes).nullable(),
    created_at: createdAt(),
    /** Every payment that went through, less reversals: rent, fees and tax. */
    total_paid: numeric(A.total_paid).defaultRaw('0'),
    /** What remains to pay to own it: owed now plus the installments not yet charged. */
    balance: numeric(A.balance).defaultRaw('0'),
    /** Owed now: the ledger's balance. */
    amount_due: numeric(A.amount_due).defaultRaw('0'),
    /** The store day it was last settled (charges posted, fees assessed); null: to settle. */
    settled_on: p.date().nullable(),
    /** The customer took the damage waiver (priced per installment on the schedule). */
    damage_waiver: p.boolean().default(false),
    delivery_date: p.date().nullable(),
    closed_on: p.date().nullable(),
    written_off: numeric(A.written_off).defaultRaw('0'),
  },
  indexes: [
    { name: 'agreements_customer_idx', properties: ['customer_id'] },
    {
      name: 'agreements_activation_idx',
      columns: [{ name: 'activation_date', sort: 'desc' }, { name: 'id' }],
    },
    {
      name: 'agreements_activation_list_idx',
      columns: [
        { name: 'activation_date', sort: 'desc', nulls: 'last' },
        { name: 'id', sort: 'desc' },
      ],
    },
    {
      name: 'agreements_active_totals_idx',
      properties: ['id'],
      include: ['balance'],
      where: `agreement_status = 'Active'`,
    },
  ],
  triggers: STALES_SHARES_OF_AGREEMENTS,
});

const I = COLUMNS.agreement_items;

export const AgreementItem = defineEntity({
  name: 'AgreementItem',
  tableName: 'agreement_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    flow_item_id: p
      .manyToOne(FlowItem)
      .mapToPk()
      .fieldName('flow_item_id')
      .nullable()
      .deleteRule('set null'),
    item_name: varchar(I.item_name),
    category: varchar(I.category).nullable(),
    /** The unit's condition when it went out with the agreement, and when it came back. */
    item_condition: varchar(I.item_condition).nullable(),
    return_condition: varchar(I.return_condition).nullable(),
    item_status: varchar(I.item_status).nullable(),
    retail_price: numeric(I.retail_price).nullable(),
    our_cost: numeric(I.our_cost).nullable(),
    vendor_name: varchar(I.vendor_name).nullable(),
  },
  indexes: [
    { name: 'agreement_items_agreement_idx', properties: ['agreement_id'] },
    { name: 'agreement_items_flow_item_idx', properties: ['flow_item_id'] },
  ],
});

const S = COLUMNS.scheduled_payments;

/**
 * An installment of the schedule, which is the contract: its due date, rent and damage waiver
 * change only through Edit Agreement. The rest is derived from the ledger by the money module
 * (modules/money/ledger/settle.ts): `charged` once its rent is posted; `amount_due` its charges
 * (rent, waiver, their tax, its fees; projected until charged), `amount_paid` what payments paid
 * of them, `amount_credited` what waivers, closeouts and write-offs settled; `status` pending
 * (still owed on an open agreement), paid, or closed (settled otherwise, or its agreement ended).
 */
export const ScheduledPayment = defineEntity({
  name: 'ScheduledPayment',
  tableName: 'scheduled_payments',
  properties: {
    id: p.uuid().primary(),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    due_date: p.date(),
    expected_amount: numeric(S.expected_amount),
    damage_waiver: numeric(S.damage_waiver).defaultRaw('0'),
    charged: p.boolean().default(false),
    amount_due: numeric(S.amount_due).defaultRaw('0'),
    amount_paid: numeric(S.amount_paid).defaultRaw('0'),
    amount_credited: numeric(S.amount_credited).defaultRaw('0'),
    status: oneOf(INSTALLMENT_STATUSES, S.status).default(INSTALLMENT_STATUS.pending),
    paid_on_time: p.boolean().nullable(),
  },
  indexes: [
    { name: 'scheduled_payments_agreement_idx', properties: ['agreement_id', 'due_date'] },
    {
      name: 'scheduled_payments_due_idx',
      properties: ['due_date'],
      include: ['agreement_id'],
      where: `status = '${INSTALLMENT_STATUS.pending}'`,
    },
    {
      name: 'scheduled_payments_unpaid_idx',
      properties: ['agreement_id', 'due_date'],
      where: `status = '${INSTALLMENT_STATUS.pending}'`,
    },
  ],
  triggers: STALES_SHARES_OF_INSTALLMENTS,
});

const E = COLUMNS.agreement_events;

/** An agreement's history: each lifecycle step, who took it and when (agreement-events.ts). */
export const AgreementEvent = defineEntity({
  name: 'AgreementEvent',
  tableName: 'agreement_events',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.manyToOne(Agreement).mapToPk().fieldName('agreement_id').deleteRule('cascade'),
    kind: varchar(E.kind),
    detail: varchar(E.detail).nullable(),
    amount: numeric(E.amount).nullable(),
    employee_id: p
      .manyToOne(Employee)
      .mapToPk()
      .fieldName('employee_id')
      .nullable()
      .deleteRule('set null'),
    created_at: createdAt(),
  },
  indexes: [{ name: 'agreement_events_agreement_idx', properties: ['agreement_id', 'created_at'] }],
});
