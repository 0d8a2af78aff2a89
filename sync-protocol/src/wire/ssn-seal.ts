/** A sealed SSN and the server's public key on the wire (rules/ssn-seal.ts: how it is sealed). */
import { z } from 'zod';

export const sealedSsnSchema = z
  .string()
  .max(2048, { error: 'The SSN could not be read; please type it again' })
  .regex(/^pk1:[A-Za-z0-9+/]+={0,2}$/, {
    error: 'The SSN could not be read; please type it again',
  });

/** GET /api/sync/ssn-key. */
export const ssnKeySchema = z.object({
  /** Names the key pair, so a device can tell when the server's key changed. */
  key_id: z.string(),
  algorithm: z.literal('RSA-OAEP-256'),
  /** The public key, SubjectPublicKeyInfo DER in base64. */
  spki: z.string(),
});
export type SsnKey = z.infer<typeof ssnKeySchema>;
