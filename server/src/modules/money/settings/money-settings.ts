/**
 * The store settings as the money module uses them: whole cents, rates in thousandths of a percent
 * (6.625 % is 6625), and the version in effect on a store day (sync-protocol
 * money/store-settings.ts). Pure: store-settings.repository.ts loads the versions.
 */
import { percentOfCents, toCents, toMilliPercent } from '@rentline/sync-protocol/money';
import type { LedgerKind } from '@rentline/sync-protocol/rules';
import type { StoreSettingsValues } from '@rentline/sync-protocol/wire';
import type { Term } from '../ledger/ledger-types';

export interface MoneySettings {
  taxRateMp: number;
  taxable: StoreSettingsValues['taxable'];
  graceDays: Record<Term, number>;
  lateFee: { kind: 'amount'; cents: number } | { kind: 'percent'; mp: number; capCents: number };
  returnedCheckFeeCents: number;
  damageWaiverCents: Record<Term, number>;
  drawerThresholdCents: number;
  chargeOffDays: number;
  idleSignOutMinutes: number;
}

export interface SettingsVersion {
  id: number;
  effectiveFrom: string;
  values: StoreSettingsValues;
  money: MoneySettings;
}

const centsPerTerm = (values: Record<Term, number>) =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [k, toCents(v)])) as Record<
    Term,
    number
  >;

export function toMoneySettings(v: StoreSettingsValues): MoneySettings {
  return {
    taxRateMp: toMilliPercent(v.tax_rate_percent),
    taxable: v.taxable,
    graceDays: v.grace_days,
    lateFee:
      v.late_fee.kind === 'amount'
        ? { kind: 'amount', cents: toCents(v.late_fee.amount) }
        : {
            kind: 'percent',
            mp: toMilliPercent(v.late_fee.percent),
            capCents: toCents(v.late_fee.cap),
          },
    returnedCheckFeeCents: toCents(v.returned_check_fee),
    damageWaiverCents: centsPerTerm(v.damage_waiver),
    drawerThresholdCents: toCents(v.drawer_threshold),
    chargeOffDays: v.charge_off_days,
    idleSignOutMinutes: v.idle_sign_out_minutes,
  };
}

/** The version in effect on `day`: the latest whose effective date is not after it. */
export function settingsOn(versions: readonly SettingsVersion[], day: string): MoneySettings {
  let found: SettingsVersion | undefined;
  for (const v of versions)
    if (
      v.effectiveFrom <= day &&
      (!found ||
        v.effectiveFrom > found.effectiveFrom ||
        (v.effectiveFrom === found.effectiveFrom && v.id > found.id))
    )
      found = v;
  found ??= versions.reduce<SettingsVersion | undefined>(
    (first, v) => (!first || v.effectiveFrom < first.effectiveFrom ? v : first),
    undefined,
  );
  if (!found) throw new Error('The store has no settings');
  return found.money;
}

/** Whether a charge of `kind` is taxed under `s`. */
export function isTaxable(kind: LedgerKind, s: MoneySettings): boolean {
  switch (kind) {
    case 'rent':
    case 'early_purchase':
      return s.taxable.rent;
    case 'damage_waiver':
      return s.taxable.damage_waiver;
    case 'activation_fee':
    case 'late_fee':
    case 'returned_check_fee':
      return s.taxable.fees;
    default:
      return false;
  }
}

/** The sales tax of a charge, rounded to the cent; 0 when it is not taxed. */
export function taxOf(kind: LedgerKind, amountCents: number, s: MoneySettings): number {
  if (!isTaxable(kind, s) || s.taxRateMp === 0) return 0;
  return percentOfCents(amountCents, s.taxRateMp);
}

/** The late fee of an installment whose rent is `rentCents`. */
export function lateFeeOf(rentCents: number, s: MoneySettings): number {
  if (s.lateFee.kind === 'amount') return s.lateFee.cents;
  return Math.min(percentOfCents(rentCents, s.lateFee.mp), s.lateFee.capCents);
}
