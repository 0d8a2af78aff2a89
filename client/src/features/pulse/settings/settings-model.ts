/**
 * The Settings screen's form, as text fields (what a person types) read into the protocol's
 * settings and checked by its schema, so the form refuses what the server would.
 */
import { moneyField } from '@/lib/format-numbers';
import { RENTAL_TERMS } from '@rentline/sync-protocol/rules';
import {
  fieldMessages,
  storeSettingsChangeSchema,
  type StoreSettingsChange,
  type StoreSettingsValues,
} from '@rentline/sync-protocol/wire';

type Term = (typeof RENTAL_TERMS)[number];

export interface SettingsForm {
  effective_from: string;
  tax_rate_percent: string;
  taxable: StoreSettingsValues['taxable'];
  grace_days: Record<Term, string>;
  late_fee_kind: 'amount' | 'percent';
  late_fee_amount: string;
  late_fee_percent: string;
  late_fee_cap: string;
  returned_check_fee: string;
  damage_waiver: Record<Term, string>;
  drawer_threshold: string;
  charge_off_days: string;
  idle_sign_out_minutes: string;
}

const perTerm = <T>(f: (t: Term) => T) =>
  Object.fromEntries(RENTAL_TERMS.map((t) => [t, f(t)])) as Record<Term, T>;

export function formOf(v: StoreSettingsValues, today: string): SettingsForm {
  return {
    effective_from: today,
    tax_rate_percent: String(v.tax_rate_percent),
    taxable: { ...v.taxable },
    grace_days: perTerm((t) => String(v.grace_days[t])),
    late_fee_kind: v.late_fee.kind,
    late_fee_amount: v.late_fee.kind === 'amount' ? moneyField(v.late_fee.amount) : '5.00',
    late_fee_percent: v.late_fee.kind === 'percent' ? String(v.late_fee.percent) : '5',
    late_fee_cap: v.late_fee.kind === 'percent' ? moneyField(v.late_fee.cap) : '25.00',
    returned_check_fee: moneyField(v.returned_check_fee),
    damage_waiver: perTerm((t) => moneyField(v.damage_waiver[t])),
    drawer_threshold: moneyField(v.drawer_threshold),
    charge_off_days: String(v.charge_off_days),
    idle_sign_out_minutes: String(v.idle_sign_out_minutes),
  };
}

/** Text to number as typed; blank stays blank, so it is refused with its field's message. */
const num = (text: string): unknown =>
  text.trim() === '' ? undefined : Number(text.replace(/[$,%\s]/g, ''));

export function checkSettings(
  f: SettingsForm,
): { ok: true; change: StoreSettingsChange } | { ok: false; errors: Record<string, string> } {
  const parsed = storeSettingsChangeSchema.safeParse({
    effective_from: f.effective_from,
    tax_rate_percent: num(f.tax_rate_percent),
    taxable: f.taxable,
    grace_days: perTerm((t) => num(f.grace_days[t])),
    late_fee:
      f.late_fee_kind === 'amount'
        ? { kind: 'amount', amount: num(f.late_fee_amount) }
        : { kind: 'percent', percent: num(f.late_fee_percent), cap: num(f.late_fee_cap) },
    returned_check_fee: num(f.returned_check_fee),
    damage_waiver: perTerm((t) => num(f.damage_waiver[t])),
    drawer_threshold: num(f.drawer_threshold),
    charge_off_days: num(f.charge_off_days),
    idle_sign_out_minutes: num(f.idle_sign_out_minutes),
  });
  return parsed.success
    ? { ok: true, change: parsed.data }
    : { ok: false, errors: fieldMessages(parsed.error) };
}
