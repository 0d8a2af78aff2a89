import { defineEntity, p } from '@mikro-orm/core';

const money = () => p.decimal('number').precision(12).scale(2);

export const Customer = defineEntity({
  name: 'Customer',
  tableName: 'customers',
  properties: {
    id: p.integer().primary().autoincrement(),
    contact_id: p.uuid(),
    account_status: p.enum(['Active', 'Inactive']).default('Active'),
    payment_frequency: p.text().nullable(),
    next_account_due_date: p.date().nullable(),
    notes: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    version: p.bigint('number').default(0),
  },
});

/**
 * Not mapped: `total_paid`, which the database keeps from the payments (a trigger; see the
 * migration agreement_total_paid) and only SQL reads, so the ORM never writes it.
 */
export const Agreement = defineEntity({
  name: 'Agreement',
  tableName: 'agreements',
  properties: {
    id: p.integer().primary().autoincrement(),
    custom_agreement_id: p.text().nullable().unique(),
    customer_id: p.integer(),
    agreement_category: p.text().nullable(),
    agreement_status: p.text(),
    rental_term: p.text().nullable(),
    activation_date: p.datetime().nullable(),
    total_cost: money(),
    total_cost_after_discount: money().nullable(),
    good_customer_discount: p.boolean().default(false),
    sac_price: money().nullable(),
    sac_period_days: p.integer().nullable(),
    sac_expiration: p.date().nullable(),
    same_as_cash_option: p.boolean().default(true),
    early_purchase_discount: p.integer().nullable(),
    early_purchase_price: money().nullable(),
    activation_fee: money().nullable(),
    late_fee: money().nullable(),
    virtual_pmt_fee: money().nullable(),
    pmt_pickup_fee: money().nullable(),
    svc_fee: money().nullable(),
    field_visit_fee: money().nullable(),
    reinstatement_days: p.integer().nullable(),
    lessor: p.text().nullable(),
    agreement_date: p.date().nullable(),
    lessor_signature_members: p.json<string[]>(),
    notes: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export const AgreementItem = defineEntity({
  name: 'AgreementItem',
  tableName: 'agreement_items',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.integer(),
    flow_item_id: p.uuid().nullable(),
    item_name: p.text(),
    category: p.text().nullable(),
    item_condition: p.text().nullable(),
    item_status: p.text().nullable(),
    retail_price: money().nullable(),
    our_cost: money().nullable(),
    vendor_name: p.text().nullable(),
  },
});

export const ScheduledPayment = defineEntity({
  name: 'ScheduledPayment',
  tableName: 'scheduled_payments',
  properties: {
    id: p.uuid().primary(),
    agreement_id: p.integer(),
    due_date: p.date(),
    expected_amount: money(),
    amount_paid: money().default(0),
    status: p.enum(['pending', 'paid', 'overdue']).default('pending'),
    paid_on_time: p.boolean().nullable(),
  },
});

export const Payment = defineEntity({
  name: 'Payment',
  tableName: 'payments',
  properties: {
    id: p.integer().primary().autoincrement(),
    agreement_id: p.integer(),
    scheduled_payment_id: p.uuid().nullable(),
    amount_paid: money(),
    payment_method: p.text().nullable(),
    payment_status: p.text(),
    success: p.boolean(),
    transaction_id: p.text().nullable().unique(),
    processor_code: p.text().nullable(),
    processor_message: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
  },
});

export const PulseException = defineEntity({
  name: 'PulseException',
  tableName: 'exceptions',
  properties: {
    id: p.integer().primary().autoincrement(),
    exception_type_id: p.integer(),
    customer_id: p.integer().nullable(),
    payment_id: p.integer().nullable(),
    scheduled_payment_id: p.uuid().nullable(),
    description: p.text().nullable(),
    processor_code: p.text().nullable(),
    created_at: p.datetime().onCreate(() => new Date()),
    resolved_at: p.datetime().nullable(),
    resolution: p.text().nullable(),
  },
});
