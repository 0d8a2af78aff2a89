/**
 * What the Payment Log reads for each filter (issue 22 section 4): All, Completed and Failed are
 * payment records (Failed: every declined attempt); Overdue and Pending are the unpaid
 * installments in that state, counted as the dashboard counts them.
 */
import { isInstallmentFilter, type PaymentFilter } from '@rentline/sync-protocol/rules';
import { formatCount } from '@/lib/format-numbers';
import type { InstallmentListParams } from './api/get-installments';
import type { PaymentListParams } from './api/get-payments';

export interface PaymentLogList {
  filter: PaymentFilter;
  search: string;
}

export type PaymentLogSource =
  | { kind: 'payments'; params: PaymentListParams }
  | { kind: 'installments'; params: InstallmentListParams };

export function paymentLogSource({ filter, search }: PaymentLogList): PaymentLogSource {
  return isInstallmentFilter(filter)
    ? { kind: 'installments', params: { status: filter, search } }
    : { kind: 'payments', params: { filter, search } };
}

const NOUNS: Record<PaymentFilter, [string, string]> = {
  all: ['recorded payment', 'recorded payments'],
  completed: ['completed payment', 'completed payments'],
  failed: ['failed payment', 'failed payments'],
  overdue: ['overdue installment', 'overdue installments'],
  pending: ['pending installment', 'pending installments'],
};

/** "84 overdue installments", "1,204 recorded payments", "3 failed payments matching". */
export function paymentLogSummary(list: PaymentLogList, total: number): string {
  const [one, many] = NOUNS[list.filter];
  return `${formatCount(total)} ${total === 1 ? one : many}${list.search ? ' matching' : ''}`;
}
