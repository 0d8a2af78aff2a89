import { describe, expect, it } from 'vitest';
import { engagementRow, followUpRow } from '../testing/factories';
import {
  emptyEngagementForm,
  emptyFollowUpForm,
  engagementToForm,
  followUpToForm,
  validateEngagementCreate,
  validateEngagementEdit,
  validateFollowUpCreate,
  validateFollowUpEdit,
} from './engagement-form-model';

const NY = 'America/New_York';
const NOW = Date.parse('2026-08-01T13:30:00.000Z');
const CONTACT = '0190f5e2-7a4c-7b3e-9c1d-2e3f4a5b6c7d';

describe('#engagement create form', () => {
  it('starts at the current store time with the signed-in employee and no customer', () => {
    expect(emptyEngagementForm(NOW, NY, 7)).toEqual({
      contact_id: '',
      customer_id: 'none',
      initial_engagement: '',
      employee_id: '7',
      engagement_date_time: '2026-08-01T09:30',
      notes: '',
    });
  });

  it("gives SPEC section 5's messages for each missing field", () => {
    const result = validateEngagementCreate(
      { ...emptyEngagementForm(NOW, NY, null), engagement_date_time: '' },
      NY,
      null,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        contact_id: 'Contact is required',
        initial_engagement: 'Initial engagement is required',
        employee_id: 'Employee is required',
        engagement_date_time: 'Date and time is required',
      },
    });
  });

  it("makes the engagement with an instant, the contact's type and no customer", () => {
    const result = validateEngagementCreate(
      {
        ...emptyEngagementForm(NOW, NY, 7),
        contact_id: CONTACT,
        initial_engagement: 'Store Visit (Core)',
        notes: '  ',
      },
      NY,
      'Customer',
    );
    expect(result).toEqual({
      ok: true,
      data: {
        contact_id: CONTACT,
        customer_id: null,
        initial_engagement: 'Store Visit (Core)',
        employee_id: 7,
        engagement_date_time: '2026-08-01T13:30:00.000Z',
        notes: null,
        contact_type: 'Customer',
      },
    });
  });
});

describe('#engagement edit form', () => {
  it('keeps the stored instant when the date is untouched, and sends none as null', () => {
    const stored = engagementRow({
      engagement_date_time: '2026-08-01T13:30:17.123+00:00',
      contact_type: 'Customer',
    });
    const form = engagementToForm(stored, NY);
    expect(form).toMatchObject({ contact_id: 'none', customer_id: 'none', employee_id: '1' });
    const result = validateEngagementEdit({ ...form, employee_id: 'none' }, NY, stored);
    expect(result).toMatchObject({
      ok: true,
      data: {
        engagement_date_time: '2026-08-01T13:30:17.123+00:00',
        employee_id: null,
        contact_id: null,
      },
    });
  });

  it('requires a contact type', () => {
    const stored = engagementRow();
    const result = validateEngagementEdit(engagementToForm(stored, NY), NY, stored);
    expect(result).toEqual({ ok: false, errors: { contact_type: 'Contact type is required' } });
  });
});

describe('#follow-up forms', () => {
  it('starts as Scheduled and requires every field but the notes', () => {
    const form = emptyFollowUpForm(NOW, NY, null, 'Scheduled');
    expect(form.status).toBe('Scheduled');
    const result = validateFollowUpCreate({ ...form, date_time: '', status: '' }, NY, '');
    expect(result).toEqual({
      ok: false,
      errors: {
        required_engagement: 'Required engagement is required',
        date_time: 'Date and time is required',
        status: 'Status is required',
        employee_id: 'Employee is required',
        engagement_id: 'Engagement ID is required',
      },
    });
  });

  it('edits status and keeps the rest as stored', () => {
    const stored = followUpRow({ engagement_id: CONTACT, employee_id: null });
    const form = followUpToForm(stored, NY);
    expect(form).toMatchObject({ employee_id: 'none', engagement_id: CONTACT });
    const result = validateFollowUpEdit({ ...form, status: 'Completed' }, NY, stored);
    expect(result).toEqual({
      ok: true,
      data: {
        required_engagement: stored.required_engagement,
        status: 'Completed',
        date_time: stored.date_time,
        employee_id: null,
        engagement_id: CONTACT,
        notes: null,
      },
    });
  });
});
