/** The demo's ledger and store settings as written (ledger.ts builds them). */
import type { Clock } from './calendar';
import { iso } from './format';
import type { Row } from './insert';
import { DEMO_STORE_SETTINGS, type DemoLedger } from './ledger';

export function ledgerEntryRows(ledger: DemoLedger, _clock: Clock): Row[] {
  return ledger.entries.map((e) => ({
    id: e.id,
    agreement_id: e.agreementId,
    kind: e.kind,
    amount_cents: e.amountCents,
    effective_date: e.effectiveDate,
    installment_id: e.installmentId,
    charge_id: e.chargeId,
    corrects_id: null,
    payment_id: e.paymentId,
    employee_id: null,
    tax_rate_mp: e.taxRateMp,
    created_at: iso(e.createdMs),
  }));
}

/** One version, in effect since long before the first agreement. */
export function storeSettingsRows(): Row[] {
  return [{ id: 1, effective_from: '2000-01-01', settings: JSON.stringify(DEMO_STORE_SETTINGS) }];
}
