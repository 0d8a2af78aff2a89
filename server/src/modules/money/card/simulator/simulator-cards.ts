/**
 * The simulator's test cards, listed on its card page too. Any expiry date not in the past and
 * any 3 or 4 digit CVV; the card number alone decides the outcome. Result messages and
 * codes follow the processor's style: ssl_result 0 approved / 1 declined, an issuer response
 * code for each decline.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { ProcessorOutcome } from '../record';

export interface TestCard {
  number: string;
  label: string;
  approved: boolean;
  message: string;
  /** ISO 8583 issuer response code. */
  code: string;
}

export const SIMULATOR_TEST_CARDS: readonly TestCard[] = [
  {
    number: '4000000000000002',
    label: 'Approved',
    approved: true,
    message: 'APPROVAL',
    code: '00',
  },
  {
    number: '4000000000000119',
    label: 'Declined',
    approved: false,
    message: 'DECLINED',
    code: '05',
  },
  {
    number: '4000000000000069',
    label: 'Expired card',
    approved: false,
    message: 'EXPIRED CARD',
    code: '54',
  },
  {
    number: '4000000000000127',
    label: 'CVV mismatch',
    approved: false,
    message: 'CVV2 MISMATCH',
    code: 'N7',
  },
  {
    number: '4000000000009995',
    label: 'Insufficient funds',
    approved: false,
    message: 'INSUFFICIENT FUNDS',
    code: '51',
  },
];

export const formatCardNumber = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

export const findTestCard = (number: string) =>
  SIMULATOR_TEST_CARDS.find((c) => c.number === number);

/** What the simulated processor answers for a test card and an amount. */
export function simulate(card: TestCard, amount: number): ProcessorOutcome {
  return {
    approved: card.approved,
    transactionId: `SIM-${randomUUID().toUpperCase()}`,
    amount,
    resultCode: card.approved ? '0' : '1',
    resultMessage: card.message,
    approvalCode: card.approved ? String(randomInt(100000, 1000000)) : null,
    processorCode: card.code,
  };
}
