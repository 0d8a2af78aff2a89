/**
 * The money module's view of an agreement (DESIGN.md 5.1): its schedule (the contract) and its
 * ledger (what happened), in whole cents. Nothing here reads the database; ledger.repository.ts
 * loads these shapes and settle.ts writes what is derived from them.
 */
import type { LedgerKind, RENTAL_TERMS } from '@rentline/sync-protocol/rules';

export type Term = (typeof RENTAL_TERMS)[number];

/** One installment of the schedule, in due order. */
export interface Installment {
  id: string;
  dueDate: string;
  rentCents: number;
  damageWaiverCents: number;
  /** Its rent has been posted to the ledger. */
  charged: boolean;
}

/** One ledger entry: above zero a charge, below zero a credit. */
export interface Entry {
  id: number;
  kind: LedgerKind;
  amountCents: number;
  effectiveDate: string;
  installmentId: string | null;
  /** A tax's charge; a targeted credit's charge (a waiver, a payoff's closeout). */
  chargeId: number | null;
  correctsId: number | null;
  paymentId: number | null;
}

/** An entry about to be written (its id comes from the database). */
export interface NewEntry {
  kind: LedgerKind;
  amountCents: number;
  effectiveDate: string;
  installmentId?: string | null;
  chargeId?: number | null;
  correctsId?: number | null;
  paymentId?: number | null;
  reason?: string | null;
  note?: string | null;
  employeeId?: number | null;
}

/** A charge about to be written with its sales tax (written right after it, naming it). */
export interface ChargePlan extends NewEntry {
  tax: { cents: number; rateMp: number } | null;
}

/** What one credit paid, by what it paid. */
export interface CreditSplit {
  rent: number;
  damageWaiver: number;
  fees: number;
  tax: number;
  /** Held for refund (an overpayment). */
  held: number;
  /** Left over with nothing to pay: never, while payments are checked against what is owed. */
  unapplied: number;
}

/** An installment's figures, derived from the ledger. */
export interface InstallmentState {
  /** Its live charges: rent, damage waiver, their tax, its fees. */
  dueCents: number;
  paidCents: number;
  /** Settled by waivers, closeouts and write-offs. */
  creditedCents: number;
  /** Rent, waiver and their tax fully paid by payments. */
  paidInFull: boolean;
  /** The store day of the payment that completed them. */
  paidOn: string | null;
}
