import { toDollars } from '@rentline/sync-protocol/money';
/**
 * Scheduled payments and their state: rows before today are paid (on time or late) except the
 * delinquent ones' overdue rows; ended agreements are paid up to their end (a payoff pays the
 * rest on the day). Then the window of the next 7 days is thinned to the target.
 */
import { businessMinute, isoDay } from './calendar';
import type { DemoContext } from './context';
import type { Agreement, ScheduleRow } from './dataset';
import { ROW_STATUS } from './dataset';

import type { Row } from './insert';
import type { DemoLedger } from './ledger';
import { DEMO_TARGETS } from './targets';
import { running } from './terms';

export function buildSchedules(ctx: DemoContext, agreements: Agreement[]): void {
  const { clock, today } = ctx;
  const r = ctx.rng.payments;
  /** Pays the row around its due date, not before activation nor after `limit`. */
  const normalPayment = (row: ScheduleRow, a: Agreement, limit: number) => {
    const onTime = r.chance(a.customer.delinquent ? 0.75 : a.discount ? 0.98 : 0.92);
    let day = onTime
      ? row.due -
        r.weighted([
          [0, 55],
          [1, 20],
          [2, 15],
          [3, 10],
        ] as const)
      : row.due + r.int(1, 12);
    day = Math.max(a.activationDay, Math.min(day, limit));
    row.status = ROW_STATUS.paid;
    row.paidDay = day;
    row.paidMinute = businessMinute(r, 9 * 60, 19 * 60);
    row.onTime = day <= row.due;
  };
  for (const a of agreements) {
    const dues = a.dues.slice(0, a.n);
    const kept = a.ending === 'cancel' ? dues.filter((d) => d <= a.cutDay) : dues;
    const past = kept.filter((d) => d < today).length;
    a.rows = kept.map((due, k) => {
      const row: ScheduleRow = {
        id: ctx.newId(clock.ms(a.activationDay, a.activationMinute) + k),
        due,
        amount: a.base + (k === a.adjustRow ? a.adjustCents : 0),
        status: ROW_STATUS.pending,
        paidDay: -1,
        paidMinute: 0,
        onTime: null,
        paymentId: 0,
      };
      if (a.ending === 'natural') normalPayment(row, a, today - 1);
      else if (a.ending === 'payoff' || a.ending === 'cancel') {
        if (due <= a.cutDay) normalPayment(row, a, a.cutDay);
        else {
          row.status = ROW_STATUS.paid;
          row.paidDay = a.cutDay;
          row.paidMinute = businessMinute(r, 10 * 60, 17 * 60);
          row.onTime = true;
        }
      } else if (due < today) {
        if (k >= past - a.overdue) row.status = ROW_STATUS.overdue;
        else normalPayment(row, a, today - 1);
      }
      return row;
    });
  }
}

/**
 * Good-standing customers often pay ahead; whatever falls due today or at +7 is already paid
 * (so "next 7 days" counts the same with either bound), and enough others are paid ahead to
 * leave the target number open.
 */
export function openDueNext7Days(ctx: DemoContext, agreements: Agreement[]): void {
  const { scale, today } = ctx;
  const r = ctx.rng.payments;
  /** Pays every pending row due up to `lastDay`, in the last few days. */
  const prepayThrough = (a: Agreement, lastDay: number) => {
    const lastPaid = a.rows.reduce(
      (m, row) => (row.status === ROW_STATUS.paid ? Math.max(m, row.paidDay) : m),
      a.activationDay,
    );
    for (const row of a.rows) {
      if (row.status !== ROW_STATUS.pending || row.due > lastDay) continue;
      row.status = ROW_STATUS.paid;
      row.paidDay = Math.max(lastPaid, Math.min(today - 1, today - r.int(1, 6)));
      row.paidMinute = businessMinute(r, 9 * 60, 19 * 60);
      row.onTime = true;
    }
  };
  const goodStanding = agreements.filter((a) => running(a) && !a.customer.delinquent);
  for (const a of goodStanding) {
    if (
      a.rows.some(
        (row) => row.status === ROW_STATUS.pending && (row.due === today || row.due === today + 7),
      )
    )
      prepayThrough(a, today + 7);
  }
  const openInWindow = (a: Agreement) =>
    a.rows.filter(
      (row) => row.status === ROW_STATUS.pending && row.due > today && row.due < today + 7,
    );
  let open = agreements.reduce((s, a) => s + openInWindow(a).length, 0);
  const dueTarget = Math.round(DEMO_TARGETS.dueNext7Days * scale);
  for (const a of r.shuffle(
    goodStanding.filter((x) => x.status === 'Active' && openInWindow(x).length),
  )) {
    if (open <= dueTarget) break;
    const rows = openInWindow(a);
    const take = Math.min(rows.length, open - dueTarget);
    prepayThrough(a, rows[take - 1].due);
    open -= take;
  }
}

export function scheduledPaymentRows(agreements: Agreement[], ledger: DemoLedger): Row[] {
  return agreements.flatMap((a) => {
    const figures = ledger.figures.get(a.id)!.installments;
    return a.rows.map((r) => {
      const f = figures.get(r.id)!;
      return {
        id: r.id,
        agreement_id: a.id,
        due_date: isoDay(r.due),
        expected_amount: toDollars(r.amount),
        damage_waiver: toDollars(f.damageWaiverCents),
        charged: f.charged,
        amount_due: toDollars(f.dueCents),
        amount_paid: toDollars(f.paidCents),
        amount_credited: toDollars(f.creditedCents),
        status: f.status,
        paid_on_time: f.paidOnTime,
      };
    });
  });
}
