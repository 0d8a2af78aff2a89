import type { InstallmentState } from '@rentline/sync-protocol/rules';
import type { InstallmentLogRow } from '@rentline/sync-protocol/wire';
import type { InstallmentListRow } from './installments.queries';

export const presentInstallment =
  (status: InstallmentState) =>
  ({ amount_left, ...row }: InstallmentListRow): InstallmentLogRow => ({
    ...row,
    // What is left of the installment: its rent, damage waiver, tax and fees less what paid it.
    amount_due: amount_left,
    status,
  });
