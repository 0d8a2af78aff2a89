/**
 * An agreement's money as its page shows it (GET /api/agreements/{id}/financial), from its ledger
 * as settling would make it today (project.ts), without writing: what is owed now and what of it
 * is past due, the balance to own, the payoff, what was paid by kind, and for a Pending agreement
 * what activation takes.
 */
import type { EntityManager } from '@mikro-orm/sql';
import { AGREEMENT_STATUS } from '@rentline/sync-protocol/rules';
import { typed, intSum } from '../../../db/kysely';
import { taxOf } from '../settings/money-settings';
import { pastDueCents } from './allocate';
import { isOpen } from './agreement-head';
import { installmentCharges } from './post';
import { payoffQuote } from './payoff-quote';
import { project } from './project';
import { readMoney } from './settle';

export interface AgreementFigures {
  amountDueCents: number;
  pastDueCents: number;
  balanceCents: number;
  payoffCents: number | null;
  paid: { rent: number; damageWaiver: number; fees: number; tax: number };
  damageWaiverCents: number;
  activation: {
    rent: number;
    damageWaiver: number;
    fee: number;
    tax: number;
    total: number;
  } | null;
}

export async function agreementFigures(
  em: EntityManager,
  agreementId: number,
  today: string,
): Promise<AgreementFigures> {
  const m = await readMoney(em, agreementId);
  const p = project(m, today);
  const paid = await typed(em)
    .selectFrom('payments as p')
    .select((eb) => [
      intSum(eb.ref('p.rent_cents')).as('rent'),
      intSum(eb.ref('p.damage_waiver_cents')).as('damage_waiver'),
      intSum(eb.ref('p.fees_cents')).as('fees'),
      intSum(eb.ref('p.tax_cents')).as('tax'),
    ])
    .where('p.agreement_id', '=', agreementId)
    .where('p.success', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('ledger_entries as r')
            .select('r.id')
            .whereRef('r.payment_id', '=', 'p.id')
            .where('r.kind', '=', 'reversal'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  let activation: AgreementFigures['activation'] = null;
  const first = m.schedule[0];
  if (m.head.status === AGREEMENT_STATUS.pending && first) {
    const s = m.settingsOn(today);
    const charges = installmentCharges({ ...first, dueDate: today }, m.settingsOn);
    const fee = m.head.activationFeeCents;
    const tax =
      charges.reduce((n, c) => n + (c.tax?.cents ?? 0), 0) + taxOf('activation_fee', fee, s);
    activation = {
      rent: first.rentCents,
      damageWaiver: first.damageWaiverCents,
      fee,
      tax,
      total: first.rentCents + first.damageWaiverCents + fee + tax,
    };
  }
  return {
    amountDueCents: p.amountDueCents,
    pastDueCents: pastDueCents(p.allocation, today),
    balanceCents: p.amountDueCents + p.projectedCents,
    payoffCents: isOpen(m.head.status)
      ? payoffQuote(m.head, p.entries, p.allocation, m.settingsOn, today).amountCents
      : null,
    paid: { rent: paid.rent, damageWaiver: paid.damage_waiver, fees: paid.fees, tax: paid.tax },
    damageWaiverCents: first?.damageWaiverCents ?? 0,
    activation,
  };
}
