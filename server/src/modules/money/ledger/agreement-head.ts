/**
 * The agreement as the money module and the lifecycle need it, its row locked until the
 * transaction ends (a "for no key update" lock): every writer of an agreement's money takes it
 * first (payments, reversals, card returns, the lifecycle steps, the sweep), so what one reads
 * holds until it commits, and parallel writers go one after another. PostgreSQL's default
 * isolation re-reads the locked row, so a writer that committed meanwhile is seen.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { toCents } from '@rentline/sync-protocol/money';
import {
  AGREEMENT_STATUS,
  CLOSED_AGREEMENT_STATUSES,
  RENTAL_TERMS,
} from '@rentline/sync-protocol/rules';
import { typed } from '../../../db/kysely';
import type { Term } from './ledger-types';

export interface AgreementHead {
  id: number;
  /** The agreement's number as people read it ('AGR-1001', else '#12'). */
  number: string;
  customerId: number;
  status: string;
  term: Term;
  agreedCostCents: number;
  sameAsCashOption: boolean;
  sacPriceCents: number | null;
  sacPeriodDays: number | null;
  sacExpiration: string | null;
  earlyPurchaseOption: number | null;
  activationFeeCents: number;
  agreementDate: string | null;
  closedOn: string | null;
  reinstatementDays: number;
  damageWaiver: boolean;
  writtenOffCents: number;
}

export const isOpen = (status: string) =>
  status === AGREEMENT_STATUS.active || status === AGREEMENT_STATUS.suspended;
export const isClosed = (status: string) =>
  (CLOSED_AGREEMENT_STATUSES as readonly string[]).includes(status);

/** The agreement, locked; null when there is none. */
export async function lockAgreementHead(
  em: EntityManager,
  id: number,
): Promise<AgreementHead | null> {
  const a = await typed(em)
    .selectFrom('agreements')
    .select([
      'id',
      'custom_agreement_id',
      'customer_id',
      'agreement_status',
      'rental_term',
      'total_cost',
      'total_cost_after_discount',
      'good_customer_discount',
      'same_as_cash_option',
      'sac_price',
      'sac_period_days',
      'sac_expiration',
      'early_purchase_discount',
      'activation_fee',
      'agreement_date',
      'closed_on',
      'reinstatement_days',
      'damage_waiver',
      'written_off',
    ])
    .where('id', '=', id)
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!a) return null;
  const agreed =
    a.good_customer_discount && a.total_cost_after_discount !== null
      ? a.total_cost_after_discount
      : a.total_cost;
  return {
    id: a.id,
    number: a.custom_agreement_id ?? `#${a.id}`,
    customerId: a.customer_id,
    status: a.agreement_status,
    term: (RENTAL_TERMS as readonly string[]).includes(a.rental_term ?? '')
      ? (a.rental_term as Term)
      : 'Monthly',
    agreedCostCents: toCents(agreed),
    sameAsCashOption: a.same_as_cash_option !== false,
    sacPriceCents: a.sac_price === null ? null : toCents(a.sac_price),
    sacPeriodDays: a.sac_period_days,
    sacExpiration: a.sac_expiration,
    earlyPurchaseOption: a.early_purchase_discount,
    activationFeeCents: toCents(a.activation_fee ?? 0),
    agreementDate: a.agreement_date,
    closedOn: a.closed_on,
    reinstatementDays: a.reinstatement_days ?? 0,
    damageWaiver: a.damage_waiver,
    writtenOffCents: toCents(a.written_off),
  };
}
