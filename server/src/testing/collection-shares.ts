/**
 * For the tests of the on-time shares the collections queue keeps (migration collection_shares):
 * a delinquent customer of one's own, and the share kept for them.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/sql';
import {
  dayFrom,
  insertAgreement,
  insertCustomerWithContact,
  insertInstallment,
} from './pulse-factories';

export const newAgreement = (em: EntityManager, customer_id: number, today: string) =>
  insertAgreement(em, {
    customer_id,
    custom_agreement_id: `SHARE-${randomUUID().slice(0, 8)}`,
    agreement_status: 'Active',
    total_cost: 400,
    activated_on: dayFrom(today, -120),
  });

/** A delinquent customer: -90 and -60 paid on time, -30 unpaid (past due), +30 ahead. */
export async function insertDelinquentCustomer(em: EntityManager, today: string) {
  const customer = await insertCustomerWithContact(em, `Share ${randomUUID().slice(0, 8)}`);
  const agreement = await newAgreement(em, customer, today);
  const installments: Record<number, string> = {};
  for (const [due, paid] of [
    [-90, true],
    [-60, true],
    [-30, false],
    [30, false],
  ] as const) {
    const day = dayFrom(today, due);
    installments[due] = await insertInstallment(em, agreement, day, 100, paid ? day : null);
  }
  return { customer, agreement, installments };
}

/** The on-time share kept for `customer`, if any. */
export async function keptShare(em: EntityManager, customer: number) {
  const [row] = await em.execute<{ day: string | null; due_before: number; on_time: number }[]>(
    `select to_char(day, 'YYYY-MM-DD') as day, due_before, on_time from collection_shares where customer_id = ?`,
    [customer],
  );
  return row && { day: row.day, due_before: Number(row.due_before), on_time: Number(row.on_time) };
}
