import { formatCents } from '@rentline/sync-protocol/money';
/**
 * Payment exceptions: declined payments (on overdue rows, or on late rows that were paid later)
 * and disputes, chargebacks and returned checks on payments of the last five months. Each row of
 * the schedule has at most one exception.
 */
import { businessMinute, usDate } from './calendar';
import { EXCEPTION_PROCESSOR_CODES, EXCEPTION_RESOLUTIONS } from './catalog/accounts';
import type { DemoContext } from './context';
import type { Agreement, ExceptionRow, PaymentRow, ScheduleRow } from './dataset';
import { ROW_STATUS } from './dataset';

import type { Row } from './insert';
import { EXCEPTION_TYPE_NAMES, lookupId } from './lookups';

/** Exceptions of each type at scale 1; a type not listed gets 4. */
const SHARE: Record<string, number> = {
  'Payment Failed': 12,
  'Insufficient Funds': 11,
  Disputed: 6,
  Chargeback: 5,
  'Returned Check': 6,
};

interface Entry {
  a: Agreement;
  row: ScheduleRow;
}
interface PaidEntry extends Entry {
  p: PaymentRow;
}

export function generateExceptions(
  ctx: DemoContext,
  agreements: Agreement[],
  payments: PaymentRow[],
): ExceptionRow[] {
  const { clock, scale, today } = ctx;
  const r = ctx.rng.exceptions;
  const paymentById = new Map(payments.map((p) => [p.id, p] as const));
  const overdueRows: Entry[] = [];
  const lateRows: Entry[] = [];
  const recentPaid: PaidEntry[] = [];
  for (const a of agreements) {
    for (const row of a.rows) {
      if (row.status === ROW_STATUS.overdue) overdueRows.push({ a, row });
      else if (row.status === ROW_STATUS.paid && row.paymentId) {
        const p = paymentById.get(row.paymentId)!;
        if (row.paidDay >= today - 150 && row.paidDay <= today - 3) {
          recentPaid.push({ a, row, p });
          if (!row.onTime && !a.customer.delinquent) lateRows.push({ a, row });
        }
      }
    }
  }
  r.shuffle(overdueRows);
  r.shuffle(lateRows);
  r.shuffle(recentPaid);
  const usedRows = new Set<string>();
  /** A random unused entry of the (shuffled) pool, preferring those that match. */
  const takeFrom = <T extends Entry>(pool: T[], prefer?: (x: T) => boolean): T | null => {
    let fallback: T | null = null;
    for (const x of pool) {
      if (usedRows.has(x.row.id)) continue;
      fallback ??= x;
      if (!prefer || prefer(x)) {
        usedRows.add(x.row.id);
        return x;
      }
    }
    if (fallback) usedRows.add(fallback.row.id);
    return fallback;
  };
  const declinedText = ({ a, row }: Entry, message: string) =>
    `${a.term.toLowerCase()} payment of ${formatCents(row.amount)} for ${a.customId} (due ${usDate(row.due)}) was declined: ${message}.`;
  /** Early in the morning of the due date, when the processor answers. */
  const declinedAt = (x: Entry) => clock.iso(x.row.due, businessMinute(r, 8 * 60, 11 * 60));

  const exceptions: ExceptionRow[] = [];
  for (const type of EXCEPTION_TYPE_NAMES) {
    const count = Math.max(1, Math.round((SHARE[type] ?? 4) * scale));
    const codes = EXCEPTION_PROCESSOR_CODES[type] ?? [['ERR', 'Payment exception']];
    for (let k = 0; k < count; k++) {
      const [code, message] = r.pick(codes);
      const of = (x: Entry, paymentId: number | null) => ({
        typeId: lookupId(EXCEPTION_TYPE_NAMES, type),
        customerId: x.a.customer.id,
        paymentId,
        scheduledId: x.row.id,
        processorCode: code,
      });
      const declined = type === 'Payment Failed' || type === 'Insufficient Funds';
      let entry: ExceptionRow | null = null;
      // A declined payment on an overdue row, mostly still open.
      if (declined && (r.chance(0.75) || !lateRows.length)) {
        const x = takeFrom(overdueRows);
        if (x) {
          const resolved = r.chance(0.15) && x.row.due + 2 < today;
          const createdAt = declinedAt(x);
          entry = {
            ...of(x, null),
            description: declinedText(x, message),
            createdAt,
            resolvedAt: resolved ? clock.iso(x.row.due + r.int(1, 2), businessMinute(r)) : null,
            resolution: resolved
              ? r.pick([
                  'Customer promised to pay on Friday; follow-up scheduled.',
                  'Payment plan agreed; reminder calls scheduled.',
                ])
              : null,
          };
        }
      }
      // A declined payment on a row paid late: resolved by that payment.
      if (!entry && declined) {
        const x = takeFrom(lateRows);
        if (x) {
          const p = paymentById.get(x.row.paymentId)!;
          entry = {
            ...of(x, p.id),
            description: declinedText(x, message),
            createdAt: declinedAt(x),
            resolvedAt: new Date(p.createdMs).toISOString(),
            resolution: r.pick(EXCEPTION_RESOLUTIONS[type]),
          };
        }
      }
      // A dispute, chargeback or returned check on a recent payment of the fitting method.
      if (!entry) {
        const wantDelinquent = r.chance(0.4);
        const x = takeFrom(
          recentPaid,
          (e) =>
            (type === 'Returned Check'
              ? e.p.method === 'Check'
              : type === 'Chargeback' || type === 'Disputed'
                ? e.p.method.endsWith('Card')
                : true) && e.a.customer.delinquent === wantDelinquent,
        );
        if (!x) continue;
        const created = Math.min(today - 1, x.row.paidDay + r.int(2, 25));
        const resolved = r.chance(0.5) && created + 3 < today;
        const createdAt = clock.iso(created, businessMinute(r));
        entry = {
          ...of(x, x.p.id),
          description: `${type} on the ${x.p.method.toLowerCase()} payment of ${formatCents(x.p.amount)} for ${x.a.customId} made ${usDate(x.row.paidDay)}: ${message}.`,
          createdAt,
          resolvedAt: resolved
            ? clock.iso(created + r.int(2, Math.min(20, today - created - 1)), businessMinute(r))
            : null,
          resolution: resolved ? r.pick(EXCEPTION_RESOLUTIONS[type] ?? ['Resolved.']) : null,
        };
      }
      exceptions.push(entry);
    }
  }
  return exceptions.sort((x, y) =>
    x.createdAt < y.createdAt ? -1 : x.createdAt > y.createdAt ? 1 : x.typeId - y.typeId,
  );
}

export function exceptionRows(exceptions: ExceptionRow[]): Row[] {
  return exceptions.map((e, i) => ({
    id: i + 1,
    exception_type_id: e.typeId,
    customer_id: e.customerId,
    payment_id: e.paymentId,
    scheduled_payment_id: e.scheduledId,
    description: e.description,
    processor_code: e.processorCode,
    created_at: e.createdAt,
    resolved_at: e.resolvedAt,
    resolution: e.resolution,
  }));
}
