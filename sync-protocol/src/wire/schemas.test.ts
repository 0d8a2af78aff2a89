import { describe, expect, it } from 'vitest';
import { profitOf } from '../rules';
import { TOASTS } from '../texts';
import {
  contactInputSchema,
  engagementInputSchema,
  fieldMessages,
  flowItemEditSchema,
  flowItemInputSchema,
  followUpEditSchema,
  followUpInputSchema,
  mutationArgSchemas,
  pushRequestSchema,
  signInRequestSchema,
} from './index';

const messages = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  input: unknown,
) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldMessages(r.error as never);
};

describe('sign-in request', () => {
  it('needs both fields, trims the email and keeps the password as typed', () => {
    expect(messages(signInRequestSchema, { email: ' ', password: 'x' })).toEqual({
      email: 'Please fill in all fields',
    });
    expect(signInRequestSchema.parse({ email: ' a@b.co ', password: ' p ' })).toEqual({
      email: 'a@b.co',
      password: ' p ',
    });
  });
});

describe('contact form', () => {
  const valid = { full_name: 'A B', email: 'a@b.co', address: 'x', primary_phone: '1' };
  it('gives each SPEC message', () => {
    expect(messages(contactInputSchema, {})).toMatchObject({
      full_name: 'Full name is required',
      email: 'Email is required',
      address: 'Address is required',
      primary_phone: 'Primary phone is required',
    });
    expect(messages(contactInputSchema, { ...valid, email: 'nope' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
  it('turns blanks into null, form numbers into numbers, and strips a data-URL prefix from the photo', () => {
    const out = contactInputSchema.parse({
      ...valid,
      secondary_phone: '',
      paycheck_amount: '12.5',
      photo_id: 'data:image/png;base64,AAAA',
    });
    expect(out).toMatchObject({ secondary_phone: null, paycheck_amount: 12.5, photo_id: 'AAAA' });
  });
});

describe('engagement and follow-up forms', () => {
  it('gives each create message', () => {
    expect(messages(engagementInputSchema, {})).toEqual({
      contact_id: 'Contact is required',
      initial_engagement: 'Initial engagement is required',
      employee_id: 'Employee is required',
      engagement_date_time: 'Date and time is required',
    });
    expect(messages(followUpInputSchema, {})).toEqual({
      required_engagement: 'Required engagement is required',
      date_time: 'Date and time is required',
      status: 'Status is required',
      employee_id: 'Employee is required',
      engagement_id: 'Engagement ID is required',
    });
  });
  it("sends 'none' employee and an empty engagement id as null on follow-up edit", () => {
    const out = followUpEditSchema.parse({
      required_engagement: 'Call',
      status: 'Scheduled',
      date_time: '2026-11-22T10:00:00.000Z',
      employee_id: 'none',
      engagement_id: '',
    });
    expect(out).toMatchObject({ employee_id: null, engagement_id: null });
  });
});

describe('flow item forms', () => {
  it('gives the edit and new-item messages', () => {
    expect(
      messages(flowItemEditSchema, {
        name: '',
        status: 'In-Stock',
        our_cost: -1,
        retail_price: -1,
        in_stock_units: 1.5,
      }),
    ).toEqual({
      name: 'Name is required',
      our_cost: 'Cost must be positive',
      retail_price: 'Retail price must be positive',
      in_stock_units: 'Units must be non-negative',
    });
    expect(messages(flowItemInputSchema, { our_cost: 'abc' })).toMatchObject({
      name: 'Item name is required',
      status: 'Status is required',
      procurement_date: 'Procurement date is required',
      our_cost: 'Must be a valid positive number',
      category_id: 'Category is required',
      vendor_id: 'Vendor is required',
    });
  });
  it('computes profit and margin as profit over retail price, N/A without a price', () => {
    expect(profitOf({ our_cost: 60, retail_price: 100 })).toEqual({
      profit_amount: 40,
      profit_margin_percent: 40,
    });
    expect(profitOf({ our_cost: 60, retail_price: null })).toEqual({
      profit_amount: null,
      profit_margin_percent: null,
    });
  });
});

describe('mutations', () => {
  it('carries stock as a delta, never as an absolute value', () => {
    const out = mutationArgSchemas['flow_item.update'].parse({
      id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
      in_stock_units: 5,
      in_stock_units_delta: -1,
    });
    expect(out).toEqual({ id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc', in_stock_units_delta: -1 });
  });
  it('refuses an unknown mutation name in a push', () => {
    const r = pushRequestSchema.safeParse({
      client_id: '0190a6e2-7a3b-7c4d-8e5f-123456789abc',
      mutations: [
        {
          id: '0190a6e2-7a3b-7c4d-8e5f-123456789abd',
          seq: 1,
          name: 'contact.explode',
          args: {},
          created_at: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    expect(r.success).toBe(false);
  });
});

describe('toast texts', () => {
  it('adds the follow-up count to the engagement delete toast only when above 0', () => {
    expect(TOASTS.engagementDeleted(0)).toBe('Engagement deleted successfully');
    expect(TOASTS.engagementDeleted(3)).toBe(
      'Engagement deleted successfully (3 follow-ups also deleted)',
    );
  });
});
