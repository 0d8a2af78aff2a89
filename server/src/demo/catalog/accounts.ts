/** Account vocabulary of the demo data: agreement notes and payment exceptions. */

export const AGREEMENT_NOTES = [
  'Delivered and set up on {date}.',
  'Customer chose {day} payments to match payday.',
  'Same-as-cash option explained and acknowledged.',
  'Early purchase option explained; customer interested.',
  'Two-person delivery, third floor.',
  'Item inspected at delivery; no damage.',
  'Autopay set up by {method}.',
  'Paperwork signed in store.',
] as const;

export const EXCEPTION_PROCESSOR_CODES: Record<string, readonly (readonly [string, string])[]> = {
  'Payment Failed': [
    ['05', 'Do not honor'],
    ['54', 'Expired card'],
    ['N7', 'CVV2 mismatch'],
    ['14', 'Invalid card number'],
  ],
  'Insufficient Funds': [
    ['51', 'Insufficient funds'],
    ['R01', 'ACH return: insufficient funds'],
  ],
  Disputed: [['DSP', 'Cardholder dispute opened']],
  Chargeback: [
    ['4837', 'Chargeback: no cardholder authorization'],
    ['4853', 'Chargeback: cardholder dispute'],
  ],
  'Returned Check': [
    ['RC1', 'Returned check: NSF'],
    ['RC2', 'Returned check: account closed'],
  ],
};

export const EXCEPTION_RESOLUTIONS: Record<string, readonly string[]> = {
  'Payment Failed': [
    'Customer updated card on file; payment retried successfully.',
    'Paid in store with cash the next day.',
  ],
  'Insufficient Funds': [
    'Customer paid after payday; late fee applied.',
    'Payment arrangement agreed: split over two weeks.',
  ],
  Disputed: [
    'Dispute withdrawn after receipt was sent.',
    'Provided signed agreement; dispute closed in our favor.',
  ],
  Chargeback: [
    'Representment accepted; funds returned.',
    'Chargeback accepted; amount re-billed to account.',
  ],
  'Returned Check': [
    'Replaced with a money order.',
    'Customer paid by debit card; returned-check fee charged.',
  ],
};
