import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@rentline/sync-protocol/texts';
import type { Contact } from '@rentline/sync-protocol/wire';
import { contactToForm, emptyContactForm, validateContactForm } from './contact-form-model';

describe('#contact-form', () => {
  it('starts with status Active and empty fields', () => {
    const values = emptyContactForm();
    expect(values.contact_status).toBe('Active');
    expect(values.full_name).toBe('');
    expect(values.agree_to_release).toBe(false);
    expect(values.photo_id).toBeNull();
  });

  it("gives each required field's message", () => {
    const result = validateContactForm({ ...emptyContactForm(), email: 'not-an-email' });
    expect(result).toEqual({
      ok: false,
      errors: {
        full_name: VALIDATION.fullNameRequired,
        email: VALIDATION.validEmail,
        address: VALIDATION.addressRequired,
        primary_phone: VALIDATION.primaryPhoneRequired,
      },
    });
    expect(validateContactForm(emptyContactForm())).toMatchObject({
      errors: { email: VALIDATION.emailRequired },
    });
  });

  it('reads numbers, blanks and the SSN as the protocol wants them', () => {
    const result = validateContactForm({
      ...emptyContactForm(),
      full_name: ' Ana Lima ',
      email: 'ana@example.com',
      address: '1 Main St',
      primary_phone: '555-0100',
      paycheck_amount: '1250.50',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({
      full_name: 'Ana Lima',
      paycheck_amount: 1250.5,
      job_title: null,
    });
    expect(result.data).not.toHaveProperty('ssn_encrypted');
    expect(result.data.photo_id).toBeUndefined();
  });

  it('fills the edit form from a contact, with the SSN input empty', () => {
    const values = contactToForm({
      full_name: 'Ana',
      paycheck_amount: 900,
      has_ssn: true,
      has_checking_account: true,
      job_title: null,
    } as unknown as Contact);
    expect(values).toMatchObject({
      full_name: 'Ana',
      paycheck_amount: '900',
      ssn_encrypted: '',
      has_checking_account: true,
      job_title: '',
    });
  });
});
