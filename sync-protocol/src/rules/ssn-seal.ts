/**
 * The SSN sealed on the device (DESIGN.md section 4, "Auth and shared tablets"): the moment it is
 * typed, the client encrypts it to the server's public key (RSA-OAEP with SHA-256, WebCrypto), so
 * the outbox and every other store on the tablet only ever hold ciphertext that the server alone
 * can open. The server publishes its public key at GET /api/sync/ssn-key.
 */

export const SSN_SEAL = {
  /** A sealed SSN is this prefix and the base64 of the RSA-OAEP ciphertext. */
  prefix: 'pk1:',
  algorithm: 'RSA-OAEP',
  hash: 'SHA-256',
} as const;

/** The longest SSN text accepted (as the contact form's field). */
export const SSN_MAX_LENGTH = 20;

export const isSealedSsn = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(SSN_SEAL.prefix);
