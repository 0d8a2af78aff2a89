/**
 * Waiving a fee (issue 48 point 5): a late fee or a returned-check fee, with a reason. A waiver is
 * a credit naming the fee; it settles what is still open of the fee and its tax. A fee already
 * paid or waived has nothing to waive (409).
 */
import type { EntityManager } from '@mikro-orm/sql';
import { formatCents, toDollars } from '@rentline/sync-protocol/money';
import { WAIVABLE_KINDS } from '@rentline/sync-protocol/rules';
import { MONEY_TEXTS } from '@rentline/sync-protocol/texts';
import { badRequest, conflict, notFound } from '../../../http/errors';
import { recordEvent } from '../../pulse/agreements/lifecycle/agreement-events';
import { openWithTax } from '../ledger/allocate';
import { appendEntry } from '../ledger/ledger.repository';
import { AgreementNotFound, settle, writeDerived } from '../ledger/settle';

export async function waiveFee(
  em: EntityManager,
  agreementId: number,
  entryId: number,
  reason: string,
  today: string,
  by: number,
): Promise<{ waivedCents: number; amountDueCents: number }> {
  const m = await settle(em, agreementId, today).catch((err: unknown) => {
    if (err instanceof AgreementNotFound) throw notFound(MONEY_TEXTS.feeNotFound);
    throw err;
  });
  const fee = m.entries.find((e) => e.id === entryId);
  if (!fee) throw notFound(MONEY_TEXTS.feeNotFound);
  if (!(WAIVABLE_KINDS as readonly string[]).includes(fee.kind) || m.allocation.voided.has(fee.id))
    throw badRequest(MONEY_TEXTS.notWaivable, { entry_id: MONEY_TEXTS.notWaivable });
  const open = openWithTax(m.allocation, fee.id);
  if (open <= 0) throw conflict(MONEY_TEXTS.alreadySettled, 'already_settled');
  m.entries.push(
    await appendEntry(em, agreementId, {
      kind: 'waiver',
      amountCents: -open,
      effectiveDate: today,
      chargeId: fee.id,
      reason: reason.slice(0, 40),
      note: reason,
      employeeId: by,
    }),
  );
  const figures = await writeDerived(em, m.head, m.schedule, m.entries, m.settingsOn, today);
  await recordEvent(
    em,
    agreementId,
    'Fee waived',
    by,
    `${formatCents(open)} waived: ${reason}`,
    toDollars(open),
  );
  return { waivedCents: open, amountDueCents: figures.amountDueCents };
}
