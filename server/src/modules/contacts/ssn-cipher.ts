import {
  constants,
  createCipheriv,
  createDecipheriv,
  createHash,
  createPublicKey,
  type KeyObject,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
} from 'node:crypto';
import { SSN_SEAL } from '@rentline/sync-protocol/rules';
import type { SsnKey } from '@rentline/sync-protocol/wire';

/**
 * The SSN's two protections:
 * - at rest, AES-256-GCM, stored as `v1:<iv>:<tag>:<ciphertext>` (base64 parts), with the key
 *   from ENCRYPTION_KEY or a key file in DATA_DIR (see server/src/secrets.ts);
 * - in transit from a device, sealed to the server's public key (RSA-OAEP, SHA-256) the moment it
 *   is typed (`pk1:<ciphertext>`), so no store on the tablet ever holds it in clear.
 */
export interface SsnCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  /** Opens an SSN a device sealed; throws on anything else. */
  unseal(sealed: string): string;
  /** Seals as a device does (upcasting mutations of protocol version 1, tests). */
  seal(plain: string): string;
  /** The public key devices seal to (GET /api/sync/ssn-key). */
  publicKey: SsnKey;
}

const OAEP = { padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };

export function createSsnCipher(key: Buffer, sealKey: KeyObject): SsnCipher {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  const spki = createPublicKey(sealKey).export({ type: 'spki', format: 'der' });
  const publicKey: SsnKey = {
    key_id: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    algorithm: 'RSA-OAEP-256',
    spki: spki.toString('base64'),
  };
  return {
    publicKey,
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        ct.toString('base64'),
      ].join(':');
    },
    decrypt(stored) {
      const [v, iv, tag, ct] = stored.split(':');
      if (v !== 'v1' || !iv || !tag || !ct) throw new Error('Unknown ciphertext format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString(
        'utf8',
      );
    },
    unseal(sealed) {
      if (!sealed.startsWith(SSN_SEAL.prefix)) throw new Error('Not a sealed SSN');
      const ct = Buffer.from(sealed.slice(SSN_SEAL.prefix.length), 'base64');
      return privateDecrypt({ key: sealKey, ...OAEP }, ct).toString('utf8');
    },
    seal(plain) {
      const ct = publicEncrypt({ key: createPublicKey(sealKey), ...OAEP }, Buffer.from(plain));
      return `${SSN_SEAL.prefix}${ct.toString('base64')}`;
    },
  };
}
