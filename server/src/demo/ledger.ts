/**
 * The demo store's money, written the way the money module would have written it day by day
 * (modules/money/ledger): every installment due by today (or paid ahead) charged on its due date
 * with its damage waiver and sales tax, the activation fee with the first installment, a late fee
 * on every installment still unpaid after its grace period, and each payment credited for
 * everything its installment's group cost. The derived figures come from the money module's own
 * replay (deriveFigures, allocate), so the demo and a store that ran for real read the same.
 */
import { toCents } from '@rentline/sync-protocol/money';
import { AGREEMENT_DEFAULTS, DEFAULT_STORE_SETTINGS } from '@rentline/sync-protocol/rules';
import type { StoreSettingsValues } from '@rentline/sync-protocol/wire';
import type { Entry, Installment } from '../modules/money/ledger/ledger-types';
import { installmentCharges, type SettingsOn } from '../modules/money/ledger/post';
import { deriveFigures, type InstallmentFigures } from '../modules/money/ledger/settle';
import { lateFeeOf, taxOf, toMoneySettings } from '../modules/money/settings/money-settings';
import { receiptFactsOf } from '../modules/money/payments/credit';
import { isoDay } from './calendar';
import type { DemoContext } from './context';
import type { Agreement, PaymentRow, ScheduleRow } from './dataset';
import { ROW_STATUS } from './dataset';
import { DEMO_TARGETS } from './targets';

/** The demo store's settings: sales tax on rent and the damage waiver, a $5 late fee. */
export const DEMO_STORE_SETTINGS: StoreSettingsValues = {
  ...DEFAULT_STORE_SETTINGS,
  tax_rate_percent: DEMO_TARGETS.taxRatePercent,
};
const MONEY = toMoneySettings(DEMO_STORE_SETTINGS);
export const demoSettingsOn: SettingsOn = () => MONEY;

/**
 * About a third of the agreements took the damage waiver, decided by a hash of when each was
 * activated (known before the money is calibrated, and no random stream moves).
 */
export const tookDamageWaiver = (a: Agreement) =>
  (Math.imul(a.activationDay * 1440 + a.activationMinute, 2_654_435_761) >>> 0) % 100 < 30;

export const damageWaiverOf = (a: Agreement) =>
  tookDamageWaiver(a) ? MONEY.damageWaiverCents[a.term] : 0;

/** The last day of an installment's grace. */
/** What a row's charges depend on. */
type RowTerms = Pick<ScheduleRow, 'due' | 'amount' | 'status' | 'paidDay'>;

const graceEnd = (a: Agreement, row: Pick<ScheduleRow, 'due'>) => row.due + MONEY.graceDays[a.term];

/** Whether a late fee was assessed on `row`: unpaid after its grace period, by today or when paid. */
export function lateFeeAssessed(a: Agreement, row: RowTerms, today: number): boolean {
  if (row.status === ROW_STATUS.paid) return row.paidDay > graceEnd(a, row);
  return today > graceEnd(a, row);
}

/** An installment group's charges: rent, damage waiver, their tax, and the fees of the row. */
export function rowCharges(a: Agreement, row: RowTerms, k: number, today: number) {
  const installment = installmentOf(a, { ...row, id: '' });
  const charges = installmentCharges(installment, demoSettingsOn).map((c) => ({
    kind: c.kind,
    cents: c.amountCents,
    tax: c.tax?.cents ?? 0,
  }));
  if (k === 0) {
    const fee = toCents(AGREEMENT_DEFAULTS.activationFee);
    charges.push({ kind: 'activation_fee', cents: fee, tax: taxOf('activation_fee', fee, MONEY) });
  }
  if (lateFeeAssessed(a, row, today)) {
    const fee = lateFeeOf(row.amount, MONEY);
    charges.push({ kind: 'late_fee', cents: fee, tax: taxOf('late_fee', fee, MONEY) });
  }
  return charges;
}

/** What paying `row` in full costs. */
export const rowTotal = (a: Agreement, row: RowTerms, k: number, today: number) =>
  rowCharges(a, row, k, today).reduce((n, c) => n + c.cents + c.tax, 0);

/** What an overdue row due on `due` with `rentCents` of rent owes today. */
export const overdueRowCents = (a: Agreement, due: number, rentCents: number, today: number) =>
  rowTotal(a, { due, amount: rentCents, status: ROW_STATUS.overdue, paidDay: -1 }, 1, today);

const installmentOf = (a: Agreement, row: RowTerms & { id: string }): Installment => ({
  id: row.id,
  dueDate: isoDay(row.due),
  rentCents: row.amount,
  damageWaiverCents: damageWaiverOf(a),
  charged: false,
});

export interface DemoEntry extends Entry {
  agreementId: number;
  createdMs: number;
  taxRateMp: number | null;
}

export interface DemoLedger {
  entries: DemoEntry[];
  /** Per agreement: its figures and its installments'. */
  figures: Map<
    number,
    {
      totalPaidCents: number;
      amountDueCents: number;
      balanceCents: number;
      installments: Map<
        string,
        InstallmentFigures & { charged: boolean; damageWaiverCents: number }
      >;
    }
  >;
  /** Per payment: what it paid and what was owed after it. */
  facts: Map<
    number,
    {
      rent: number;
      damageWaiver: number;
      fees: number;
      tax: number;
      balanceAfter: number;
      nextDue: string | null;
      firstInstallment: string | null;
    }
  >;
}

const RANK: Record<string, number> = { charge: 0, credit: 1 };

/**
 * Sets each payment's amount to what its installment's group cost, builds every agreement's
 * entries in the order things happened (ids follow time across the store, as a real ledger's
 * do), and derives the figures.
 */
export function buildDemoLedger(
  ctx: DemoContext,
  agreements: Agreement[],
  payments: PaymentRow[],
): DemoLedger {
  const { clock, today } = ctx;
  const paymentByRow = new Map(payments.map((p) => [p.scheduledId, p]));
  type Draft = Omit<DemoEntry, 'id' | 'chargeId'> & {
    parent?: Draft;
    side: 'charge' | 'credit';
    ref?: { id: number };
  };
  const drafts: Draft[] = [];
  const schedules = new Map<number, Installment[]>();
  for (const a of agreements) {
    const schedule = a.rows.map((row) => installmentOf(a, row));
    schedules.set(a.id, schedule);
    if (a.status === 'Pending Progress') continue;
    a.rows.forEach((row, k) => {
      const payment = paymentByRow.get(row.id);
      const charged = row.due <= today || row.status === ROW_STATUS.paid;
      if (!charged) return;
      schedule[k]!.charged = true;
      const dueMs = clock.ms(row.due, 0);
      const at = payment ? Math.min(dueMs, payment.createdMs) : dueMs;
      const charge = (
        kind: Entry['kind'],
        cents: number,
        tax: number,
        createdMs: number,
        effective: string,
      ) => {
        const parent: Draft = {
          agreementId: a.id,
          kind,
          amountCents: cents,
          effectiveDate: effective,
          installmentId: row.id,
          correctsId: null,
          paymentId: null,
          createdMs,
          taxRateMp: null,
          side: 'charge',
        };
        drafts.push(parent);
        if (tax > 0)
          drafts.push({
            ...parent,
            kind: 'tax',
            amountCents: tax,
            taxRateMp: MONEY.taxRateMp,
            parent,
          });
      };
      for (const c of rowCharges(a, row, k, today)) {
        if (c.kind === 'late_fee') {
          const day = graceEnd(a, row) + 1;
          charge('late_fee', c.cents, c.tax, clock.ms(day, 0), isoDay(day));
        } else if (c.kind === 'activation_fee') {
          charge(
            'activation_fee',
            c.cents,
            c.tax,
            clock.ms(a.activationDay, a.activationMinute),
            isoDay(a.activationDay),
          );
        } else charge(c.kind as Entry['kind'], c.cents, c.tax, at, isoDay(row.due));
      }
      if (payment) {
        payment.amount = rowTotal(a, row, k, today);
        drafts.push({
          agreementId: a.id,
          kind: 'payment',
          amountCents: -payment.amount,
          effectiveDate: isoDay(clock.localDay(new Date(payment.createdMs))),
          installmentId: null,
          correctsId: null,
          paymentId: payment.id,
          createdMs: payment.createdMs,
          taxRateMp: null,
          side: 'credit',
        });
      }
    });
  }
  drafts.sort(
    (x, y) =>
      x.createdMs - y.createdMs ||
      RANK[x.side]! - RANK[y.side]! ||
      x.agreementId - y.agreementId ||
      (x.parent ? 1 : 0) - (y.parent ? 1 : 0),
  );
  const ids = new Map<Draft, number>();
  drafts.forEach((d, i) => ids.set(d, i + 1));
  const entries: DemoEntry[] = drafts.map((d) => ({
    id: ids.get(d)!,
    agreementId: d.agreementId,
    kind: d.kind,
    amountCents: d.amountCents,
    effectiveDate: d.effectiveDate,
    installmentId: d.installmentId,
    chargeId: d.parent ? ids.get(d.parent)! : null,
    correctsId: null,
    paymentId: d.paymentId,
    createdMs: d.createdMs,
    taxRateMp: d.taxRateMp,
  }));

  const byAgreement = new Map<number, DemoEntry[]>();
  for (const e of entries) {
    const list = byAgreement.get(e.agreementId);
    if (list) list.push(e);
    else byAgreement.set(e.agreementId, [e]);
  }
  const ledger: DemoLedger = { entries, figures: new Map(), facts: new Map() };
  for (const a of agreements) {
    const schedule = schedules.get(a.id)!;
    const own = byAgreement.get(a.id) ?? [];
    const d = deriveFigures(a.status, schedule, own, demoSettingsOn);
    ledger.figures.set(a.id, {
      totalPaidCents: d.totalPaidCents,
      amountDueCents: d.amountDueCents,
      balanceCents: d.balanceCents,
      installments: new Map(
        schedule.map((i, k) => [
          i.id,
          { ...d.installments[k]!, charged: i.charged, damageWaiverCents: i.damageWaiverCents },
        ]),
      ),
    });
    const open = a.status === 'Active' || a.status === 'Suspended';
    for (const e of own) {
      if (e.kind !== 'payment' || e.paymentId === null) continue;
      const f = receiptFactsOf(own, e.id, schedule, open);
      ledger.facts.set(e.paymentId, {
        rent: f.rentCents,
        damageWaiver: f.damageWaiverCents,
        fees: f.feesCents,
        tax: f.taxCents,
        balanceAfter: f.balanceAfterCents,
        nextDue: f.nextDueDate,
        firstInstallment: f.scheduledPaymentId,
      });
    }
  }
  return ledger;
}
