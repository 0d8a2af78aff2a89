/**
 * The ledger's invariants as a caller can check them after a race (DESIGN.md 5.1): what an
 * agreement owes now (`agreements.amount_due`, the financial answer's `amount_due`) is the sum of
 * its ledger entries (charges - credits); its balance adds the installments not yet charged (rent
 * and its tax at the store's one rate; no damage waiver on these agreements); neither is negative;
 * no installment is settled beyond what it owes; the total paid is the payments not reversed; each
 * installment is charged its rent at most once and carries at most one late fee.
 */
import { expect } from 'vitest';
import type { Database } from '../db/orm';
import type { client } from './test-server';

export interface LedgerFigures {
  amountDueCents: number;
  balanceCents: number;
  totalPaidCents: number;
  entriesCents: number;
  livePaymentsCents: number;
  projectedCents: number;
  installments: {
    id: string;
    charged: boolean;
    dueCents: number;
    paidCents: number;
    creditedCents: number;
    rentEntries: number;
    lateFees: number;
  }[];
}

const cents = (column: string) => `round(${column} * 100)::int`;

/** The stored figures of an agreement, and what its ledger adds up to. */
export async function ledgerFigures(
  db: Database,
  agreementId: number,
  taxPercent = 0,
): Promise<LedgerFigures> {
  const em = db.em.fork();
  const [head] = await em.execute<
    { amount_due: number; balance: number; total_paid: number; entries: number; live: number }[]
  >(
    `select ${cents('a.amount_due')} as amount_due, ${cents('a.balance')} as balance,
       ${cents('a.total_paid')} as total_paid,
       (select coalesce(sum(e.amount_cents), 0)::int from ledger_entries e
          where e.agreement_id = a.id) as entries,
       (select coalesce(sum(-e.amount_cents), 0)::int from ledger_entries e
          where e.agreement_id = a.id and e.kind = 'payment'
            and not exists (select 1 from ledger_entries c where c.corrects_id = e.id)) as live
     from agreements a where a.id = ?`,
    [agreementId],
  );
  const rows = await em.execute<
    {
      id: string;
      charged: boolean;
      rent: number;
      due: number;
      paid: number;
      credited: number;
      rent_entries: number;
      late_fees: number;
    }[]
  >(
    `select s.id, s.charged, ${cents('s.expected_amount')} as rent, ${cents('s.amount_due')} as due,
       ${cents('s.amount_paid')} as paid, ${cents('s.amount_credited')} as credited,
       (select count(*)::int from ledger_entries e where e.installment_id = s.id and e.kind = 'rent') as rent_entries,
       (select count(*)::int from ledger_entries e where e.installment_id = s.id and e.kind = 'late_fee') as late_fees
     from scheduled_payments s where s.agreement_id = ? order by s.due_date, s.id`,
    [agreementId],
  );
  const projectedCents = rows
    .filter((r) => !r.charged)
    .reduce((n, r) => n + r.rent + Math.round((r.rent * taxPercent) / 100), 0);
  return {
    amountDueCents: head!.amount_due,
    balanceCents: head!.balance,
    totalPaidCents: head!.total_paid,
    entriesCents: head!.entries,
    livePaymentsCents: head!.live,
    projectedCents,
    installments: rows.map((r) => ({
      id: r.id,
      charged: r.charged,
      dueCents: r.due,
      paidCents: r.paid,
      creditedCents: r.credited,
      rentEntries: r.rent_entries,
      lateFees: r.late_fees,
    })),
  };
}

/**
 * Checks the invariants on the stored figures and on GET /api/agreements/:id/financial; answers
 * the stored figures for the caller's own expectations.
 */
export async function expectLedgerConsistent(
  db: Database,
  api: ReturnType<typeof client>,
  agreementId: number,
  taxPercent = 0,
): Promise<LedgerFigures> {
  const f = await ledgerFigures(db, agreementId, taxPercent);
  const where = `agreement ${agreementId}`;
  expect(f.amountDueCents, `${where}: amount_due = sum of its ledger entries`).toBe(f.entriesCents);
  expect(f.balanceCents, `${where}: balance = amount_due + installments not yet charged`).toBe(
    f.entriesCents + f.projectedCents,
  );
  expect(f.amountDueCents, `${where}: amount_due never negative`).toBeGreaterThanOrEqual(0);
  expect(f.balanceCents, `${where}: balance never negative`).toBeGreaterThanOrEqual(0);
  expect(f.totalPaidCents, `${where}: total paid = payments not reversed`).toBe(
    f.livePaymentsCents,
  );
  for (const i of f.installments) {
    expect(
      i.paidCents + i.creditedCents,
      `${where}: installment ${i.id} over-settled`,
    ).toBeLessThanOrEqual(i.dueCents);
    expect(i.rentEntries, `${where}: installment ${i.id} rent charges`).toBe(i.charged ? 1 : 0);
    expect(i.lateFees, `${where}: installment ${i.id} late fees`).toBeLessThanOrEqual(1);
  }
  const financial = await api('GET', `/api/agreements/${agreementId}/financial`);
  expect(financial.status).toBe(200);
  expect(
    {
      amount_due: Math.round(financial.body.amount_due * 100),
      balance: Math.round(financial.body.balance * 100),
    },
    `${where}: the financial answer agrees with the stored figures`,
  ).toEqual({ amount_due: f.amountDueCents, balance: f.balanceCents });
  return f;
}
