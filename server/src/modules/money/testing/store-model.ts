/**
 * The money module driven the way the store drives it, with the store's clock in the test's hands:
 * each step calls the same service (and schema) a route calls, in its own transaction, on a day the caller
 * moves forward. Used by the property test of the ledger (money-model.test.ts).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import { toCents, toDollars } from '@rentline/sync-protocol/money';
import type { Tender } from '@rentline/sync-protocol/rules';
import { agreementCreateSchema } from '@rentline/sync-protocol/wire';
import { AppError } from '../../../http/errors';
import { insertCustomerWithContact, insertFlowItem } from '../../../testing/pulse-factories';
import type { TestServer } from '../../../testing/test-server';
import { createAgreement } from '../../pulse/agreements/agreements.service';
import {
  activate,
  chargeOff,
  reinstate,
  returnUnit,
} from '../../pulse/agreements/lifecycle/lifecycle.service';
import { payOff, quotePayoff } from '../../pulse/agreements/lifecycle/payoff.service';
import { agreementFigures } from '../ledger/agreement-figures';
import { project } from '../ledger/project';
import { readMoney, settle } from '../ledger/settle';
import { reversePayment } from '../payments/reverse';
import { payableCents, takePayment } from '../payments/take-payment';
import { waiveFee } from '../payments/waive';

export type Outcome = 'done' | 'refused';

export class StoreModel {
  today: string;
  constructor(
    private readonly server: TestServer,
    private readonly by: number,
    today: string,
  ) {
    this.today = today;
  }

  tx<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.server.db.em.fork().transactional(work);
  }

  sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    return this.server.db.em.fork().execute<T[]>(query, params);
  }

  /** A new customer with two Pending agreements (Weekly and Monthly), one with the damage waiver. */
  async customerWithTwoAgreements(): Promise<{ customer: number; agreements: number[] }> {
    const customer = await this.tx((em) =>
      insertCustomerWithContact(em, `Model ${randomUUID().slice(0, 6)}`),
    );
    const agreements: number[] = [];
    for (const [term, cost, waiver] of [
      ['Weekly', 780, false],
      ['Monthly', 1017.48, true],
    ] as const) {
      const item = await this.tx((em) =>
        insertFlowItem(em, {
          name: `${term} unit`,
          retail_price: 500,
          our_cost: 250,
          serial_number: `MDL-${randomUUID().slice(0, 8)}`,
        }),
      );
      const input = agreementCreateSchema.parse({
        whoIsThisFor: String(customer),
        rentalTerm: term,
        selectedProperty: item,
        totalCost: cost,
        totalCostAfterDiscount: cost,
        earlyPurchaseDiscount: '25',
        sacPrice: 600,
        sacPeriod: 90,
        sameAsCashOption: true,
        activationFee: 7.5,
        lateFee: 5,
        virtualPmt: 2,
        pmtFld: 5,
        svcFee: 5,
        feldVisit: 15,
        damageWaiver: waiver,
        legalAcknowledgment: true,
        lessorSignatureMembers: ['Sarah Johnson'],
      });
      const created = await this.tx((em) => createAgreement(em, input, this.today, this.by));
      agreements.push(created.agreementId);
    }
    return { customer, agreements };
  }

  /** Runs a step; a refusal in words (400, 404, 409) is an outcome, anything else a failure. */
  async attempt(work: (em: EntityManager) => Promise<unknown>): Promise<Outcome> {
    try {
      await this.tx(work);
      return 'done';
    } catch (err) {
      if (err instanceof AppError && [400, 404, 409].includes(err.status) && err.message)
        return 'refused';
      throw err;
    }
  }

  activate(id: number, tender: Tender = 'cash') {
    return this.attempt((em) =>
      activate(em, id, { delivery_date: this.today, tender }, this.today, this.by),
    );
  }

  /** What agreement `id` can take now (owed, plus what is not yet charged while open). */
  /** What the agreement can take today, read as Process Payment reads it: without writing. */
  async payable(id: number): Promise<number> {
    return this.tx(async (em) => {
      const m = await readMoney(em, id);
      return payableCents({ head: m.head, ...project(m, this.today) });
    });
  }

  pay(splits: { id: number; cents: number }[], tenders: { tender: Tender; cents: number }[]) {
    return this.attempt((em) =>
      takePayment(
        em,
        {
          splits: splits.map((s) => ({ agreement_id: s.id, amount: toDollars(s.cents) })),
          tenders: tenders.map((t) => ({ tender: t.tender, amount: toDollars(t.cents) })),
        },
        { today: this.today, takenBy: this.by },
      ),
    );
  }

  reverse(paymentId: number, reason: 'Returned check' | 'Entered in error' | 'Card chargeback') {
    return this.attempt((em) => reversePayment(em, paymentId, { reason }, this.today, this.by));
  }

  waive(agreementId: number, entryId: number) {
    return this.attempt((em) =>
      waiveFee(em, agreementId, entryId, 'Customer in hospital', this.today, this.by),
    );
  }

  returnUnit(id: number) {
    return this.attempt((em) =>
      returnUnit(em, id, { reason: 'Voluntary', item_condition: 'Good' }, this.today, this.by),
    );
  }

  reinstate(id: number) {
    return this.attempt((em) => reinstate(em, id, this.today, this.by));
  }

  chargeOff(id: number) {
    return this.attempt((em) => chargeOff(em, id, { note: 'Skipped' }, this.today, this.by));
  }

  /** Pays off at the quote shown; refused when the agreement is not open. */
  payOff(id: number, tender: Tender) {
    return this.attempt(async (em) => {
      const quote = await quotePayoff(em, id, this.today);
      await payOff(em, id, { amount: quote.amount, tender }, this.today, this.by);
    });
  }

  /** Moves the store's clock on and sweeps, as the server's sweep does each day. */
  async advance(days: number, agreements: number[]) {
    const d = new Date(`${this.today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + days);
    this.today = d.toISOString().slice(0, 10);
    for (const id of agreements) await this.tx((em) => settle(em, id, this.today));
  }

  /** The page's payoff figure and the quote's, in cents (null when not open). */
  async payoffFigures(id: number): Promise<{ page: number | null; quote: number | null }> {
    return this.tx(async (em) => {
      const page = (await agreementFigures(em, id, this.today)).payoffCents;
      const quote = await quotePayoff(em, id, this.today).then(
        (q) => toCents(q.amount),
        () => null,
      );
      return { page, quote };
    });
  }
}
