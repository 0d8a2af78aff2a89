/** A new store's money settings (wire/store-settings.ts), before the environment's seeds. */
import type { StoreSettingsValues } from '../wire/store-settings';

export const DEFAULT_STORE_SETTINGS: StoreSettingsValues = {
  tax_rate_percent: 0,
  taxable: { rent: true, damage_waiver: true, fees: false },
  grace_days: { Weekly: 2, Biweekly: 3, 'Semi-monthly': 3, Monthly: 5 },
  late_fee: { kind: 'amount', amount: 5 },
  returned_check_fee: 25,
  damage_waiver: { Weekly: 2.5, Biweekly: 5, 'Semi-monthly': 5, Monthly: 10 },
  drawer_threshold: 5,
  charge_off_days: 90,
  idle_sign_out_minutes: 0,
};
