import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, nextDue, openWithTax, pastDueCents } from './allocate';
import type { Entry, Installment } from './ledger-types';

const schedule: Installment[] = [
  { id: 'i1', dueDate: '2026-01-01', rentCents: 10_000, damageWaiverCents: 0, charged: true },
  { id: 'i2', dueDate: '2026-02-01', rentCents: 10_000, damageWaiverCents: 0, charged: true },
  { id: 'i3', dueDate: '2026-03-01', rentCents: 10_000, damageWaiverCents: 0, charged: false },
];

let nextId = 1;
const entry = (e: Partial<Entry> & Pick<Entry, 'kind' | 'amountCents'>): Entry => ({
  id: nextId++,
  effectiveDate: '2026-01-01',
  installmentId: null,
  chargeId: null,
  correctsId: null,
  paymentId: null,
  ...e,
});
const rent = (installmentId: string, cents = 10_000) =>
  entry({
    kind: 'rent',
    amountCents: cents,
    installmentId,
    effectiveDate: installmentId === 'i1' ? '2026-01-01' : '2026-02-01',
  });
const pay = (cents: number, effectiveDate = '2026-02-10') =>
  entry({ kind: 'payment', amountCents: -cents, effectiveDate, paymentId: nextId });

describe('#allocate', () => {
  it('pays the oldest installment first and leaves a partial one partly paid', () => {
    const r1 = rent('i1');
    const r2 = rent('i2');
    const p = pay(15_000);
    const a = allocate([r1, r2, p], schedule);
    expect(a.balanceCents).toBe(5_000);
    expect(a.open.get(r1.id)).toBe(0);
    expect(a.open.get(r2.id)).toBe(5_000);
    expect(a.installments.get('i1')).toMatchObject({ paidCents: 10_000, paidInFull: true });
    expect(a.installments.get('i2')).toMatchObject({ paidCents: 5_000, paidInFull: false });
    expect(a.credits.get(p.id)).toMatchObject({ rent: 15_000, unapplied: 0 });
    expect(nextDue(a, schedule, true)?.id).toBe('i2');
    expect(pastDueCents(a, '2026-02-10')).toBe(5_000);
  });

  it("pays a group's fees first, and each charge's tax just before it", () => {
    const r1 = rent('i1');
    const t1 = entry({ kind: 'tax', amountCents: 700, installmentId: 'i1', chargeId: r1.id });
    const fee = entry({
      kind: 'late_fee',
      amountCents: 500,
      installmentId: 'i1',
      effectiveDate: '2026-01-07',
    });
    const p = pay(1_000);
    const a = allocate([r1, t1, fee, p], schedule);
    expect(a.credits.get(p.id)).toMatchObject({ fees: 500, tax: 500, rent: 0 });
    expect(a.order.map((c) => c.kind)).toEqual(['late_fee', 'tax', 'rent']);
  });

  it('replays without a reversed payment: the later payment moves to the oldest charge', () => {
    const r1 = rent('i1');
    const r2 = rent('i2');
    const first = pay(10_000, '2026-01-05');
    const second = pay(10_000, '2026-02-05');
    const reversal = entry({
      kind: 'reversal',
      amountCents: 10_000,
      correctsId: first.id,
      effectiveDate: '2026-02-20',
    });
    const a = allocate([r1, r2, first, second, reversal], schedule);
    expect(a.voided).toEqual(new Set([first.id, reversal.id]));
    expect(a.balanceCents).toBe(10_000);
    expect(a.installments.get('i1')!.paidInFull).toBe(true);
    expect(a.installments.get('i2')!.paidCents).toBe(0);
    expect(a.credits.has(first.id)).toBe(false);
  });

  it('settles a waived fee and its tax only, whatever else is open', () => {
    const r1 = rent('i1');
    const fee = entry({ kind: 'late_fee', amountCents: 500, installmentId: 'i1' });
    const feeTax = entry({ kind: 'tax', amountCents: 35, installmentId: 'i1', chargeId: fee.id });
    expect(openWithTax(allocate([r1, fee, feeTax], schedule), fee.id)).toBe(535);
    const waiver = entry({ kind: 'waiver', amountCents: -535, chargeId: fee.id });
    const a = allocate([r1, fee, feeTax, waiver], schedule);
    expect(a.open.get(fee.id)).toBe(0);
    expect(a.open.get(feeTax.id)).toBe(0);
    expect(a.open.get(r1.id)).toBe(10_000);
    expect(a.installments.get('i1')).toMatchObject({ creditedCents: 535, paidCents: 0 });
  });

  it('calls an installment late when the payment that completed it came after its due date', () => {
    const r1 = rent('i1');
    const a = allocate([r1, pay(10_000, '2026-01-09')], schedule);
    expect(a.installments.get('i1')).toMatchObject({ paidInFull: true, paidOn: '2026-01-09' });
  });
});

/** Random ledgers of charges, payments, waivers and reversals over a small schedule. */
const ledgers = fc
  .array(
    fc.oneof(
      fc.record({ t: fc.constant('rent' as const), i: fc.integer({ min: 0, max: 2 }) }),
      fc.record({ t: fc.constant('fee' as const), i: fc.integer({ min: 0, max: 2 }) }),
      fc.record({ t: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 30_000 }) }),
      fc.record({ t: fc.constant('reverse' as const), k: fc.nat() }),
      fc.record({ t: fc.constant('waive' as const), k: fc.nat() }),
    ),
    { maxLength: 30 },
  )
  .map((steps) => {
    let id = 1;
    const entries: Entry[] = [];
    const at = (day: number) => `2026-01-${String(1 + (day % 28)).padStart(2, '0')}`;
    for (const [n, s] of steps.entries()) {
      const base = {
        id: id++,
        effectiveDate: at(n),
        installmentId: null,
        chargeId: null,
        correctsId: null,
        paymentId: null,
      };
      if (s.t === 'rent') {
        if (entries.some((e) => e.kind === 'rent' && e.installmentId === schedule[s.i]!.id))
          continue;
        entries.push({
          ...base,
          kind: 'rent',
          amountCents: 10_000,
          installmentId: schedule[s.i]!.id,
        });
        entries.push({
          ...base,
          id: id++,
          kind: 'tax',
          amountCents: 700,
          installmentId: schedule[s.i]!.id,
          chargeId: base.id,
        });
      } else if (s.t === 'fee') {
        entries.push({
          ...base,
          kind: 'late_fee',
          amountCents: 500,
          installmentId: schedule[s.i]!.id,
        });
      } else if (s.t === 'pay') {
        entries.push({ ...base, kind: 'payment', amountCents: -s.cents, paymentId: base.id });
      } else {
        const a = allocate(entries, schedule);
        const live = entries.filter((e) =>
          s.t === 'reverse'
            ? e.kind === 'payment' && !a.voided.has(e.id)
            : e.kind === 'late_fee' && !a.voided.has(e.id),
        );
        if (live.length === 0) continue;
        const target = live[s.k % live.length]!;
        if (s.t === 'reverse')
          entries.push({
            ...base,
            kind: 'reversal',
            amountCents: -target.amountCents,
            correctsId: target.id,
          });
        else {
          const open = openWithTax(a, target.id);
          if (open > 0)
            entries.push({ ...base, kind: 'waiver', amountCents: -open, chargeId: target.id });
        }
      }
    }
    return entries;
  });

describe('#allocate, any ledger', () => {
  it('never takes more from a credit, or gives more to a charge, than it holds; the balance is the sum', () => {
    fc.assert(
      fc.property(ledgers, (entries) => {
        const a = allocate(entries, schedule);
        expect(a.balanceCents).toBe(entries.reduce((n, e) => n + e.amountCents, 0));
        for (const c of a.order) {
          const open = a.open.get(c.id)!;
          expect(open).toBeGreaterThanOrEqual(0);
          expect(open).toBeLessThanOrEqual(c.amountCents);
        }
        for (const [id, split] of a.credits) {
          const credit = entries.find((e) => e.id === id)!;
          const used = split.rent + split.damageWaiver + split.fees + split.tax + split.held;
          expect(used + split.unapplied).toBe(-credit.amountCents);
        }
        // What the live credits applied is exactly what the live charges lost.
        const applied = [...a.credits.values()].reduce(
          (n, s) => n + s.rent + s.damageWaiver + s.fees + s.tax + s.held,
          0,
        );
        const settled = a.order.reduce((n, c) => n + c.amountCents - a.open.get(c.id)!, 0);
        expect(applied).toBe(settled);
      }),
      { numRuns: 300 },
    );
  });
});
