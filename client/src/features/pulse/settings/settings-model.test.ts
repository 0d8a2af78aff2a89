import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import { SETTINGS_TEXTS } from '@rentline/sync-protocol/texts';
import { checkSettings, formOf } from './settings-model';

describe('#store settings form', () => {
  it('reads the settings into text and back, unchanged', () => {
    const checked = checkSettings(formOf(DEFAULT_STORE_SETTINGS, '2026-12-06'));
    expect(checked).toEqual({
      ok: true,
      change: { ...DEFAULT_STORE_SETTINGS, effective_from: '2026-12-06' },
    });
  });

  it('refuses what the server refuses, naming the field', () => {
    const form = formOf(DEFAULT_STORE_SETTINGS, '2026-12-06');
    const checked = checkSettings({
      ...form,
      tax_rate_percent: '6.6255',
      grace_days: { ...form.grace_days, Monthly: '' },
      late_fee_kind: 'percent',
      late_fee_cap: '-1',
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        tax_rate_percent: SETTINGS_TEXTS.percent,
        'grace_days.Monthly': SETTINGS_TEXTS.days,
        'late_fee.cap': SETTINGS_TEXTS.amount,
      },
    });
  });

  it('takes a percent late fee with its cap', () => {
    const form = formOf(DEFAULT_STORE_SETTINGS, '2026-12-06');
    const checked = checkSettings({
      ...form,
      late_fee_kind: 'percent',
      late_fee_percent: '10',
      late_fee_cap: '15',
    });
    expect(checked.ok && checked.change.late_fee).toEqual({
      kind: 'percent',
      percent: 10,
      cap: 15,
    });
  });
});
