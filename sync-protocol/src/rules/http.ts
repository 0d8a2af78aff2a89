/**
 * The header every money-writing request carries (POST /api/payments, POST
 * /api/elavon/payment-session): a UUID the client makes once per attempt and sends again with
 * every retry of it. The server answers a repeat with the first answer and records nothing new.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * The header naming one request in the server's log: the client makes one per call (a UUID),
 * the server keeps a well-formed one (else makes its own) and answers with it, so a failure a
 * tablet shows can be found in the log.
 */
export const REQUEST_ID_HEADER = 'X-Request-Id';
